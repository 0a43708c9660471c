package dev.josh.ingest.publiclaws;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Public and private laws ({@code plaw-uslm/}) and statute compilations ({@code statute-compilations-uslm/}), in USLM. */
@Component
public class PublicLawsSource implements IngestSource {

    @Override
    public String name() {
        return PublicLawsJobConfiguration.SOURCE;
    }

    /** After bills, whose records the laws' {@code bill_id} names. */
    @Override
    public int order() {
        return 50;
    }

    @Override
    public String expectedInput() {
        return PublicLawsFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return PublicLawsFiles.find(options.corpus());
    }
}
