package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * What {@link BodySourceWriter} needs to know about one body-bearing source: its record table,
 * how to cite a record, and how to upsert the source-specific columns. The chunk table and its
 * triggers follow the naming convention ({@code <table>_chunks}), so they need no code here; the
 * record itself gives its ID and chunks ({@link BodyRecord}).
 *
 * @param <R> a prepared record (parsed, normalized, chunked)
 */
public interface BodyRecordTable<R extends BodyRecord> {

    /** The record table, e.g. {@code us_code}. */
    String table();

    /** The column of {@link #table()} naming the corpus file a row was loaded from. */
    default String sourceFileColumn() {
        return "source_file";
    }

    /**
     * The source's citation formatter applied to the record; the only place citations are made.
     * Its {@code raw_sha256} decides whether the stored record is unchanged.
     */
    CitationColumns cite(R record, Instant retrievedAt) throws RejectedRecordException;

    /** {@code INSERT … ON CONFLICT(id) DO UPDATE} of the record row with its citation. */
    void upsert(Connection c, R record, CitationColumns citation) throws SQLException;

    /**
     * The links the format marks up in the record (a USLM {@code <ref href>}, the bill a report
     * accompanies); the citations written in its text are found for every source by the writer.
     */
    default List<RecordLink> links(R record) {
        return List.of();
    }

    /** IDs of the rows loaded from {@code file}, for {@link RecordStore#retainOnly}. */
    default Set<String> idsFromFile(Connection c, SourceFile file) throws SQLException {
        return Rows.on(c).sql("SELECT id FROM " + table() + " WHERE " + sourceFileColumn() + " = ?")
                .param(file.relativePath()).query(String.class).set();
    }
}
