package dev.josh.lexical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Lucene index against the FTS5 table it mirrors, on real U.S. Code text (titles 9 and 17):
 * the same rows match and score the same under FTS5's bm25 with the shipped column weights, after a
 * rebuild and after catching up with inserts, updates and deletes; and an index is served only
 * while it mirrors the database.
 */
@Tag("slow")
class LexicalIndexTest {

    private static final String TABLE = "us_code_fts";

    @TempDir
    Path dir;
    private Path file;
    private JoshDatabase db;
    private final LexicalQueries queries = new LexicalQueries();
    private final List<String> progress = new ArrayList<>();

    @BeforeEach
    void realSections() throws Exception {
        file = dir.resolve("josh.db");
        db = JoshDatabase.readWrite(file);
        Migrations.migrate(db);
        try (Connection conn = db.getConnection()) {
            UsCodeSections.insert(conn, UsCodeSections.read("usc09.xml"), 1);
            UsCodeSections.insert(conn, UsCodeSections.read("usc17.xml"), 100_000);
        }
    }

    private List<LexicalIndexUpdate.TableUpdate> update() throws Exception {
        return new LexicalIndexUpdate(db, file, progress::add).run(false);
    }

    private LexicalIndexUpdate.TableUpdate usCode(List<LexicalIndexUpdate.TableUpdate> updates) {
        return updates.stream().filter(u -> u.table().equals(TABLE)).findFirst().orElseThrow();
    }

    @Test
    void everyMatchScoresAsFts5ScoresIt() throws Exception {
        LexicalIndexUpdate.TableUpdate built = usCode(update());
        assertThat(built.kind()).isEqualTo(LexicalIndexUpdate.Kind.REBUILT);
        assertThat(built.rows()).isEqualTo(count("SELECT count(*) FROM us_code_chunks")).isGreaterThan(500);
        assertSameScores();
    }

    /** A fresh database of one source: the other tables' empty indexes are built without a line each. */
    @Test
    void onlyTablesWithRowsGetAProgressLine() throws Exception {
        List<LexicalIndexUpdate.TableUpdate> built = update();
        assertThat(built).hasSizeGreaterThan(1).allMatch(u -> u.kind() == LexicalIndexUpdate.Kind.REBUILT);
        assertThat(progress).singleElement().asString().startsWith("lexical index " + TABLE + ": rebuilt, ");
    }

    @Test
    void catchingUpWithInsertsUpdatesAndDeletesKeepsTheScoresFts5Gives() throws Exception {
        update();
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement()) {
            st.executeUpdate("UPDATE us_code_chunks SET text = 'arbitral award vacated for evident partiality' "
                    + "WHERE chunk_id = 100005");
            int deleted = st.executeUpdate("DELETE FROM us_code_chunks WHERE document_id = 'usc:17:107'");
            assertThat(deleted).isPositive();
            st.executeUpdate("UPDATE us_code SET published_at = '2019-01-01' WHERE id = 'usc:9:10'");
            UsCodeSections.insert(conn, UsCodeSections.read("usc01.xml"), 200_000);
        }
        LexicalIndexes indexes = new LexicalIndexes(file);
        try (Connection conn = db.getConnection()) {
            assertThat(indexes.acquire(conn, TABLE)).as("an index behind the log is not served").isEmpty();
        }
        LexicalIndexUpdate.TableUpdate caughtUp = usCode(update());
        assertThat(caughtUp.kind()).isEqualTo(LexicalIndexUpdate.Kind.CAUGHT_UP);
        assertThat(caughtUp.deleted()).isPositive();
        assertThat(count("SELECT count(*) FROM lexical_log WHERE fts_table = '" + TABLE + "'"))
                .as("the log is pruned once the index holds it, but for its last row").isEqualTo(1);
        try (Connection conn = db.getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(conn, TABLE).orElseThrow()) {
            assertThat(lease.searcher().rows()).isEqualTo(count("SELECT count(*) FROM us_code_chunks"));
            assertThat(ids(lease.searcher().search(phrase("evident partiality"), null, null, null, 50)))
                    .contains(100005L);
            assertThat(lease.searcher().search(phrase("arbitration"), LocalDate.of(2019, 1, 1),
                    LocalDate.of(2019, 12, 31), null, 50)).extracting(LexicalSearcher.RowHit::document)
                    .containsOnly("usc:9:10").isNotEmpty();
        }
        indexes.close();
        assertSameScores();
        assertThat(usCode(update()).kind()).isEqualTo(LexicalIndexUpdate.Kind.CURRENT);
    }

    @Test
    void rowsWrittenBeforeTheLogAreRebuiltOnceAndLaterChangesCaughtUp() throws Exception {
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement()) {
            st.executeUpdate("DELETE FROM lexical_log"); // as in a database migrated to V85 with its rows in place
        }
        assertThat(usCode(update()).kind()).isEqualTo(LexicalIndexUpdate.Kind.REBUILT);
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement()) {
            st.executeUpdate("UPDATE us_code_chunks SET text = text || ' ' WHERE chunk_id = 100007");
        }
        LexicalIndexUpdate.TableUpdate next = usCode(update());
        assertThat(next.kind()).isEqualTo(LexicalIndexUpdate.Kind.CAUGHT_UP);
        assertThat(next.rows()).isEqualTo(1);
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection()) {
            assertThat(indexes.state(conn, TABLE)).isEqualTo(LexicalIndexes.State.CURRENT);
        }
    }

    @Test
    void anIndexOfAnotherDatabaseIsNotServedAndIsRebuilt() throws Exception {
        update();
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement()) {
            st.executeUpdate("UPDATE lexical_epoch SET epoch = 'another database'");
        }
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection()) {
            assertThat(indexes.acquire(conn, TABLE)).isEmpty();
        }
        assertThat(usCode(update()).kind()).isEqualTo(LexicalIndexUpdate.Kind.REBUILT);
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection()) {
            Optional<LexicalIndexes.Lease> lease = indexes.acquire(conn, TABLE);
            assertThat(lease).isPresent();
            lease.get().close();
        }
    }

    @Test
    void anotherWriterCommitsWhileAnIndexIsWritten() throws Exception {
        // The update reads each table in one transaction; were it a write transaction, an embed run or a
        // key created meanwhile would wait for the whole rebuild, and give up after its busy timeout.
        String timeout = System.getProperty("josh.db.busy-timeout-ms");
        System.setProperty("josh.db.busy-timeout-ms", "200");
        JoshDatabase other;
        try {
            other = JoshDatabase.readWrite(file);
        } finally {
            if (timeout == null) {
                System.clearProperty("josh.db.busy-timeout-ms");
            } else {
                System.setProperty("josh.db.busy-timeout-ms", timeout);
            }
        }
        List<Integer> written = new ArrayList<>();
        new LexicalIndexUpdate(db, file, line -> {
            if (line.contains(TABLE)) {
                try (Connection c = other.getConnection(); Statement st = c.createStatement()) {
                    written.add(st.executeUpdate("INSERT INTO ingestion_logs (source, level, reason, logged_at) "
                            + "VALUES ('us-code', 'warning', 'written while the index was', '2026-01-01T00:00:00Z')"));
                } catch (SQLException e) {
                    throw new IllegalStateException("a writer could not commit while the index was written", e);
                }
            }
        }).run(false);
        assertThat(written).containsExactly(1);
    }

    @Test
    void dateAndDocumentFiltersKeepTheRowsTheSqlFiltersKeep() throws Exception {
        update();
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(conn, TABLE).orElseThrow()) {
            List<LexicalSearcher.RowHit> in2023 = lease.searcher().search(phrase("copyright"),
                    LocalDate.of(2023, 1, 1), LocalDate.of(2023, 12, 31), null, 10_000);
            assertThat(ids(in2023)).containsExactlyInAnyOrderElementsOf(fts5Rows("copyright",
                    "AND r.published_at BETWEEN '2023-01-01' AND '2023-12-31'"));
            List<LexicalSearcher.RowHit> one = lease.searcher().search(phrase("copyright"), null, null, "usc:17:106",
                    10_000);
            assertThat(ids(one)).isNotEmpty().containsExactlyInAnyOrderElementsOf(fts5Rows("copyright",
                    "AND r.id = 'usc:17:106'"));
        }
    }

    @Test
    void theBestRecordsAreTheRecordsOfTheBestRowsGroupedWhateverThePruningSkips() throws Exception {
        update();
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement()) {
            // A second segment: a record's rows may now sit in either, and the bar carries across them.
            st.executeUpdate("UPDATE us_code_chunks SET text = text || ' copyright' WHERE document_id = 'usc:9:10'");
        }
        update();
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(conn, TABLE).orElseThrow()) {
            LexicalSearcher searcher = lease.searcher();
            assertThat(searcher.getIndexReader().leaves()).hasSizeGreaterThan(1);
            for (Query q : List.of(phrase("copyright"), phrase("shall"), any("arbitration", "copyright", "award"),
                    all("copyright", "owner"))) {
                // Every matching row, grouped: each record at its best row's place.
                Map<String, List<LexicalSearcher.RowHit>> grouped = new java.util.LinkedHashMap<>();
                searcher.search(q, null, null, null, (int) searcher.rows()).forEach(h ->
                        grouped.computeIfAbsent(h.document(), d -> new ArrayList<>()).add(h));
                assertThat(grouped).as(q.toString()).hasSizeGreaterThan(12);
                for (int records : List.of(1, 5, 12, grouped.size(), grouped.size() + 3)) {
                    LexicalSearcher.RecordRows found = searcher.searchRecords(q, null, null, null, records, 3);
                    Map<String, List<LexicalSearcher.RowHit>> byRecord = new java.util.LinkedHashMap<>();
                    found.hits().forEach(h -> byRecord.computeIfAbsent(h.document(), d -> new ArrayList<>()).add(h));
                    List<String> expected = grouped.keySet().stream().limit(records).toList();
                    assertThat(byRecord.keySet()).as(q + " top " + records).containsExactlyElementsOf(expected);
                    for (String record : expected) {
                        List<LexicalSearcher.RowHit> rows = byRecord.get(record);
                        assertThat(rows).hasSizeBetween(1, 3);
                        assertThat(rows.get(0).rowid()).as("its best row").isEqualTo(grouped.get(record).get(0).rowid());
                        assertThat(rows.get(0).score()).isEqualTo(grouped.get(record).get(0).score());
                        assertThat(ids(grouped.get(record))).containsAll(ids(rows));
                    }
                    assertThat(found.more()).as(q + " top " + records).isEqualTo(records <= grouped.size());
                }
            }
            // Within a filter, the records of the rows the filter keeps.
            LexicalSearcher.RecordRows in2023 = searcher.searchRecords(phrase("copyright"), LocalDate.of(2023, 1, 1),
                    LocalDate.of(2023, 12, 31), null, 10_000, 1);
            assertThat(ids(in2023.hits())).isNotEmpty().isSubsetOf(fts5Rows("copyright",
                    "AND r.published_at BETWEEN '2023-01-01' AND '2023-12-31'"));
        }
    }

    /**
     * Queries of each shape the leg sends (words all required, any of them, a phrase, a NOT) match
     * the rows FTS5 matches, each scored as FTS5 scores it (Lucene's scorer returns a float, FTS5 a double).
     */
    private void assertSameScores() throws Exception {
        Map<String, Query> cases = new java.util.LinkedHashMap<>();
        cases.put("\"shall\"", phrase("shall"));
        cases.put("\"arbitration\" AND \"award\"", all("arbitration", "award"));
        cases.put("\"copyright\" OR \"infringement\" OR \"damages\"", any("copyright", "infringement", "damages"));
        cases.put("\"fair use\"", phrase("fair use"));
        cases.put("\"U.S.C.\" AND \"copyright\"", all("U.S.C.", "copyright"));
        cases.put("\"section 106\"", phrase("section 106"));
        cases.put("\"work\" NOT \"copyright\"", new BooleanQuery.Builder().add(phrase("work"), Occur.MUST)
                .add(phrase("copyright"), Occur.MUST_NOT).build());
        try (LexicalIndexes indexes = new LexicalIndexes(file); Connection conn = db.getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(conn, TABLE).orElseThrow()) {
            for (Map.Entry<String, Query> c : cases.entrySet()) {
                Map<Long, Double> fts5 = fts5Scores(conn, c.getKey());
                Map<Long, Double> lucene = new HashMap<>();
                lease.searcher().search(c.getValue(), null, null, null, 100_000)
                        .forEach(h -> lucene.put(h.rowid(), (double) h.score()));
                assertThat(lucene.keySet()).as(c.getKey()).isNotEmpty().isEqualTo(fts5.keySet());
                fts5.forEach((row, score) -> assertThat(lucene.get(row)).as(c.getKey() + " row " + row)
                        .isCloseTo(score, within(Math.abs(score) * 1e-5 + 1e-9)));
            }
        }
    }

    private Map<Long, Double> fts5Scores(Connection conn, String match) throws SQLException {
        Map<Long, Double> scores = new HashMap<>();
        try (PreparedStatement ps = conn.prepareStatement("SELECT rowid, -bm25(" + TABLE + ", "
                + ColumnWeights.of("heading_path") + ", " + ColumnWeights.of("text") + ") FROM " + TABLE
                + " WHERE " + TABLE + " MATCH ?")) {
            ps.setString(1, match);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    scores.put(rs.getLong(1), rs.getDouble(2));
                }
            }
        }
        return scores;
    }

    private List<Long> fts5Rows(String word, String condition) throws SQLException {
        List<Long> rows = new ArrayList<>();
        try (Connection conn = db.getConnection(); PreparedStatement ps = conn.prepareStatement("SELECT f.rowid FROM "
                + TABLE + " f JOIN us_code_chunks c ON c.chunk_id = f.rowid JOIN us_code r ON r.id = c.document_id "
                + "WHERE " + TABLE + " MATCH ? " + condition)) {
            ps.setString(1, word);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getLong(1));
                }
            }
        }
        return rows;
    }

    private Query phrase(String text) {
        return queries.phrase(text);
    }

    private Query all(String... words) {
        BooleanQuery.Builder q = new BooleanQuery.Builder();
        for (String w : words) {
            q.add(phrase(w), Occur.MUST);
        }
        return q.build();
    }

    private Query any(String... words) {
        BooleanQuery.Builder q = new BooleanQuery.Builder();
        for (String w : words) {
            q.add(phrase(w), Occur.SHOULD);
        }
        return q.build();
    }

    private static List<Long> ids(List<LexicalSearcher.RowHit> hits) {
        return hits.stream().map(LexicalSearcher.RowHit::rowid).toList();
    }

    private long count(String sql) throws SQLException {
        try (Connection conn = db.getConnection(); Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
