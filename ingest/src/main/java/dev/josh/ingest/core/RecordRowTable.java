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
 * citation formatter and its own columns once, and gives only those columns' values; the ID and the
 * citation are bound here.
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
    private final int ownColumns;

    /** {@code columns}: the source's own, in the order {@link #bind} binds them, between the ID and the citation. */
    protected RecordRowTable(String table, Citer<R> citer, String... columns) {
        this.table = table;
        this.citer = citer;
        List<String> all = new ArrayList<>();
        all.add("id");
        all.addAll(List.of(columns));
        all.addAll(CitationColumns.NAMES);
        this.upsert = UpsertSql.of(table, "id", all.toArray(String[]::new));
        this.ownColumns = columns.length;
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
        Object[] own = values(record, citation);
        if (own.length != ownColumns) {
            throw new IllegalStateException(table + ": " + own.length + " values for " + ownColumns + " columns");
        }
        try (PreparedStatement ps = c.prepareStatement(upsert)) {
            ps.setString(1, record.id().value());
            citation.bind(ps, Params.bind(ps, 2, own));
            ps.executeUpdate();
        }
        afterUpsert(c, record);
    }

    /** The source's own columns' values, in the order the constructor named them ({@code null} for SQL NULL). */
    protected abstract Object[] values(R record, CitationColumns citation);

    /** Rows of the source's other tables that follow the record's (none by default). */
    protected void afterUpsert(Connection c, R record) throws SQLException {
    }
}
