package dev.josh.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V85: every change to a ranked FTS table's rows is appended to lexical_log by triggers, and nothing else is. */
class LexicalLogTest {

    @TempDir
    Path dir;

    private JoshDatabase db;

    @BeforeEach
    void migrate() {
        db = MigratedDatabase.in(dir);
    }

    @Test
    void chunkInsertsUpdatesOfIndexedColumnsAndDeletesAreLogged() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            long mark = lastSeq(c);
            UsCodeRows.insertSection(c, "usc:9:1", "A section", "Body.");
            insertChunk(c, 101, "usc:9:1", 0, "Maritime transactions defined.");
            insertChunk(c, 102, "usc:9:1", 1, "Commerce among the several States.");
            assertThat(logged(c, mark)).containsExactly("us_code_fts:101", "us_code_fts:102");

            mark = lastSeq(c);
            st.execute("UPDATE us_code_chunks SET text = 'Salvage and towage.' WHERE chunk_id = 101");
            assertThat(logged(c, mark)).containsExactly("us_code_fts:101");

            mark = lastSeq(c);
            st.execute("UPDATE us_code_chunks SET embedded_at = '2026-01-01T00:00:00Z', embedded_model_id = 'm' "
                    + "WHERE chunk_id = 101");
            st.execute("UPDATE us_code_chunks SET text = text WHERE chunk_id = 102");
            assertThat(logged(c, mark)).as("the embedding columns, and a write of the same text").isEmpty();

            mark = lastSeq(c);
            st.execute("UPDATE us_code_chunks SET chunk_id = 103 WHERE chunk_id = 102");
            assertThat(logged(c, mark)).as("a new key: the old row is gone, the new one is there")
                    .containsExactly("us_code_fts:102", "us_code_fts:103");
        }
    }

    @Test
    void aRecordsDayOrIdChangeLogsItsChunksAndItsDeleteCascadesToThem() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            UsCodeRows.insertSection(c, "usc:9:1", "A section", "Body.");
            insertChunk(c, 101, "usc:9:1", 0, "Maritime transactions defined.");
            insertChunk(c, 102, "usc:9:1", 1, "Commerce among the several States.");
            UsCodeRows.insertSection(c, "usc:9:2", "A section", "Body.");
            insertChunk(c, 201, "usc:9:2", 0, "Validity of agreements.");

            long mark = lastSeq(c);
            st.execute("UPDATE us_code SET published_at = '2025-06-30' WHERE id = 'usc:9:1'");
            assertThat(logged(c, mark)).containsExactly("us_code_fts:101", "us_code_fts:102");

            mark = lastSeq(c);
            st.execute("UPDATE us_code SET title = 'Retitled', published_at = published_at WHERE id = 'usc:9:1'");
            assertThat(logged(c, mark)).as("the chunks carry neither the title nor an unchanged day").isEmpty();

            mark = lastSeq(c);
            assertThat(scalar(c, "PRAGMA foreign_keys")).isEqualTo("1");
            st.execute("DELETE FROM us_code WHERE id = 'usc:9:1'");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_chunks WHERE document_id = 'usc:9:1'")).isEqualTo("0");
            assertThat(logged(c, mark)).as("the cascade's chunk deletes").containsExactly("us_code_fts:101", "us_code_fts:102");
        }
    }

    @Test
    void aShortBodyRecordIsLoggedByItsRowid() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            String fts = "statements_of_administration_policy_fts";
            long mark = lastSeq(c);
            insertStatement(c, "sap:2022-07-26:hr:117:4346");
            String rowid = scalar(c, "SELECT rowid FROM statements_of_administration_policy");
            assertThat(logged(c, mark)).containsExactly(fts + ":" + rowid);

            mark = lastSeq(c);
            st.execute("UPDATE statements_of_administration_policy SET body_markdown = 'The Administration opposes.'");
            st.execute("UPDATE statements_of_administration_policy SET published_at = '2022-07-27'");
            st.execute("UPDATE statements_of_administration_policy SET rescinded = 1");
            assertThat(logged(c, mark)).as("the body and the day, not the rescinded flag")
                    .containsExactly(fts + ":" + rowid, fts + ":" + rowid);

            mark = lastSeq(c);
            st.execute("DELETE FROM statements_of_administration_policy");
            assertThat(logged(c, mark)).containsExactly(fts + ":" + rowid);
        }
    }

    @Test
    void seqIsNeverReusedAfterTheLogIsPruned() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            UsCodeRows.insertSection(c, "usc:9:1", "A section", "Body.");
            insertChunk(c, 101, "usc:9:1", 0, "Maritime transactions defined.");
            long last = lastSeq(c);
            assertThat(last).isPositive();
            st.execute("DELETE FROM lexical_log");
            insertChunk(c, 102, "usc:9:1", 1, "Commerce among the several States.");
            assertThat(Long.parseLong(scalar(c, "SELECT min(seq) FROM lexical_log"))).isGreaterThan(last);
        }
    }

    @Test
    void everyRankedTableHasItsLogTriggers() throws SQLException {
        try (Connection c = db.getConnection()) {
            List<RankedFtsTable> tables = RankedFtsTables.discover(c);
            assertThat(tables).hasSize(11);
            for (RankedFtsTable table : tables) {
                List<String> expected = new ArrayList<>();
                for (String suffix : List.of("_lexlog_ai", "_lexlog_ad", "_lexlog_au")) {
                    expected.add(table.contentTable() + suffix + " on " + table.contentTable());
                }
                if (table.chunkRows()) {
                    expected.add(table.recordTable() + "_lexlog_day on " + table.recordTable());
                }
                // Each names this table in what it logs (two ranked tables over one content table would not).
                assertThat(strings(c, "SELECT name || ' on ' || tbl_name FROM sqlite_master WHERE type = 'trigger' "
                        + "AND name LIKE '%\\_lexlog\\_%' ESCAPE '\\' AND sql LIKE '%''' || ? || '''%' ORDER BY name",
                        table.name())).as(table.name()).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void theEpochIsRandomHexMadeOnceAndTheLogStartsEmpty() throws SQLException {
        String epoch;
        try (Connection c = db.getConnection()) {
            epoch = scalar(c, "SELECT epoch FROM lexical_epoch WHERE id = 1");
            assertThat(epoch).matches("[0-9a-f]{32}");
            assertThat(scalar(c, "SELECT count(*) FROM lexical_log")).isEqualTo("0");
        }
        assertThat(Migrations.migrate(db).migrationsExecuted).isZero();
        try (Connection c = db.getConnection()) {
            assertThat(scalar(c, "SELECT group_concat(epoch) FROM lexical_epoch")).isEqualTo(epoch);
        }
        JoshDatabase other = JoshDatabase.readWrite(dir.resolve("other.db"));
        Migrations.migrate(other);
        try (Connection c = other.getConnection()) {
            assertThat(scalar(c, "SELECT epoch FROM lexical_epoch")).isNotEqualTo(epoch);
        }
    }

    /** The entries after {@code seq}, in order, as {@code fts_table:row_id}. */
    private static List<String> logged(Connection c, long seq) throws SQLException {
        return strings(c, "SELECT fts_table || ':' || row_id FROM lexical_log WHERE seq > ? ORDER BY seq", seq);
    }

    private static long lastSeq(Connection c) throws SQLException {
        return Long.parseLong(scalar(c, "SELECT coalesce(max(seq), 0) FROM lexical_log"));
    }

    private static void insertChunk(Connection c, long chunkId, String documentId, int ordinal, String text)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO us_code_chunks (chunk_id, document_id, ordinal, "
                + "heading_path, anchor, char_start, char_end, token_count, text) VALUES (?, ?, ?, 'h', 'a', 0, 1, 1, ?)")) {
            ps.setLong(1, chunkId);
            ps.setString(2, documentId);
            ps.setInt(3, ordinal);
            ps.setString(4, text);
            ps.executeUpdate();
        }
    }

    private static void insertStatement(Connection c, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO statements_of_administration_policy (id, title, "
                + "body_markdown, date_issued, congress, bill_id, administration, index_file, source_file, source_url, "
                + "source_org, published_at, retrieved_at, raw_sha256, citation_string) VALUES (?, 'H.R. 4346', "
                + "'The Administration supports.', '2022-07-26', 117, 'hr:117:4346', '46-Biden', 'i.yaml', 's.pdf', "
                + "'https://whitehouse.gov', 'OMB', '2022-07-26', '2026-01-01', 'abc', 'cite')")) {
            ps.setString(1, id);
            ps.executeUpdate();
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        return strings(c, sql).get(0);
    }

    private static List<String> strings(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            List<String> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        }
    }
}
