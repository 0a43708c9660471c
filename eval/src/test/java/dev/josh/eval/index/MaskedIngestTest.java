package dev.josh.eval.index;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.embed.encoder.HuggingFaceTextTokenizer;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.eval.set.SetDefinition;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.TokenWindowChunker;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The masks on real corpus files through the real ingest jobs: the labels stay in the record
 * tables (where the sets read them) and appear in no chunk, heading path or FTS row.
 */
@Tag("slow")
class MaskedIngestTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final ModelSpec MODEL = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec();
    private static HuggingFaceTextTokenizer tokenizer;

    @TempDir
    Path tmp;

    @BeforeAll
    static void loadTokenizer() {
        tokenizer = HuggingFaceTextTokenizer.forModel(ModelCatalog.DEFAULT_MODEL);
    }

    @AfterAll
    static void closeTokenizer() {
        tokenizer.close();
    }

    private Path ingest(String source, String mask, List<String> files) throws Exception {
        CorpusView view = CorpusView.of(CORPUS, files, tmp.resolve("views"));
        Path db = tmp.resolve(source + ".db");
        Chunking chunking = new Chunking(new MaskingChunker(LabelMasks.named(mask),
                new TokenWindowChunker(tokenizer, MODEL.maxChunkTokens(), 50)), new EmbeddingTarget(MODEL));
        assertThat(IngestApplication.run(chunking, "ingest", source, "--corpus", view.directory().toString(),
                "--db", db.toString())).isZero();
        return db;
    }

    @Test
    void billsKeepTheirSubjectsInTheSideTableButNotInAnyChunk() throws Exception {
        Path db = ingest("bills", SetDefinition.BILL_SUBJECTS_MASK, List.of("billstatus/117/BILLSTATUS-117hr3684.xml",
                "billstatus/117/BILLSTATUS-117hr5376.xml", "billstatus/117/BILLSTATUS-117s1605.xml"));
        try (Connection c = JoshDatabase.readOnly(db).getConnection(); Statement st = c.createStatement()) {
            assertThat(count(st, "SELECT count(DISTINCT bill_id) FROM bill_subjects WHERE is_policy_area = 0")).isEqualTo(3);
            assertThat(count(st, "SELECT count(DISTINCT bill_id) FROM bill_subjects WHERE is_policy_area = 1")).isEqualTo(3);
            assertThat(count(st, "SELECT count(DISTINCT document_id) FROM bills_chunks")).isEqualTo(3);
            assertThat(count(st, "SELECT count(*) FROM bills_chunks WHERE text LIKE '%## Subjects%' "
                    + "OR text LIKE '%**Policy area:**%' OR heading_path LIKE '%Subjects%'")).isZero();
            // what a searcher finds a bill by is still there: its title and the CRS summary
            assertThat(count(st, "SELECT count(*) FROM bills_chunks WHERE heading_path LIKE '%CRS summary%'")).isPositive();
            assertThat(count(st, "SELECT count(*) FROM bills_chunks WHERE document_id = 'hr:117:3684' "
                    + "AND text LIKE '%Infrastructure Investment and Jobs Act%'")).isPositive();
        }
    }

    @Test
    void usCodeSectionsLoseTheirOwnHeadingAndKeepTheirPlace() throws Exception {
        Path db = ingest("us-code", SetDefinition.SECTION_HEADING_MASK, List.of("uscode/usc09.xml"));
        try (Connection c = JoshDatabase.readOnly(db).getConnection(); Statement st = c.createStatement()) {
            long sections = count(st, "SELECT count(*) FROM us_code WHERE heading IS NOT NULL");
            assertThat(sections).isGreaterThan(25);
            assertThat(count(st, "SELECT count(DISTINCT document_id) FROM us_code_chunks")).isEqualTo(
                    count(st, "SELECT count(*) FROM us_code"));
            List<String> leaks = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT c.document_id, u.heading FROM us_code_chunks c JOIN us_code u "
                    + "ON u.id = c.document_id WHERE instr(lower(c.text), lower(u.heading)) > 0 "
                    + "OR instr(lower(c.heading_path), lower(u.heading)) > 0 OR c.heading_path LIKE '%§%'")) {
                while (rs.next()) {
                    leaks.add(rs.getString(1) + ": " + rs.getString(2));
                }
            }
            assertThat(leaks).isEmpty();
            assertThat(count(st, "SELECT count(*) FROM us_code_chunks WHERE heading_path LIKE 'Title 9—ARBITRATION › Chapter%'"))
                    .isEqualTo(count(st, "SELECT count(*) FROM us_code_chunks"));
        }
    }

    @Test
    void theDocumentLevelIndexIsReindexedThroughTheMask() throws Exception {
        Path db = ingest("us-code", SetDefinition.SECTION_HEADING_MASK, List.of("uscode/usc09.xml"));
        JoshDatabase database = JoshDatabase.readWrite(db);
        String headingMatches = "SELECT count(*) FROM us_code u JOIN us_code_docs_fts f ON f.rowid = u.rowid "
                + "WHERE us_code_docs_fts MATCH '\"' || replace(u.heading, '\"', '') || '\"'";
        long sections;
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            sections = count(st, "SELECT count(*) FROM us_code WHERE heading IS NOT NULL");
            // Filled from the record rows by the triggers, the index holds every section's own heading.
            assertThat(count(st, headingMatches)).isEqualTo(sections);
        }
        assertThat(MaskedDocuments.apply(database, "us-code", LabelMasks.named(SetDefinition.SECTION_HEADING_MASK)))
                .isEqualTo(count(database, "SELECT count(*) FROM us_code"));
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            // A heading may still match the body's own words (a one-word heading the text uses, stemmed):
            // what must not be is an index row holding what none of the section's chunks hold.
            assertThat(count(st, headingMatches + " AND NOT EXISTS (SELECT 1 FROM us_code_fts JOIN us_code_chunks ch "
                    + "ON ch.chunk_id = us_code_fts.rowid WHERE us_code_fts MATCH '\"' || replace(u.heading, '\"', '') "
                    + "|| '\"' AND ch.document_id = u.id)")).as("sections whose index row holds their heading alone")
                    .isZero();
            assertThat(count(st, headingMatches)).isLessThan(sections / 10);
            // What the chunks keep, the index keeps: the chapter above, and the body.
            assertThat(count(st, "SELECT count(*) FROM us_code_docs_fts WHERE us_code_docs_fts MATCH 'arbitration'"))
                    .isGreaterThan(sections / 2);
            st.execute("INSERT INTO us_code_docs_fts (us_code_docs_fts, rank) VALUES ('integrity-check', 0)");
        }
        // Applying it again starts from the rows: the same index, not a doubly masked or corrupt one.
        MaskedDocuments.apply(database, "us-code", LabelMasks.named(SetDefinition.SECTION_HEADING_MASK));
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            assertThat(count(st, headingMatches)).isLessThan(sections / 10);
        }
    }

    private static long count(JoshDatabase database, String sql) throws SQLException {
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            return count(st, sql);
        }
    }

    private static long count(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
