package dev.josh.db;

import java.util.List;

/**
 * An FTS5 index that search ranks (a source's {@code <t>_fts}), as its CREATE statement declares it:
 * the indexed columns and the external-content table whose rows it indexes, keyed by
 * {@code contentRowid}. The lexical log records changes to those rows under this table's name.
 *
 * @param name         the FTS5 table, e.g. {@code us_code_fts}
 * @param columns      its columns in declared order, e.g. {@code heading_path, text}
 * @param contentTable the table holding the indexed rows, e.g. {@code us_code_chunks}
 * @param contentRowid the content table's column the FTS row id is, e.g. {@code chunk_id} or {@code rowid}
 */
public record RankedFtsTable(String name, List<String> columns, String contentTable, String contentRowid) {

    private static final String CHUNKS = "_chunks";

    public RankedFtsTable {
        columns = List.copyOf(columns);
    }

    /** Whether the rows are a body source's chunks (one record, many rows) rather than the records themselves. */
    public boolean chunkRows() {
        return contentTable.endsWith(CHUNKS);
    }

    /** The record table: the one the chunks belong to, or the content table itself for a short-body source. */
    public String recordTable() {
        return chunkRows() ? contentTable.substring(0, contentTable.length() - CHUNKS.length()) : contentTable;
    }
}
