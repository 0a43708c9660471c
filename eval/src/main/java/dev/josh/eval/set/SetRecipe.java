package dev.josh.eval.set;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * How a set was (or is to be) derived: which source and corpus files, which labels make the
 * queries, how many, with which seed. A recipe writes a set once; the set's files are the record
 * afterwards, and a changed recipe is a new version.
 *
 * @param name    {@code <source>/<version>}, also the directory under {@code docs/eval}
 * @param about   one sentence on what is searched, for the README
 * @param files   lists the corpus files the set uses, relative to the corpus
 */
public record SetRecipe(String name, String source, String mask, String about, CorpusFiles files, long seed,
                        int queries, LabelQueries labels) {

    /** The corpus files of a set, listed from the corpus when the set is derived. */
    @FunctionalInterface
    public interface CorpusFiles {
        List<String> list(Path corpus) throws IOException;
    }
}
