package dev.josh.ingest.bills;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Bills and resolutions: BILLSTATUS files under {@code billstatus/}, bill text under
 * {@code bills-uslm/}, {@code bills-gpo-dtd/} and {@code bills-xhtml/}.
 */
@Component
public class BillsSource implements IngestSource {

    @Override
    public String name() {
        return BillsJobConfiguration.SOURCE;
    }

    @Override
    public int order() {
        return 40;
    }

    @Override
    public String expectedInput() {
        return BillsFiles.EXPECTED;
    }

    @Override
    public List<Path> inputs(IngestOptions options) throws IOException {
        List<Path> files = new ArrayList<>(BillsFiles.statusFiles(options.corpus()));
        files.addAll(BillsFiles.textFiles(options.corpus()));
        return files;
    }
}
