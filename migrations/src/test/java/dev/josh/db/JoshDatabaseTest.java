package dev.josh.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JoshDatabaseTest {

    @TempDir
    Path dir;

    @Test
    void migratesAFreshFileAndLoadsSqliteVecOnEveryConnection() throws SQLException {
        JoshDatabase db = JoshDatabase.readWrite(dir.resolve("sub/josh.db"));
        assertThat(Migrations.migrate(db).migrationsExecuted).isGreaterThanOrEqualTo(3);
        for (int i = 0; i < 2; i++) {
            try (Connection c = db.getConnection()) {
                assertThat(scalar(c, "SELECT vec_version()")).isEqualTo("v0.1.9");
                assertThat(scalar(c, "PRAGMA journal_mode")).isEqualTo("wal");
                assertThat(scalar(c, "PRAGMA foreign_keys")).isEqualTo("1");
                assertThat(scalar(c, "PRAGMA synchronous")).isEqualTo("1");
            }
        }
        // a second migrate is a no-op
        assertThat(Migrations.migrate(db).migrationsExecuted).isZero();
    }

    @Test
    void noOtherExtensionCanBeLoadedOnceSqliteVecIs() throws SQLException {
        JoshDatabase writer = MigratedDatabase.in(dir);
        String library = SqliteVec.library().toString().replace("'", "''");
        for (JoshDatabase db : new JoshDatabase[] {writer, JoshDatabase.readOnly(dir.resolve("josh.db"))}) {
            try (Connection c = db.getConnection()) {
                assertThat(scalar(c, "SELECT vec_version()")).isEqualTo("v0.1.9");
                // Even sqlite-vec itself: the call is refused before any file is looked at.
                assertThatThrownBy(() -> scalar(c, "SELECT load_extension('" + library + "')"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("not authorized");
            }
        }
    }

    @Test
    void latestVersionIsTheHighestAFreshMigrateApplies() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection()) {
            // Compared as numbers: "60" sorts below "9" as text.
            assertThat(Migrations.latestVersion().getVersion())
                    .isEqualTo(scalar(c, "SELECT MAX(CAST(version AS INTEGER)) FROM flyway_schema_history WHERE success = 1"));
        }
    }

    @Test
    void aWriterRefusesADatabaseWithANewerSchema() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            st.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, "
                    + "installed_by, installed_on, execution_time, success) VALUES (9999, '9999', 'from the future', "
                    + "'SQL', 'V9999__future.sql', 0, 'test', '2030-01-01 00:00:00.000', 1, 1)");
        }
        assertThatThrownBy(() -> Migrations.migrate(db)).hasMessageContaining("schema version 9999")
                .hasMessageContaining("newer than this build's");
    }

    @Test
    void readOnlyOpenRefusesWritesButReadsVectors() throws SQLException {
        JoshDatabase rw = MigratedDatabase.in(dir);
        JoshDatabase ro = JoshDatabase.readOnly(rw.path());
        try (Connection c = ro.getConnection(); Statement st = c.createStatement()) {
            assertThat(scalar(c, "SELECT vec_length(vec_f32('[1,2,3]'))")).isEqualTo("3");
            assertThatThrownBy(() -> st.execute("INSERT INTO ingestion_logs (source, level, reason, logged_at) "
                    + "VALUES ('x', 'error', 'y', 'z')")).isInstanceOf(SQLException.class);
        }
    }

    @Test
    void readOnlyOpenOfAMissingFileSaysWhatToDo() {
        assertThatThrownBy(() -> JoshDatabase.readOnly(dir.resolve("nope.db")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("josh ingest");
    }

    @Test
    void catalogDerivesShapesFromTheLiveSchema() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            assertThat(SourceCatalog.read(c)).extracting(SourceCatalog.Source::name, SourceCatalog.Source::shape)
                    .contains(org.assertj.core.groups.Tuple.tuple("us-code", SourceCatalog.Shape.BODY),
                            org.assertj.core.groups.Tuple.tuple("legislators", SourceCatalog.Shape.REGISTRY),
                            org.assertj.core.groups.Tuple.tuple("committee-memberships", SourceCatalog.Shape.REGISTRY));
            // a short-body source appears as soon as its tables do
            st.execute("CREATE TABLE memos (id TEXT PRIMARY KEY, body TEXT, citation_string TEXT NOT NULL)");
            st.execute("CREATE VIRTUAL TABLE memos_fts USING fts5(body, content='memos')");
            assertThat(SourceCatalog.read(c)).extracting(SourceCatalog.Source::name, SourceCatalog.Source::shape)
                    .contains(org.assertj.core.groups.Tuple.tuple("memos", SourceCatalog.Shape.SHORT_BODY));
        }
    }

    @Test
    void deletingAChunkRemovesItsIndexRowsVectorsAndJobs() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            st.execute("INSERT INTO us_code (id, title_number, section_number, title, heading_path, body_markdown, "
                    + "source_file, source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string) "
                    + "VALUES ('usc:1:1', '1', '1', 't', '[]', 'words of severability', 'f', 'u', 'o', 'p', 'r', 'h', 'c')");
            st.execute("INSERT INTO us_code_chunks (chunk_id, document_id, ordinal, heading_path, anchor, char_start, "
                    + "char_end, token_count, text) VALUES (7, 'usc:1:1', 0, 'h', 'a', 0, 5, 3, 'words of severability')");
            // Two models' vectors: the plain table is written, vec0 follows it by trigger.
            st.execute("INSERT INTO us_code_chunks_vectors (chunk_id, model_id, model_version, embedding, embedding_bq) "
                    + "VALUES (7, 'm', 'v', zeroblob(1536), zeroblob(48)), (7, 'n', 'w', zeroblob(1536), zeroblob(48))");
            assertThat(scalar(c, "SELECT group_concat(model_id || '@' || model_version, ',') FROM "
                    + "(SELECT model_id, model_version FROM us_code_chunks_vec0 WHERE chunk_id = 7 ORDER BY 1)"))
                    .isEqualTo("m@v,n@w");
            assertThat(scalar(c, "SELECT group_concat(chunk_id) FROM us_code_chunks_vec0 WHERE embedding MATCH "
                    + "vec_f32(zeroblob(1536)) AND k = 5 AND model_id = 'n'")).as("a KNN within one model").isEqualTo("7");
            assertThat(scalar(c, "SELECT sql FROM sqlite_master WHERE name = 'us_code_chunks_ad'"))
                    .doesNotContain("us_code_chunks_vec0");
            st.execute("INSERT INTO chunk_embedding_jobs (chunk_table, chunk_id, model_id, model_version, inserted_at) "
                    + "VALUES ('us_code_chunks', 7, 'm', 'v', 'now')");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_fts WHERE us_code_fts MATCH 'severability'")).isEqualTo("1");
            st.execute("DELETE FROM us_code WHERE id = 'usc:1:1'");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_chunks")).isEqualTo("0");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_fts WHERE us_code_fts MATCH 'severability'")).isEqualTo("0");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_chunks_vec0")).isEqualTo("0");
            assertThat(scalar(c, "SELECT count(*) FROM us_code_chunks_vectors")).isEqualTo("0");
            assertThat(scalar(c, "SELECT count(*) FROM chunk_embedding_jobs")).isEqualTo("0");
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
