package dev.josh.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V70: every body source has a document-level FTS5 index over its record fields, kept in step by triggers. */
class DocumentFtsTest {

    @TempDir
    Path dir;

    @Test
    void everyBodySourceHasADocumentIndexOverItsFields() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            List<String> chunked = names(st, "SELECT substr(name, 1, length(name) - 7) FROM sqlite_master "
                    + "WHERE type = 'table' AND name LIKE '%\\_chunks' ESCAPE '\\' AND name NOT LIKE '%vec0%' ORDER BY 1");
            List<String> indexed = names(st, "SELECT substr(name, 1, length(name) - 9) FROM sqlite_master "
                    + "WHERE type = 'table' AND name LIKE '%\\_docs\\_fts' ESCAPE '\\' ORDER BY 1");
            assertThat(chunked).contains("us_code", "bills", "federal_register", "crs_reports");
            assertThat(indexed).isEqualTo(chunked);
            assertThat(names(st, "SELECT name FROM pragma_table_info('federal_register_docs_fts')"))
                    .containsExactly("title", "heading", "summary", "heading_path", "body_markdown");
        }
    }

    @Test
    void triggersFollowInsertsUpdatesAndDeletesOfRecords() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            UsCodeRows.insertSection(c, "usc:9:1", "9 U.S.C. § 1 — Maritime transactions defined",
                    "Arbitration of maritime disputes.");
            UsCodeRows.insertSection(c, "usc:9:2", "9 U.S.C. § 2 — Validity of agreements",
                    "A written provision in any contract.");
            assertThat(matches(st, "maritime")).containsExactly("usc:9:1");
            assertThat(matches(st, "contract")).containsExactly("usc:9:2");

            st.execute("UPDATE us_code SET body_markdown = 'Salvage and towage.' WHERE id = 'usc:9:2'");
            assertThat(matches(st, "contract")).isEmpty();
            assertThat(matches(st, "towage")).containsExactly("usc:9:2");

            st.execute("DELETE FROM us_code WHERE id = 'usc:9:1'");
            assertThat(matches(st, "maritime")).isEmpty();
            // The index holds exactly the rows the table holds (FTS5's own consistency check).
            st.execute("INSERT INTO us_code_docs_fts (us_code_docs_fts, rank) VALUES ('integrity-check', 1)");
        }
    }

    @Test
    void titleWeighsMoreThanBodyWhenRankedWithColumnWeights() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            UsCodeRows.insertSection(c, "usc:9:1", "9 U.S.C. § 1 — Arbitration defined", "Terms used in this chapter.");
            UsCodeRows.insertSection(c, "usc:9:2", "9 U.S.C. § 2 — Validity",
                    "An arbitration clause in a contract is valid.");
            List<String> columns = names(st, "SELECT name FROM pragma_table_info('us_code_docs_fts')");
            String weights = String.join(", ", columns.stream().map(col -> col.equals("title") ? "10.0" : "1.0")
                    .toList());
            assertThat(names(st, "SELECT r.id FROM us_code_docs_fts f JOIN us_code r ON r.rowid = f.rowid "
                    + "WHERE us_code_docs_fts MATCH 'arbitration' ORDER BY bm25(us_code_docs_fts, " + weights + ")"))
                    .containsExactly("usc:9:1", "usc:9:2");
        }
    }

    private static List<String> matches(Statement st, String word) throws SQLException {
        return names(st, "SELECT r.id FROM us_code_docs_fts f JOIN us_code r ON r.rowid = f.rowid "
                + "WHERE us_code_docs_fts MATCH '" + word + "' ORDER BY r.id");
    }

    private static List<String> names(Statement st, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
