package db.migration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.db.JoshDatabase;
import dev.josh.db.MigratedDatabase;
import dev.josh.db.SourceCatalog;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every body source of a fully migrated database has today's layout, and the check that says so
 * can fail: a source made from the old template (V31's SQL) is reported with exactly what it
 * lacks, and one made by {@link BodySourceSchema} passes.
 */
class BodySourceConformanceTest {

    /**
     * V31__gao_reports.sql as it stands, renamed to stale_reports: what a new body source got by
     * copying the natural template, the layout before V55, V60, V70 and V85.
     */
    private static final String OLD_TEMPLATE = """
            -- GAO products (body-bearing): one record per report or testimony PDF, Markdown recovered from
            -- the PDF's layout, title and date from catalog.json when it lists the product. Chunks, FTS5,
            -- vec0 and plain vectors in the shape of V2 (us_code).

            CREATE TABLE stale_reports (
                id              TEXT PRIMARY KEY,          -- gao:GAO-06-282
                report_number   TEXT NOT NULL,             -- GAO-06-282, GAO-08-587T
                title           TEXT NOT NULL,             -- from catalog.json, else as printed on the cover
                heading         TEXT,                      -- the title as printed on the cover
                heading_path    TEXT NOT NULL,             -- JSON array: [title]
                body_markdown   TEXT NOT NULL,
                page_count      INTEGER NOT NULL,
                date_source     TEXT NOT NULL,             -- where published_at came from: 'metadata' or 'pdf'
                catalog_file    TEXT,                      -- catalog.json when it lists the product, else null
                source_file     TEXT NOT NULL,
                source_url      TEXT NOT NULL,
                source_org      TEXT NOT NULL,
                published_at    TEXT NOT NULL,
                retrieved_at    TEXT NOT NULL,
                raw_sha256      TEXT NOT NULL,
                citation_string TEXT NOT NULL
            );
            CREATE INDEX stale_reports_by_source_file ON stale_reports (source_file);

            CREATE TABLE stale_reports_chunks (
                chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
                document_id            TEXT    NOT NULL REFERENCES stale_reports (id) ON DELETE CASCADE,
                ordinal                INTEGER NOT NULL,
                heading_path           TEXT    NOT NULL,      -- " › "-joined, indexed for BM25
                anchor                 TEXT    NOT NULL,      -- deep link: source_url#anchor
                char_start             INTEGER NOT NULL,      -- offsets into the record's body_markdown
                char_end               INTEGER NOT NULL,
                token_count            INTEGER NOT NULL,
                text                   TEXT    NOT NULL,
                embedded_model_id      TEXT,
                embedded_model_version TEXT,
                embedded_at            TEXT,
                UNIQUE (document_id, ordinal)
            );

            -- BM25 over the chunks; bm25() weights are given per column at query time (heading path > text).
            CREATE VIRTUAL TABLE stale_reports_fts USING fts5(
                heading_path, text,
                content = 'stale_reports_chunks', content_rowid = 'chunk_id',
                tokenize = 'porter unicode61 remove_diacritics 2'
            );

            CREATE VIRTUAL TABLE stale_reports_chunks_vec0 USING vec0(
                chunk_id INTEGER PRIMARY KEY,
                embedding float[384],
                embedding_bq bit[384],
                model_id text,
                model_version text
            );

            -- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
            -- seq grows with every write, so the server can follow new rows without a restart.
            CREATE TABLE stale_reports_chunks_vectors (
                seq           INTEGER PRIMARY KEY,
                chunk_id      INTEGER NOT NULL,
                model_id      TEXT    NOT NULL,
                model_version TEXT    NOT NULL,
                embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
                embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
                UNIQUE (chunk_id, model_id, model_version)
            );
            CREATE INDEX stale_reports_chunks_vectors_by_model ON stale_reports_chunks_vectors (model_id, model_version, seq);

            CREATE TRIGGER stale_reports_chunks_ai AFTER INSERT ON stale_reports_chunks BEGIN
                INSERT INTO stale_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
            END;
            CREATE TRIGGER stale_reports_chunks_ad AFTER DELETE ON stale_reports_chunks BEGIN
                INSERT INTO stale_reports_fts (stale_reports_fts, rowid, heading_path, text)
                    VALUES ('delete', old.chunk_id, old.heading_path, old.text);
                DELETE FROM stale_reports_chunks_vec0 WHERE chunk_id = old.chunk_id;
                DELETE FROM stale_reports_chunks_vectors WHERE chunk_id = old.chunk_id;
                DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'stale_reports_chunks' AND chunk_id = old.chunk_id;
            END;
            CREATE TRIGGER stale_reports_chunks_au AFTER UPDATE OF heading_path, text ON stale_reports_chunks BEGIN
                INSERT INTO stale_reports_fts (stale_reports_fts, rowid, heading_path, text)
                    VALUES ('delete', old.chunk_id, old.heading_path, old.text);
                INSERT INTO stale_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
            END;
            """;

    @TempDir
    Path dir;

    private JoshDatabase db;

    @BeforeEach
    void migrate() {
        db = MigratedDatabase.in(dir);
    }

    @Test
    void everyBodySourceHasTodaysLayout() throws SQLException {
        try (Connection c = db.getConnection()) {
            List<String> sources = BodySourceConformance.bodySources(c);
            assertThat(sources).isNotEmpty()
                    .isEqualTo(SourceCatalog.read(c).stream().filter(s -> s.shape() == SourceCatalog.Shape.BODY)
                            .map(SourceCatalog.Source::table).toList());
            Map<String, List<String>> problems = new LinkedHashMap<>();
            for (String source : sources) {
                problems.put(source, BodySourceConformance.problems(c, source));
            }
            assertThat(problems).allSatisfy((source, found) -> assertThat(found).as(source).isEmpty());
        }
    }

    @Test
    void aSourceCopiedFromTheOldTemplateIsReportedWithWhatItLacks() throws SQLException {
        try (Connection c = db.getConnection()) {
            runScript(c, OLD_TEMPLATE);
            assertThat(BodySourceConformance.bodySources(c)).contains("stale_reports");
            assertThat(BodySourceConformance.problems(c, "stale_reports")).containsExactly(
                    "index stale_reports_by_id_published on stale_reports [id, published_at] is missing",
                    "trigger stale_reports_chunks_ad deletes from stale_reports_chunks_vec0 itself, a full scan in the "
                            + "layout of V55 (the trigger on stale_reports_chunks_vectors removes the vec0 rows)",
                    "index stale_reports_chunks_vectors_codes on stale_reports_chunks_vectors "
                            + "[model_id, model_version, seq, chunk_id, embedding_bq] is missing",
                    "table stale_reports_chunks_vec0 is vec0[chunk_id INTEGER PRIMARY KEY, embedding float[384], "
                            + "embedding_bq bit[384], model_id text, model_version text], expected vec0[model_id text "
                            + "partition key, embedding float[384], embedding_bq bit[384], chunk_id integer, "
                            + "model_version text]",
                    "trigger stale_reports_chunks_vectors_ai on stale_reports_chunks_vectors is missing",
                    "trigger stale_reports_chunks_vectors_au on stale_reports_chunks_vectors is missing",
                    "trigger stale_reports_chunks_vectors_ad on stale_reports_chunks_vectors is missing",
                    "trigger stale_reports_chunks_vectors_seq_floor on stale_reports_chunks_vectors is missing",
                    "table stale_reports_docs_fts is missing",
                    "trigger stale_reports_docs_fts_ai on stale_reports is missing",
                    "trigger stale_reports_docs_fts_ad on stale_reports is missing",
                    "trigger stale_reports_docs_fts_au on stale_reports is missing",
                    "trigger stale_reports_chunks_lexlog_ai on stale_reports_chunks is missing",
                    "trigger stale_reports_chunks_lexlog_ad on stale_reports_chunks is missing",
                    "trigger stale_reports_chunks_lexlog_au on stale_reports_chunks is missing",
                    "trigger stale_reports_lexlog_day on stale_reports is missing");
        }
    }

    @Test
    void aSourceMadeByTheHelperConformsAndItsTriggersFire() throws SQLException {
        try (Connection c = db.getConnection()) {
            createFieldNotes(c);
            BodySourceSchema.create(c, "field_notes");
            assertThat(BodySourceConformance.bodySources(c)).contains("field_notes");
            assertThat(SourceCatalog.read(c)).contains(new SourceCatalog.Source("field-notes", SourceCatalog.Shape.BODY,
                    "field_notes"));
            assertThat(BodySourceConformance.problems(c, "field_notes")).isEmpty();
            // The probe's rows are rolled back, vec0's and the FTS indexes' included.
            for (String table : List.of("field_notes", "field_notes_chunks", "field_notes_chunks_vectors",
                    "field_notes_chunks_vec0", "field_notes_fts", "field_notes_docs_fts", "chunk_embedding_jobs",
                    "lexical_log")) {
                assertThat(BodySourceConformance.strings(c, "SELECT count(*) FROM " + table)).as(table).containsExactly("0");
            }
            assertThat(BodySourceConformance.strings(c, "SELECT name FROM pragma_table_info('field_notes_docs_fts')"))
                    .containsExactly("title", "summary", "heading_path", "body_markdown");
        }
    }

    @Test
    void aTriggerThatExistsButDoesTooLittleIsReportedByWhatItLeaves() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            createFieldNotes(c);
            BodySourceSchema.create(c, "field_notes");
            st.execute("DROP TRIGGER field_notes_chunks_ad");
            st.execute("CREATE TRIGGER field_notes_chunks_ad AFTER DELETE ON field_notes_chunks BEGIN "
                    + "INSERT INTO field_notes_fts (field_notes_fts, rowid, heading_path, text) "
                    + "VALUES ('delete', old.chunk_id, old.heading_path, old.text); END");
            assertThat(BodySourceConformance.problems(c, "field_notes")).hasSize(3).allSatisfy(problem ->
                    assertThat(problem).startsWith("deleting a chunk leaves its"));
        }
    }

    @Test
    void theHelperRefusesARecordTableItCannotServeAndCreatesNothing() throws SQLException {
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE bare_notes (id TEXT PRIMARY KEY, body_markdown TEXT NOT NULL)");
            assertThatThrownBy(() -> BodySourceSchema.create(c, "bare_notes"))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("[published_at, citation_string, title]");
            assertThat(BodySourceConformance.strings(c, "SELECT name FROM sqlite_master WHERE name LIKE 'bare\\_notes\\_%' "
                    + "ESCAPE '\\'")).isEmpty();
        }
    }

    /** A small synthetic record table: an id, the citation columns, a title, a summary, a body. */
    private static void createFieldNotes(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("""
                    CREATE TABLE field_notes (
                        id              TEXT PRIMARY KEY,
                        title           TEXT NOT NULL,
                        summary         TEXT,
                        heading_path    TEXT NOT NULL,
                        body_markdown   TEXT NOT NULL,
                        source_file     TEXT NOT NULL,
                        source_url      TEXT NOT NULL,
                        source_org      TEXT NOT NULL,
                        published_at    TEXT NOT NULL,
                        retrieved_at    TEXT NOT NULL,
                        raw_sha256      TEXT NOT NULL,
                        citation_string TEXT NOT NULL
                    )""");
        }
    }

    /**
     * Runs an SQL migration's text one statement at a time: a statement ends at a line ending in
     * {@code ;}, a trigger at its {@code END;} line (its body holds semicolons of its own).
     */
    private static void runScript(Connection c, String script) throws SQLException {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.lines().map(String::strip).toList()) {
            if (line.startsWith("--") || line.isEmpty()) {
                continue;
            }
            current.append(line).append('\n');
            boolean inTrigger = current.toString().startsWith("CREATE TRIGGER");
            if (inTrigger ? line.equals("END;") : line.endsWith(";")) {
                statements.add(current.toString());
                current.setLength(0);
            }
        }
        try (Statement st = c.createStatement()) {
            for (String statement : statements) {
                st.execute(statement);
            }
        }
    }
}
