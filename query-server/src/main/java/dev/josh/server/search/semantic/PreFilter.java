package dev.josh.server.search.semantic;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The semantic leg's pre-filter: which rows of a source's index a search may return, from the
 * request's filter (dates, a document, per-document fields). What is known of each index's rows
 * ({@link IndexRows}: their chunk ids and dates) is kept per index, extended as vectors are
 * appended and read again as dates may change.
 */
public final class PreFilter {

    private static final Logger log = LoggerFactory.getLogger(PreFilter.class);
    /** Rows appended since the last read that a request looks up itself, rather than waiting for a rebuild. */
    private static final int EXTEND_IN_REQUEST = 20_000;
    /** A record's date can change without its vectors changing: rows are read again this often. */
    private static final Duration REREAD_AFTER = Duration.ofMinutes(10);

    private final DataSource dataSource;
    /** Per index (weakly: a reloaded index replaces its predecessor), what is known of its rows. */
    private final Map<BinaryVectorIndex, IndexRows> rows = Collections.synchronizedMap(new WeakHashMap<>());
    private final Set<BinaryVectorIndex> building = Collections.newSetFromMap(
            Collections.synchronizedMap(new WeakHashMap<>()));
    private final Executor builder = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("index-rows").factory());

    /** Reads index rows in the caller's request when first needed. */
    public PreFilter() {
        this(null);
    }

    /**
     * @param dataSource where index rows are read in the background (null: in the caller's request), so
     *                   that no search waits seconds for a new index's rows
     */
    PreFilter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * The index rows whose chunks belong to documents the filter admits: the pre-filter bitmap of
     * {@link BinaryVectorIndex#nearest}. A date window alone is answered from {@link IndexRows} in
     * memory; other conditions select chunk ids in SQL, which are then looked up by id. While the
     * rows of a new index are still being read (in the background, when this pre-filter has a
     * data source), every filter goes through SQL.
     */
    public BitSet allowedRows(Connection conn, SourceTables source, BinaryVectorIndex index, SearchFilter filter,
                              Deadline deadline) {
        if (index.size() == 0) {
            return new BitSet();
        }
        IndexRows known = indexRows(conn, source, index);
        boolean datesOnly = filter.document() == null && filter.fields().isEmpty();
        if (known != null && datesOnly) {
            return known.dated(filter.since(), filter.until());
        }
        String sql = "SELECT c.chunk_id FROM " + source.source().chunksTable() + " c JOIN " + source.table()
                + " r ON r.id = c.document_id WHERE " + filter.condition(source, "r");
        BitSet allowed = new BitSet(index.size());
        Set<Long> unplaced = new HashSet<>();
        try (PreparedStatement ps = conn.prepareStatement(sql);
             Deadline.Guard guard = deadline.guard(ps)) {
            filter.bind(ps, 1);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int row = known == null ? -1 : known.rowOf(rs.getLong(1));
                    if (row >= 0) {
                        allowed.set(row);
                    } else if (known == null) {
                        unplaced.add(rs.getLong(1));
                    }
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("filtering " + source.name() + " failed: " + e.getMessage(), e);
        }
        if (!unplaced.isEmpty()) {
            for (int row = 0, n = index.size(); row < n; row++) {
                if (unplaced.contains(index.chunkId(row))) {
                    allowed.set(row);
                }
            }
        }
        return allowed;
    }

    /**
     * The rows of {@code index} as read so far, or null; never reads them. They may lag the index by
     * the rows appended since, and their dates by {@link #REREAD_AFTER}; their documents do not change.
     */
    IndexRows known(BinaryVectorIndex index) {
        return rows.get(index);
    }

    /** Whether the rows of {@code index} have been read (an empty index has none to read). */
    boolean rowsRead(BinaryVectorIndex index) {
        return index.size() == 0 || rows.containsKey(index);
    }

    /** Starts reading the rows of a source's index in the background, so the first filtered search finds them. */
    void prepare(SourceTables source, BinaryVectorIndex index) {
        if (dataSource != null && index.size() > 0 && !rows.containsKey(index)) {
            startBuild(source, index);
        }
    }

    /**
     * The rows of {@code index} as far as known: extended in this request by the few rows appended
     * since, rebuilt whole (in the background when possible) when many were, or when the dates may
     * have changed since they were read. Null while a background build runs.
     */
    private IndexRows indexRows(Connection conn, SourceTables source, BinaryVectorIndex index) {
        IndexRows known = rows.get(index);
        try {
            if (known == null || index.size() - known.rows() > EXTEND_IN_REQUEST) {
                if (dataSource != null) {
                    startBuild(source, index);
                    return null;
                }
                known = IndexRows.build(conn, source, index);
            } else if (known.rows() < index.size()) {
                known = known.extend(conn, source, index);
            } else {
                if (known.ageNanos() > REREAD_AFTER.toNanos() && dataSource != null) {
                    startBuild(source, index); // keep answering from the rows known meanwhile
                }
                return known;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading the rows of " + source.name() + " failed: " + e.getMessage(), e);
        }
        rows.put(index, known);
        return known;
    }

    private void startBuild(SourceTables source, BinaryVectorIndex index) {
        if (!building.add(index)) {
            return;
        }
        // One build at a time: each holds a pooled connection for seconds, and requests need the others.
        builder.execute(() -> {
            long started = System.nanoTime();
            try (Connection conn = dataSource.getConnection()) {
                IndexRows built = IndexRows.build(conn, source, index);
                rows.put(index, built);
                log.info("{}: dates of {} index rows read in {} ms", source.name(), built.rows(),
                        (System.nanoTime() - started) / 1_000_000);
            } catch (SQLException | RuntimeException e) {
                log.warn("{}: could not read the dates of the index rows ({}); date filters use SQL", source.name(),
                        e.getMessage());
            } finally {
                building.remove(index);
            }
        });
    }
}
