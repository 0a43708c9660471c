package dev.josh.ingest.crs;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** CRS products: the PDFs under {@code crs-reports/pdf/}, described by the CSV listings beside them. */
@Component
public class CrsReportsSource implements IngestSource {

    @Override
    public String name() {
        return CrsReportsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 80;
    }

    @Override
    public String expectedInput() {
        return CrsFiles.PDF_DIRECTORY + "/**/*.pdf";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return CrsFiles.find(options.corpus());
    }
}
