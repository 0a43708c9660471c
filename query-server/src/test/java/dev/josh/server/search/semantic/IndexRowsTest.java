package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexRowsTest {

    /** Dates as records carry them: days, date-times, a bare year, and the undated. */
    private static final List<String> DATES = List.of("2019-12-31", "2020-01-01", "2020-06-15T12:00:00Z",
            "2020-12-31", "2021-01-01", "2021", "n.d.", "1997-01-28");

    @TempDir
    static Path dir;
    static DataSource pool;
    static SourceTables source;
    /** Two chunks per section, in section order. */
    static List<Long> chunkIds = new ArrayList<>();

    @BeforeAll
    static void sectionsWithEveryKindOfDate() {
        TestDatabase db = TestDatabase.create(dir);
        for (int i = 0; i < DATES.size(); i++) {
            chunkIds.addAll(db.section("usc:9:" + (i + 1), "Section " + i, "first part " + i, "second part " + i));
            db.execute("UPDATE us_code SET published_at = '" + DATES.get(i) + "' WHERE id = 'usc:9:" + (i + 1) + "'");
        }
        db.activeModel();
        Random r = new Random(5);
        for (long chunkId : chunkIds) {
            db.vector(chunkId, unit(r));
        }
        pool = db.readOnlyPool();
        source = new SourceRegistry(pool).find("us-code").orElseThrow();
    }

    @Test
    void aDateWindowInMemoryAdmitsExactlyTheRowsTheSqlConditionAdmits() throws SQLException {
        BinaryVectorIndex index = new BinaryVectorIndex(64);
        // Rows in another order than chunk ids, and one chunk the index holds but the table no longer does.
        List<Long> order = new ArrayList<>(chunkIds);
        order.add(999_999L);
        java.util.Collections.shuffle(order, new Random(3));
        List<BinaryVectorIndex.Entry> entries = entries(order);
        index.append(entries.subList(0, 10));

        try (Connection conn = pool.getConnection()) {
            IndexRows rows = IndexRows.build(conn, source, index);
            assertThat(rows.rows()).isEqualTo(10);
            index.append(entries.subList(10, entries.size()));
            rows = rows.extend(conn, source, index);
            assertThat(rows.rows()).isEqualTo(order.size());
            for (int i = 0; i < order.size(); i++) {
                assertThat(rows.rowOf(order.get(i))).isEqualTo(i);
            }
            assertThat(rows.rowOf(123_456_789L)).isEqualTo(-1);

            String[][] windows = {{"2020", null}, {null, "2020"}, {"2020-01-01", "2020-12-31"}, {"2021", "2021"},
                    {"2020-06-15", "2020-06-15"}, {null, "1999"}, {"1990", null}};
            for (String[] w : windows) {
                SearchFilter filter = SearchFilter.parse(w[0], w[1], null);
                assertThat(rows.dated(filter.since(), filter.until())).as("since %s until %s", w[0], w[1])
                        .isEqualTo(bySql(conn, source, index, filter));
            }
            SearchFilter year2020 = SearchFilter.parse("2020", "2020", null);
            assertThat(rows.dated(year2020.since(), year2020.until()).cardinality()).isEqualTo(6); // 3 records × 2
        }
    }

    @Test
    void thePreFilterAnswersDateWindowsAndOtherFiltersAlike() throws SQLException {
        BinaryVectorIndex index = new BinaryVectorIndex(64);
        index.append(entries(chunkIds));
        PreFilter preFilter = new PreFilter();
        try (Connection conn = pool.getConnection()) {
            var deadline = dev.josh.server.db.Deadline.after(java.time.Duration.ofSeconds(10));
            SearchFilter dates = SearchFilter.parse("2020", "2020", null);
            assertThat(preFilter.allowedRows(conn, source, index, dates, deadline)).isEqualTo(bySql(conn, source, index, dates));
            SearchFilter one = SearchFilter.parse(null, null, "usc:9:2");
            BitSet only = preFilter.allowedRows(conn, source, index, one, deadline);
            assertThat(only.stream().mapToObj(index::chunkId).toList()).containsExactly(chunkIds.get(2), chunkIds.get(3));
        }
    }

    @Test
    void eachRowNamesTheDocumentOfItsChunkAsTheChunkTableDoes() throws SQLException {
        BinaryVectorIndex index = new BinaryVectorIndex(64);
        List<Long> order = new ArrayList<>(chunkIds);
        order.add(999_999L); // a chunk the table no longer holds
        java.util.Collections.shuffle(order, new Random(4));
        List<BinaryVectorIndex.Entry> entries = entries(order);
        index.append(entries.subList(0, 7));
        try (Connection conn = pool.getConnection()) {
            IndexRows rows = IndexRows.build(conn, source, index);
            index.append(entries.subList(7, entries.size()));
            assertThat(rows.documentOf(7)).as("a row appended after the read").isNull();
            rows = rows.extend(conn, source, index);
            for (int row = 0; row < order.size(); row++) {
                assertThat(rows.documentOf(row)).as("row %d", row).isEqualTo(documentBySql(conn, order.get(row)));
            }
            assertThat(rows.documentOf(order.indexOf(999_999L))).isNull();
        }
    }

    @Test
    void theRescoreNamesTheDocumentsAndScoresTheJoinDoes() throws SQLException {
        BinaryVectorIndex index = new BinaryVectorIndex(384);
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        try (Connection conn = pool.getConnection();
             ResultSet rs = conn.createStatement().executeQuery(
                     "SELECT seq, chunk_id, embedding_bq FROM us_code_chunks_vectors ORDER BY seq")) {
            while (rs.next()) {
                entries.add(new BinaryVectorIndex.Entry(rs.getLong(1), rs.getLong(2),
                        VectorCodec.bitsToLongs(rs.getBytes(3))));
            }
        }
        // Two rows that name each other's chunk (a seq whose row holds another chunk than the index says):
        // the vector table's chunk wins, as in the join.
        BinaryVectorIndex.Entry first = entries.get(1);
        BinaryVectorIndex.Entry fifth = entries.get(5);
        entries.set(1, new BinaryVectorIndex.Entry(first.seq(), fifth.chunkId(), first.code()));
        entries.set(5, new BinaryVectorIndex.Entry(fifth.seq(), first.chunkId(), fifth.code()));
        index.append(entries);
        PreFilter preFilter = new PreFilter();
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        float[] query = unit(new Random(6));
        try (Connection conn = pool.getConnection()) {
            preFilter.allowedRows(conn, source, index, SearchFilter.parse("1990", null, null), deadline);
            assertThat(preFilter.known(index)).isNotNull();
            List<ChunkHit> joined = new SemanticLeg().search(conn, source, index, query, 100, null, deadline);
            List<ChunkHit> placed = new SemanticLeg(preFilter).search(conn, source, index, query, 100, null, deadline);
            assertThat(joined).hasSize(chunkIds.size());
            assertThat(placed).isEqualTo(joined);
        }
    }

    /** An index row per chunk, in the given order, with placeholder codes (date and document tests read none). */
    private static List<BinaryVectorIndex.Entry> entries(List<Long> chunkIds) {
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < chunkIds.size(); i++) {
            entries.add(new BinaryVectorIndex.Entry(i + 1, chunkIds.get(i), new long[1]));
        }
        return entries;
    }

    private static float[] unit(Random r) {
        float[] v = new float[384];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) r.nextGaussian();
        }
        return VectorCodec.normalize(v);
    }

    private static String documentBySql(Connection conn, long chunkId) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT document_id FROM us_code_chunks WHERE chunk_id = ?")) {
            ps.setLong(1, chunkId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** The rows whose chunks the filter's own SQL condition admits. */
    private static BitSet bySql(Connection conn, SourceTables source, BinaryVectorIndex index, SearchFilter filter)
            throws SQLException {
        List<Long> admitted = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("SELECT c.chunk_id FROM us_code_chunks c JOIN us_code r "
                + "ON r.id = c.document_id WHERE " + filter.condition(source, "r"))) {
            filter.bind(ps, 1);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    admitted.add(rs.getLong(1));
                }
            }
        }
        BitSet out = new BitSet();
        for (int row = 0; row < index.size(); row++) {
            if (admitted.contains(index.chunkId(row))) {
                out.set(row);
            }
        }
        return out;
    }
}
