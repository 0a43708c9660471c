package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Committee reports: GPO USLM legislative reports and report PDFs under {@code committee-reports/}. */
@Component
public class CommitteeReportsSource implements IngestSource {

    @Override
    public String name() {
        return CommitteeReportsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 100;
    }

    @Override
    public String expectedInput() {
        return CommitteeReportsJobConfiguration.DIRECTORY + "/**/*.xml (USLM <legislativeReport>) and CRPT-*.pdf";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return CommitteeReportsJobConfiguration.files(options.corpus());
    }
}
