package dev.josh.ingest.cfr;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** The Code of Federal Regulations: eCFR bulk and API XML, and annual editions in USLM. */
@Component
public class CfrSource implements IngestSource {

    @Override
    public String name() {
        return CfrJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 70;
    }

    @Override
    public String expectedInput() {
        return CfrFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return CfrFiles.find(options.corpus());
    }
}
