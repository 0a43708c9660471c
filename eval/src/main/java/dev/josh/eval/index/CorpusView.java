package dev.josh.eval.index;

import dev.josh.ingest.core.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The part of the corpus an eval set searches, as a directory ingest can be pointed at: the set's
 * files linked (never copied) under their corpus paths. Its hash covers each file's path and
 * content, so a changed corpus file gives a new view and new eval indexes.
 *
 * @param directory a directory shaped like the corpus, holding only the set's files (as symbolic links)
 * @param hash      SHA-256 over the files' relative paths and content hashes
 */
public record CorpusView(Path directory, String hash) {

    /**
     * Links {@code files} of {@code corpus} under {@code viewsRoot/<hash>}, or reuses that view.
     *
     * @throws IOException naming a file the corpus lacks
     */
    public static CorpusView of(Path corpus, List<String> files, Path viewsRoot) throws IOException {
        Path root = corpus.toAbsolutePath().normalize();
        List<String> lines = new ArrayList<>();
        for (String file : files.stream().sorted().toList()) {
            Path path = root.resolve(file);
            if (!Files.isRegularFile(path)) {
                throw new IOException("the eval set needs " + file + ", which " + root + " does not hold; "
                        + "point --corpus at the corpus directory the set was derived from");
            }
            lines.add(file + "\t" + Sha256.of(path));
        }
        String hash = Sha256.of(String.join("\n", lines));
        Path view = viewsRoot.resolve(hash.substring(0, 16));
        for (String file : files) {
            Path link = view.resolve(file);
            if (!Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(link.getParent());
                Files.createSymbolicLink(link, root.resolve(file));
            }
        }
        return new CorpusView(view, hash);
    }
}
