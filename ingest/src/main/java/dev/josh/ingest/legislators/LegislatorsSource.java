package dev.josh.ingest.legislators;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.nio.file.Path;
import java.util.List;
import org.springframework.stereotype.Component;

/** Members of Congress, current (YAML) and former (CSV); first, so other sources can resolve members. */
@Component
public class LegislatorsSource implements IngestSource {

    @Override
    public String name() {
        return LegislatorsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 10;
    }

    @Override
    public String expectedInput() {
        return LegislatorsJobConfiguration.FILE + " (and " + LegislatorsJobConfiguration.HISTORICAL_FILE + ")";
    }

    @Override
    public List<Path> inputs(IngestOptions options) {
        return LegislatorsJobConfiguration.files(options.corpus());
    }
}
