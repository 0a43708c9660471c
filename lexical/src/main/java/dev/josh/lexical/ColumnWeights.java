package dev.josh.lexical;

import java.util.Map;

/**
 * The BM25 weight of each column of a ranked FTS5 table: columns that name or place a passage weigh
 * more than its text (query-flows: title 10× … body 1×). One table of weights for both the FTS5
 * query ({@code bm25(t, w1, w2)}) and the Lucene index, which bakes them in ({@link LexicalDocuments});
 * changing one means bumping {@link LexicalIndexLayout#FORMAT} so that indexes are rebuilt.
 */
public final class ColumnWeights {

    private static final Map<String, Integer> WEIGHTS = Map.of(
            "title", 5, "heading", 3, "heading_path", 3, "name", 5);

    private ColumnWeights() {
    }

    /** The weight of the column named {@code column}; 1 for any column not named here. */
    public static int of(String column) {
        return WEIGHTS.getOrDefault(column, 1);
    }
}
