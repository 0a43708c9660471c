package dev.josh.ingest.gao;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** GAO reports and testimonies: the PDFs under {@code gao-reports/}, described by {@code catalog.json}. */
@Component
public class GaoReportsSource implements IngestSource {

    @Override
    public String name() {
        return GaoReportsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 90;
    }

    @Override
    public String expectedInput() {
        return GaoFiles.DIRECTORY + "/gao-*.pdf";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return GaoFiles.find(options.corpus());
    }
}
