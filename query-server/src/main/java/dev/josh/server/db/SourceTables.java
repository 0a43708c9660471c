package dev.josh.server.db;

import dev.josh.db.SourceCatalog;
import java.util.List;
import java.util.Set;

/**
 * One source as the live schema shows it: its shape from {@link SourceCatalog}, plus what the
 * query paths need to know to plan against it.
 *
 * @param source        name, shape and record table
 * @param chunked       {@code <table>_chunks} exists, so its FTS rows are chunks (rowid = chunk_id);
 *                      otherwise FTS rows are the record rows themselves (short-body)
 * @param ftsColumns    the columns of {@code <table>_fts} in order, empty when there is none
 * @param documentColumns the columns of {@code <table>_docs_fts} (the document-level index over the
 *                      record's fields) in order, empty when there is none
 * @param vectorTable   {@code <table>_chunks_vectors} exists (the fast-reading copy of the vectors)
 * @param recordColumns the record table's columns
 * @param chunkCount    chunks at the last refresh (0 when not chunked); for coverage reports
 * @param recordCount   records at the last refresh
 */
public record SourceTables(SourceCatalog.Source source, boolean chunked, List<String> ftsColumns,
                           List<String> documentColumns, boolean vectorTable, Set<String> recordColumns,
                           long chunkCount, long recordCount) {

    public SourceTables {
        ftsColumns = List.copyOf(ftsColumns);
        documentColumns = List.copyOf(documentColumns);
        recordColumns = Set.copyOf(recordColumns);
    }

    /** A chunked source with a document-level index: its documents can be ranked as wholes. */
    public boolean documentIndexed() {
        return chunked && !documentColumns.isEmpty();
    }

    public String name() {
        return source.name();
    }

    public SourceCatalog.Shape shape() {
        return source.shape();
    }

    public String table() {
        return source.table();
    }

    /** No records at the last refresh: a source not loaded here, which a search can neither find in nor lose. */
    public boolean empty() {
        return recordCount == 0;
    }

    /** Body and short-body sources with an FTS index; registry sources never are. */
    public boolean lexicallySearchable() {
        return shape() != SourceCatalog.Shape.REGISTRY && !ftsColumns.isEmpty();
    }

    /** Body sources: vec0 exists, and the plain vector table the server scans. */
    public boolean semanticallySearchable() {
        return shape() == SourceCatalog.Shape.BODY && chunked && vectorTable;
    }
}
