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
 * @param source  the source, or several comma-separated, whose records the set searches
 * @param files   lists the corpus files the set uses, relative to the corpus
 * @param scoredRows the lexical cap the set is searched with (see {@link SetDefinition}); null: the default
 */
public record SetRecipe(String name, String source, String mask, String about, CorpusFiles files, long seed,
                        int queries, LabelQueries labels, Integer scoredRows) {

    public SetRecipe(String name, String source, String mask, String about, CorpusFiles files, long seed, int queries,
                     LabelQueries labels) {
        this(name, source, mask, about, files, seed, queries, labels, null);
    }

    /** The sources the set's corpus is ingested into. */
    public List<String> sources() {
        return List.of(source.split(","));
    }

    /** The corpus files of a set, listed from the corpus when the set is derived. */
    @FunctionalInterface
    public interface CorpusFiles {
        List<String> list(Path corpus) throws IOException;
    }
}
