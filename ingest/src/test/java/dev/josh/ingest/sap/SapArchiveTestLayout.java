package dev.josh.ingest.sap;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

/**
 * The statements repository as raw.githubusercontent.com serves it from {@code main}, over the
 * corpus folder: the indexes as they are at {@code /archive/<administration>.yaml}, the PDFs at
 * {@code /archive/statements/<administration>/<congress>/<name>.pdf}, and {@code /presidents.yaml}
 * generated with one key per index the corpus holds (the real file also gives each president's
 * ids and terms, which the corpus does not have and the fetcher does not read). The indexes list
 * far more PDFs than the corpus holds; those answer 404 here, as a pruned mirror would.
 */
public class SapArchiveTestLayout extends CorpusLayout {

    private static final String RAW_TYPE = "text/plain; charset=utf-8";
    private final Path folder;

    public SapArchiveTestLayout(Path corpus) {
        super(SapFetcher.ARCHIVE, corpus);
        this.folder = corpus.resolve(SapIndex.DIRECTORY);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        if (path.contains("..")) {
            return null;
        }
        if (path.equals("/presidents.yaml")) {
            return presidents();
        }
        if (path.matches("/archive/[^/]+\\.yaml")) {
            return served(folder.resolve(path.substring("/archive/".length())), RAW_TYPE);
        }
        if (path.startsWith("/archive/statements/") && path.endsWith(".pdf")) {
            // raw.githubusercontent.com serves binary files as application/octet-stream
            return served(folder.resolve(path.substring("/archive/statements/".length())), "application/octet-stream");
        }
        return null;
    }

    private TestUpstream.Served presidents() throws IOException {
        StringBuilder yaml = new StringBuilder();
        Instant newest = Instant.EPOCH;
        for (Path index : indexes()) {
            String administration = index.getFileName().toString().replaceFirst("\\.yaml$", "");
            yaml.append(administration).append(":\n  name:\n    last: ")
                    .append(administration.substring(administration.indexOf('-') + 1)).append('\n');
            FileTime modified = Files.getLastModifiedTime(index);
            newest = modified.toInstant().isAfter(newest) ? modified.toInstant() : newest;
        }
        return TestUpstream.Served.text(yaml.toString(), RAW_TYPE, newest);
    }

    private List<Path> indexes() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static TestUpstream.Served served(Path file, String type) throws IOException {
        return Files.isRegularFile(file) ? TestUpstream.Served.file(file, type) : null;
    }
}
