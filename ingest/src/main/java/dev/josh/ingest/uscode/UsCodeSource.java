package dev.josh.ingest.uscode;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** The U.S. Code: OLRC USLM title files under {@code uscode/}. */
@Component
public class UsCodeSource implements IngestSource {

    @Override
    public String name() {
        return UsCodeJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 30;
    }

    @Override
    public String expectedInput() {
        return UsCodeFiles.DIRECTORY + "/usc*.xml";
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return UsCodeFiles.find(options.corpus(), options.titles());
    }

    @Override
    public boolean takesTitles() {
        return true;
    }
}
