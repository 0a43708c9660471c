package dev.josh.ingest.sap;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** OMB Statements of Administration Policy: the PDFs under {@code statements-of-administration-policy/}, with their YAML indexes. */
@Component
public class SapSource implements IngestSource {

    @Override
    public String name() {
        return SapJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 110;
    }

    @Override
    public String expectedInput() {
        return SapIndex.DIRECTORY + "/<administration>/<congress>/*.pdf and " + SapIndex.DIRECTORY + "/*.yaml";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return SapJobConfiguration.files(options.corpus());
    }
}
