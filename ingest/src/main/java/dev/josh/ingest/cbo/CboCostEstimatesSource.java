package dev.josh.ingest.cbo;

import dev.josh.ingest.committeereports.CommitteeReportsJobConfiguration;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** CBO cost estimates: the ones committee reports print, read from the same files as the reports. */
@Component
public class CboCostEstimatesSource implements IngestSource {

    @Override
    public String name() {
        return CboCostEstimatesJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 105;
    }

    @Override
    public String expectedInput() {
        return CommitteeReportsJobConfiguration.DIRECTORY + "/**/*.xml (USLM <cboCostEstimate>) and CRPT-*.pdf";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return CommitteeReportsJobConfiguration.files(options.corpus());
    }
}
