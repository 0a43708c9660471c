package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/** Congressional Record granules, after the legislators whose bioguide IDs their speakers carry. */
@Component
public class CongressionalRecordSource implements IngestSource {

    @Override
    public String name() {
        return CongressionalRecordJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 120;
    }

    @Override
    public String expectedInput() {
        return CongressionalRecordFiles.EXPECTED;
    }

    /** Every file the job reads: each issue's MODS and its granules' HTML. */
    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path mods : CongressionalRecordFiles.issues(options.corpus())) {
            files.add(mods);
            files.addAll(CongressionalRecordFiles.granules(mods));
        }
        return files;
    }
}
