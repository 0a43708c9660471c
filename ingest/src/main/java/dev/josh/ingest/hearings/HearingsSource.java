package dev.josh.ingest.hearings;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** House committee meetings, after the committees they are held by. */
@Component
public class HearingsSource implements IngestSource {

    @Override
    public String name() {
        return HearingsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 140;
    }

    @Override
    public String expectedInput() {
        return HearingFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return HearingFiles.find(options.corpus());
    }
}
