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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The masks on real corpus files through the real ingest jobs: the labels stay in the record
 * tables (where the sets read them) and appear in no chunk, heading path or FTS row.
 */
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

    private static long count(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
