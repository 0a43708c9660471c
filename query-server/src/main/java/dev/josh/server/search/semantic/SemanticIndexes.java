package dev.josh.server.search.semantic;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * One {@link BinaryVectorIndex} per body source, for the active model's vectors, loaded from
 * {@code <table>_chunks_vectors} at start and followed by {@code seq} afterwards: every refresh
 * reads only rows with {@code seq} above the last one loaded, so vectors the embed worker writes
 * appear without a restart. A source is reloaded whole when the active model changes or when
 * rows disappeared (the table holds fewer rows than the index: chunks deleted or re-embedded).
 *
 * <p>When another model is activated ({@code models activate}), the next refresh loads that
 * model's query encoder and builds its indexes while queries go on with the old ones, then
 * publishes both in one {@link State}: a query takes one state and embeds with the model whose
 * vectors it scans, so the query embedding and the index switch together.
 *
 * <p>A source's index with {@code josh.search.cells.min-vectors} rows or more is split into cells in
 * the background ({@link CellBuilder}), after which a query scans only the cells nearest it.
 */
@Component
public class SemanticIndexes {

    private static final Logger log = LoggerFactory.getLogger(SemanticIndexes.class);
    private static final int LOAD_BATCH = 20_000;
    /** Rows a statement reads of the sample that places the cells' centroids. */
    private static final int READ_BATCH = 500;
    private static final long REMOVAL_CHECK_NANOS = Duration.ofMinutes(1).toNanos();

    /**
     * What is loaded, published as a whole after each refresh.
     *
     * @param cursors per source, the highest {@code seq} read (rows skipped as unusable included)
     */
    public record State(ActiveModel model, Map<String, BinaryVectorIndex> bySource, Map<String, Long> cursors,
                        Instant refreshedAt) {
        public State {
            bySource = Map.copyOf(bySource);
            cursors = Map.copyOf(cursors);
        }

        public Optional<BinaryVectorIndex> index(String source) {
            return Optional.ofNullable(bySource.get(source));
        }
    }

    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final QueryEncoders encoders;
    private final CellBuilder cells;
    /** Per source, when its vectors were last counted ({@link #removalCheckDue}); touched only by {@link #refresh}. */
    private final Map<String, Long> countedAt = new HashMap<>();
    private volatile State state = new State(null, Map.of(), Map.of(), Instant.EPOCH);

    /** Indexes scanned whole, without cells (the evaluation's and the bench's). */
    public SemanticIndexes(DataSource dataSource, SourceRegistry registry, QueryEncoders encoders) {
        this(dataSource, registry, encoders, CellSettings.OFF);
    }

    /** The server's: cells built on a background thread. */
    @Autowired
    public SemanticIndexes(DataSource dataSource, SourceRegistry registry, QueryEncoders encoders,
                           CellSettings cellSettings) {
        this(dataSource, registry, encoders, cellSettings, CellBuilder.backgroundThread());
    }

    /** @param cellWorker runs the builds of the indexes' cells */
    public SemanticIndexes(DataSource dataSource, SourceRegistry registry, QueryEncoders encoders,
                           CellSettings cellSettings, Executor cellWorker) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.encoders = encoders;
        this.cells = new CellBuilder(cellSettings, cellWorker);
        refresh();
    }

    /** What queries use: take it once per query, so the model and its indexes stay together. */
    public State state() {
        return state;
    }

    public Optional<ActiveModel> activeModel() {
        return Optional.ofNullable(state.model());
    }

    public Optional<BinaryVectorIndex> index(String source) {
        return Optional.ofNullable(state.bySource().get(source));
    }

    /**
     * The sources whose index is large enough for cells and has none yet: until they are built (in the
     * background, 5–15 s per million vectors, most of it reading a sample of the float vectors) their queries scan
     * every code.
     */
    public List<String> cellsPending() {
        return state.bySource().entrySet().stream().filter(e -> cells.firstBuildPending(e.getValue()))
                .map(Map.Entry::getKey).sorted().toList();
    }

    /**
     * {@code source}'s float vectors by {@code seq}, read on a connection of their own (the cells' builder runs on
     * its own thread); rows gone since are null. The table is looked up when a build reads, not at every refresh.
     */
    public StoredVectors storedVectors(String source) {
        return seqs -> {
            String vectors = registry.find(source).orElseThrow().source().vectorsTable();
            Map<Long, float[]> found = new HashMap<>();
            try (Connection conn = dataSource.getConnection()) {
                for (int from = 0; from < seqs.length; from += READ_BATCH) {
                    // seq values come from the index, never user text: inlined as the rescore inlines them.
                    String in = Arrays.stream(seqs, from, Math.min(seqs.length, from + READ_BATCH))
                            .mapToObj(String::valueOf).collect(Collectors.joining(","));
                    try (PreparedStatement ps = conn.prepareStatement(
                            "SELECT seq, embedding FROM " + vectors + " WHERE seq IN (" + in + ")");
                         ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            found.put(rs.getLong(1), VectorCodec.fromBytes(rs.getBytes(2)));
                        }
                    }
                }
            } catch (SQLException e) {
                throw new IllegalStateException("reading the float vectors of " + source + " failed: " + e.getMessage(), e);
            }
            float[][] out = new float[seqs.length][];
            for (int i = 0; i < seqs.length; i++) {
                out[i] = found.get(seqs[i]);
            }
            return out;
        };
    }

    @Scheduled(fixedDelayString = "${josh.search.refresh-interval:5s}",
            initialDelayString = "${josh.search.refresh-interval:5s}")
    public synchronized void refresh() {
        try (Connection conn = dataSource.getConnection()) {
            ActiveModel model = ActiveModel.read(conn).orElse(null);
            State previous = state;
            boolean sameModel = model != null && model.equals(previous.model());
            encoders.retireAllBut(previous.model());
            if (model != null && previous.model() != null && !sameModel) {
                log.info("active model changed from {} to {}: loading its query encoder and vectors",
                        previous.model().modelId(), model.modelId());
                encoders.prepare(model);
            }
            Map<String, BinaryVectorIndex> next = new HashMap<>();
            Map<String, Long> cursors = new HashMap<>();
            if (model != null) {
                for (SourceTables source : registry.all()) {
                    if (!source.semanticallySearchable()) {
                        continue;
                    }
                    BinaryVectorIndex index = sameModel ? previous.bySource().get(source.name()) : null;
                    long cursor = index == null ? 0 : previous.cursors().getOrDefault(source.name(), 0L);
                    Loaded loaded = follow(conn, source, model, index, cursor);
                    next.put(source.name(), loaded.index());
                    cursors.put(source.name(), loaded.cursor());
                }
            }
            state = new State(model, next, cursors, Instant.now());
            next.forEach((name, index) -> cells.offer(name, index, storedVectors(name)));
        } catch (SQLException | RuntimeException e) {
            // Serve the last loaded vectors; a refresh that fails is retried on the next tick.
            log.warn("could not refresh the semantic index: {}", e.getMessage());
        }
    }

    private record Loaded(BinaryVectorIndex index, long cursor) {
    }

    private Loaded follow(Connection conn, SourceTables source, ActiveModel model, BinaryVectorIndex index,
                          long cursor) throws SQLException {
        String vectors = source.source().vectorsTable();
        if (index != null && removalCheckDue(conn, source, model, cursor)
                && rowCount(conn, vectors, model) < index.size()) {
            log.info("{}: vectors were removed or replaced; reloading the index", source.name());
            index = null;
        }
        boolean fresh = index == null;
        if (fresh) {
            index = new BinaryVectorIndex(model.dimension());
            cursor = 0;
            countedAt.put(source.name(), System.nanoTime()); // loading every row is as good as counting them
        }
        int before = index.size();
        String sql = "SELECT seq, chunk_id, embedding_bq FROM " + vectors
                + " WHERE model_id = ? AND model_version = ? AND seq > ? ORDER BY seq LIMIT " + LOAD_BATCH;
        int expectedBytes = (model.dimension() + 7) / 8;
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            while (true) {
                ps.setString(1, model.modelId());
                ps.setString(2, model.modelVersion());
                ps.setLong(3, cursor);
                List<BinaryVectorIndex.Entry> batch = new ArrayList<>();
                int read = 0;
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        read++;
                        cursor = rs.getLong(1);
                        byte[] bits = rs.getBytes(3);
                        if (bits == null || bits.length != expectedBytes) {
                            log.warn("{}: vector seq {} has {} code bytes, expected {}; skipped", source.name(),
                                    cursor, bits == null ? 0 : bits.length, expectedBytes);
                            continue;
                        }
                        batch.add(new BinaryVectorIndex.Entry(cursor, rs.getLong(2), VectorCodec.bitsToLongs(bits)));
                    }
                }
                index.append(batch);
                if (read < LOAD_BATCH) {
                    break;
                }
            }
        }
        if (fresh || index.size() > before) {
            log.info("{}: {} vectors of {} {} in the semantic index", source.name(), index.size(),
                    model.modelId(), model.modelVersion());
        }
        return new Loaded(index, cursor);
    }

    /**
     * Whether to count the source's vectors for removed ones now: when rows were written since the last
     * refresh (a re-embedded chunk's row replaces its old one), and otherwise once a minute. Counting
     * reads the whole model index of the table, about 0.1 s of CPU per million vectors; every 5 s it
     * would take a tenth of a core at 5M chunks and half a core at 26M. Rows removed without new ones
     * (a deleted document's chunks) meanwhile hold candidate places, and drop out at the rescore's join.
     */
    private boolean removalCheckDue(Connection conn, SourceTables source, ActiveModel model, long cursor)
            throws SQLException {
        long now = System.nanoTime();
        Long last = countedAt.get(source.name());
        if (last == null || now - last > REMOVAL_CHECK_NANOS
                || newestSeq(conn, source.source().vectorsTable(), model) > cursor) {
            countedAt.put(source.name(), now);
            return true;
        }
        return false;
    }

    private static long newestSeq(Connection conn, String vectors, ActiveModel model) throws SQLException {
        return ofModel(conn, "SELECT coalesce(max(seq), 0) FROM " + vectors, model);
    }

    private static long rowCount(Connection conn, String vectors, ActiveModel model) throws SQLException {
        return ofModel(conn, "SELECT count(*) FROM " + vectors, model);
    }

    /** The one number {@code select} gives over the model's rows. */
    private static long ofModel(Connection conn, String select, ActiveModel model) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement(select + " WHERE model_id = ? AND model_version = ?")) {
            ps.setString(1, model.modelId());
            ps.setString(2, model.modelVersion());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }
}
