package dev.josh.ingest.fedreg;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** The Federal Register: daily issues in GPO bulk XML and in USLM under {@code federal-register/}. */
@Component
public class FederalRegisterSource implements IngestSource {

    @Override
    public String name() {
        return FederalRegisterJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 60;
    }

    @Override
    public String expectedInput() {
        return FederalRegisterFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        return FederalRegisterFiles.find(options.corpus());
    }
}
