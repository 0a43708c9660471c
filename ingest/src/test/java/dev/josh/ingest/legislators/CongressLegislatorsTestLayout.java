package dev.josh.ingest.legislators;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * unitedstates.github.io/congress-legislators over the corpus: every file of
 * {@code congress-legislators/} at {@code /<its name>}, as GitHub Pages serves the project's files
 * (no directory listing). All eight corpus files are published there under these names.
 */
public final class CongressLegislatorsTestLayout extends CorpusLayout {

    private final Path folder;

    public CongressLegislatorsTestLayout(Path corpus) {
        super(CongressLegislatorsSite.HOST, corpus);
        this.folder = corpus.resolve(CongressLegislatorsSite.FOLDER);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        String name = path.substring(1);
        if (name.isEmpty() || name.contains("/") || !Files.isRegularFile(folder.resolve(name))) {
            return null;
        }
        String type = name.endsWith(".csv") ? "text/csv; charset=utf-8" : "application/x-yaml; charset=utf-8";
        return TestUpstream.Served.file(folder.resolve(name), type);
    }
}
