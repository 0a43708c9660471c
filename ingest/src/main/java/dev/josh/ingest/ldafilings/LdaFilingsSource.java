package dev.josh.ingest.ldafilings;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Lobbying disclosure filings (LD-1, LD-2, LD-203) from the Senate's bulk XML. */
@Component
public class LdaFilingsSource implements IngestSource {

    @Override
    public String name() {
        return LdaFilingsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 150;
    }

    @Override
    public String expectedInput() {
        return LdaFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return LdaFiles.find(options.corpus());
    }
}
