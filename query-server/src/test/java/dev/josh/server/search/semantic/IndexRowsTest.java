package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            entries.add(new BinaryVectorIndex.Entry(i + 1, order.get(i), new long[1]));
        }
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
        List<BinaryVectorIndex.Entry> entries = new ArrayList<>();
        for (int i = 0; i < chunkIds.size(); i++) {
            entries.add(new BinaryVectorIndex.Entry(i + 1, chunkIds.get(i), new long[1]));
        }
        index.append(entries);
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
