package dev.josh.server.search.lexical;

import dev.josh.lexical.ColumnWeights;
import dev.josh.server.db.SourceTables;
import java.util.Map;

/**
 * The FTS5 table a source is ranked by, and what one of its rows is. Public for the bench, which
 * ranks the same rows with exact BM25 and with Lucene under the same column weights.
 *
 * @param chunkRows a row is a chunk (rowid = chunk_id), else a record (rowid = the record's rowid)
 * @param rows      the table's rows, as the registry last counted them
 * @param weights   the BM25 weight of each column, in the table's order
 */
public record RankedIndex(String table, boolean chunkRows, long rows, double[] weights) {

    /** The document-level index, a field not named in {@code fieldWeights} weighing 1. */
    static RankedIndex documents(SourceTables source, Map<String, Double> fieldWeights) {
        return new RankedIndex(source.source().documentFtsTable(), false, source.recordCount(),
                source.documentColumns().stream().mapToDouble(c -> fieldWeights.getOrDefault(c, 1.0)).toArray());
    }

    /**
     * The chunk index (or, for a short-body source, the record index) with the passage column
     * weights, the ones its Lucene mirror is built with.
     */
    public static RankedIndex chunks(SourceTables source) {
        return new RankedIndex(source.source().ftsTable(), source.chunked(), source.chunkCount(),
                source.ftsColumns().stream().mapToDouble(ColumnWeights::of).toArray());
    }
}
