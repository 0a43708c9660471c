package dev.josh.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RankedFtsTablesTest {

    @TempDir
    Path dir;

    @Test
    void discoversTheElevenRankedTablesOfAMigratedDatabase() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection()) {
            List<RankedFtsTable> tables = RankedFtsTables.discover(c);
            List<String> chunkSources = List.of("bills", "cbo_cost_estimates", "committee_reports", "congressional_record",
                    "crs_reports", "ecfr_and_cfr", "federal_register", "gao_reports", "public_laws", "us_code");
            assertThat(tables).extracting(RankedFtsTable::name).containsExactly("bills_fts", "cbo_cost_estimates_fts",
                    "committee_reports_fts", "congressional_record_fts", "crs_reports_fts", "ecfr_and_cfr_fts",
                    "federal_register_fts", "gao_reports_fts", "public_laws_fts",
                    "statements_of_administration_policy_fts", "us_code_fts");
            for (RankedFtsTable table : tables) {
                String source = table.name().substring(0, table.name().length() - "_fts".length());
                if (chunkSources.contains(source)) {
                    assertThat(table).isEqualTo(new RankedFtsTable(table.name(), List.of("heading_path", "text"),
                            source + "_chunks", "chunk_id"));
                    assertThat(table.chunkRows()).isTrue();
                    assertThat(table.recordTable()).isEqualTo(source);
                } else {
                    assertThat(table).isEqualTo(new RankedFtsTable("statements_of_administration_policy_fts",
                            List.of("title", "body_markdown"), "statements_of_administration_policy", "rowid"));
                    assertThat(table.chunkRows()).isFalse();
                    assertThat(table.recordTable()).isEqualTo("statements_of_administration_policy");
                }
            }
        }
    }

    @Test
    void readsTheCreateStatementHoweverItIsLaidOut() {
        assertThat(RankedFtsTables.parse("a_fts", """
                CREATE VIRTUAL TABLE a_fts USING fts5(
                    heading_path, text,
                    content = 'a_chunks', content_rowid = 'chunk_id',
                    tokenize = 'porter unicode61 remove_diacritics 2'
                )"""))
                .isEqualTo(new RankedFtsTable("a_fts", List.of("heading_path", "text"), "a_chunks", "chunk_id"));
        // One line, other quotes, an unindexed column, a tokenizer option holding a comma and an
        // '=', and no content_rowid (FTS5's default is rowid).
        assertThat(RankedFtsTables.parse("b_fts", "create virtual table b_fts using FTS5 (\"title\",body unindexed,"
                + "content=[b],tokenize=\"unicode61 tokenchars ',='\")"))
                .isEqualTo(new RankedFtsTable("b_fts", List.of("title", "body"), "b", "rowid"));
    }

    @Test
    void refusesATableWithoutExternalContentNamingIt() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE VIRTUAL TABLE memos_fts USING fts5(body)");
            assertThatThrownBy(() -> RankedFtsTables.discover(c)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memos_fts").hasMessageContaining("no external content");
            st.execute("DROP TABLE memos_fts");
            st.execute("CREATE VIRTUAL TABLE memos_fts USING fts5(body, content = '')");
            assertThatThrownBy(() -> RankedFtsTables.discover(c)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memos_fts");
        }
    }
}
