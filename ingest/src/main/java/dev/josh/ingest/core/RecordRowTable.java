package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link BodyRecordTable} whose row is the record's ID, the source's own columns and the six
 * {@link CitationColumns}, written with {@link UpsertSql} on the ID. A source names its table, its
 * citation formatter and its own columns once, and binds only those; the ID and the citation are bound here.
 *
 * @param <R> a prepared record (parsed, normalized, chunked)
 */
public abstract class RecordRowTable<R extends BodyRecord> implements BodyRecordTable<R> {

    /** A source's citation formatter, e.g. {@code GaoCitations::cite}. */
    @FunctionalInterface
    public interface Citer<R> {
        CitationColumns cite(R record, Instant retrievedAt) throws RejectedRecordException;
    }

    private final String table;
    private final Citer<R> citer;
    private final String upsert;

    /** {@code columns}: the source's own, in the order {@link #bind} binds them, between the ID and the citation. */
    protected RecordRowTable(String table, Citer<R> citer, String... columns) {
        this.table = table;
        this.citer = citer;
        List<String> all = new ArrayList<>();
        all.add("id");
        all.addAll(List.of(columns));
        all.addAll(CitationColumns.NAMES);
        this.upsert = UpsertSql.of(table, "id", all.toArray(String[]::new));
    }

    @Override
    public final String table() {
        return table;
    }

    @Override
    public final CitationColumns cite(R record, Instant retrievedAt) throws RejectedRecordException {
        return citer.cite(record, retrievedAt);
    }

    /** Upserts the row, then {@link #afterUpsert} writes what else the source keeps beside it. */
    @Override
    public final void upsert(Connection c, R record, CitationColumns citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(upsert)) {
            ps.setString(1, record.id().value());
            citation.bind(ps, bind(ps, record, citation));
            ps.executeUpdate();
        }
        afterUpsert(c, record);
    }

    /**
     * Binds the source's own columns, in the order the constructor named them, from parameter 2;
     * returns the parameter after the last.
     */
    protected abstract int bind(PreparedStatement ps, R record, CitationColumns citation) throws SQLException;

    /** Rows of the source's other tables that follow the record's (none by default). */
    protected void afterUpsert(Connection c, R record) throws SQLException {
    }
}
