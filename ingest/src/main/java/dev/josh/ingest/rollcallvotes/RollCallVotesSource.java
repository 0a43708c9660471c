package dev.josh.ingest.rollcallvotes;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Roll-call votes, after the legislators their Senate member IDs resolve through. */
@Component
public class RollCallVotesSource implements IngestSource {

    @Override
    public String name() {
        return RollCallVotesJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 130;
    }

    @Override
    public String expectedInput() {
        return RollCallVoteFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return RollCallVoteFiles.find(options.corpus());
    }
}
