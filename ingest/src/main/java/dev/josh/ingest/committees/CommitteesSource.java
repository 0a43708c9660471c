package dev.josh.ingest.committees;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Committees, subcommittees and current memberships from the congress-legislators YAML. */
@Component
public class CommitteesSource implements IngestSource {

    @Override
    public String name() {
        return CommitteesJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 20;
    }

    @Override
    public String expectedInput() {
        return CommitteesJobConfiguration.COMMITTEES_FILE + " and " + CommitteesJobConfiguration.MEMBERSHIP_FILE;
    }

    @Override
    public List<Path> inputs(IngestOptions options) {
        return CommitteesJobConfiguration.files(options.corpus());
    }
}
