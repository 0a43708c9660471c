package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code similar} over the database the real ingest built from the corpus slice (bills, U.S. Code
 * title 17, a Federal Register issue, the Congressional Record, CRS, GAO ...), copied and given
 * vectors for every chunk by the tests' hashing embedder (the slice has none: no encoder runs in
 * the unit tests). Expected dates and sources are read back from the database with plain SQL.
 */
class SimilarOverCorpusTest {

    static final List<String> CHUNKED = List.of("bills", "us_code", "federal_register", "crs_reports",
            "congressional_record", "gao_reports", "committee_reports", "public_laws", "ecfr_and_cfr",
            "cbo_cost_estimates");

    @TempDir
    static Path dir;
    static Path copy;
    static SearchStack stack;

    @BeforeAll
    static void embedACopy() throws IOException, SQLException {
        Path source = Flow1Database.path();
        copy = dir.resolve("josh.db");
        Files.copy(source, copy);
        Path wal = source.resolveSibling(source.getFileName() + "-wal");
        if (Files.exists(wal)) {
            Files.copy(wal, dir.resolve("josh.db-wal"));
        }
        Map<String, float[]> words = new HashMap<>();
        try (Connection c = JoshDatabase.readWrite(copy).getConnection()) {
            c.setAutoCommit(false);
            // The ingest registers the configured model as active; its vectors are written here under its name.
            String modelId;
            String modelVersion;
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT model_id, model_version, dimension FROM embedding_models "
                         + "WHERE active = 1")) {
                assertThat(rs.next()).as("an active model").isTrue();
                modelId = rs.getString(1);
                modelVersion = rs.getString(2);
                assertThat(rs.getInt(3)).isEqualTo(TestDatabase.DIMENSION);
            }
            for (String table : CHUNKED) {
                List<Object[]> rows = new ArrayList<>();
                try (Statement st = c.createStatement();
                     ResultSet rs = st.executeQuery("SELECT chunk_id, text FROM " + table + "_chunks")) {
                    while (rs.next()) {
                        rows.add(new Object[] {rs.getLong(1), rs.getString(2)});
                    }
                }
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + table + "_chunks_vectors (chunk_id, "
                        + "model_id, model_version, embedding, embedding_bq) VALUES (?, ?, ?, ?, ?)")) {
                    for (Object[] row : rows) {
                        float[] v = hashing((String) row[1], words);
                        ps.setLong(1, (Long) row[0]);
                        ps.setString(2, modelId);
                        ps.setString(3, modelVersion);
                        ps.setBytes(4, VectorCodec.toBytes(v));
                        ps.setBytes(5, VectorCodec.quantize(v));
                        ps.addBatch();
                    }
                    ps.executeBatch();
                }
            }
            c.commit();
        }
        stack = new SearchStack(DatabaseConfig.pooled(JoshDatabase.readOnly(copy), 4));
    }

    /** {@code HashingEmbedder.vectorOf}, each word's direction drawn once. */
    static float[] hashing(String text, Map<String, float[]> words) {
        float[] sum = new float[TestDatabase.DIMENSION];
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.isEmpty()) {
                continue;
            }
            float[] w = words.computeIfAbsent(word, k -> {
                Random r = new Random(k.hashCode());
                float[] d = new float[TestDatabase.DIMENSION];
                for (int i = 0; i < d.length; i++) {
                    d[i] = (float) r.nextGaussian();
                }
                return d;
            });
            for (int i = 0; i < sum.length; i++) {
                sum[i] += w[i];
            }
        }
        return VectorCodec.normalize(sum);
    }

    @AfterAll
    static void close() {
        if (stack != null) {
            stack.close();
        }
    }

    static SimilarResponse similar(String id, String source, String since, String until, Integer limit) {
        return stack.search.similar(SimilarRequest.of(id, source, since, until, limit));
    }

    /** The record's published_at day, read with SQL from its own table. */
    static String publishedAt(String id) throws SQLException {
        PublicId parsed = PublicId.tryParse(id).orElseThrow();
        String table = parsed.type().resource().replace('-', '_');
        try (Connection c = stack.pool.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT substr(published_at, 1, 10) FROM " + table
                     + " WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).as(id).isTrue();
                return rs.getString(1);
            }
        }
    }

    @Test
    void aBillsNeighboursNeverIncludeItselfAndEachCarriesItsCitation() {
        SimilarResponse r = similar("hr:117:3684", null, null, null, SimilarRequest.MAX_LIMIT);
        assertThat(r.of().title()).contains("Infrastructure Investment and Jobs Act");
        assertThat(r.of().vector().chunks()).isPositive();
        assertThat(r.results()).hasSize(SimilarRequest.MAX_LIMIT);
        assertThat(r.results()).extracting(Result::id).doesNotContain("hr:117:3684").doesNotHaveDuplicates();
        assertThat(r.results()).allSatisfy(x -> {
            assertThat(x.citation()).isNotNull();
            assertThat(x.citation().citationString()).isNotBlank();
            assertThat(x.citation().url()).startsWith("http");
            assertThat(x.passages()).isNotEmpty();
        });
        assertThat(r.results()).extracting(Result::source).contains("bills", "us-code");
    }

    @Test
    void sourceConfinesTheAnswerToTheSourcesNamed() {
        SimilarResponse bills = similar("hr:117:3684", "bills", null, null, 10);
        assertThat(bills.results()).isNotEmpty().allSatisfy(x -> {
            assertThat(x.source()).isEqualTo("bills");
            assertThat(x.citation().citationString()).matches("(H\\.R\\.|S\\.|H\\.J\\.Res\\.|S\\.J\\.Res\\.).*");
        });
        assertThat(bills.results()).extracting(Result::id).doesNotContain("hr:117:3684");
        SimilarResponse two = similar("usc:17:107", "fr,crec", null, null, 10);
        assertThat(two.results()).isNotEmpty()
                .allSatisfy(x -> assertThat(x.source()).isIn("federal-register", "congressional-record"));
        SimilarResponse sections = similar("usc:17:107", "usc", null, null, 5);
        assertThat(sections.results()).hasSize(5).allSatisfy(x -> {
            assertThat(x.id()).startsWith("usc:17:").isNotEqualTo("usc:17:107");
            assertThat(x.citation().citationString()).startsWith("17 U.S.C. §");
        });
    }

    @Test
    void datesConfineTheAnswerBeforeScoring() throws SQLException {
        SimilarResponse all = similar("usc:17:107", null, null, null, SimilarRequest.MAX_LIMIT);
        List<String> days = new ArrayList<>();
        for (Result x : all.results()) {
            days.add(publishedAt(x.id()));
        }
        assertThat(days).as("the unfiltered answer spans dates on both sides of 2017").anyMatch(d -> d.compareTo("2017") < 0)
                .anyMatch(d -> d.compareTo("2017") > 0);

        SimilarResponse until = similar("usc:17:107", null, null, "2016-12-31", 20);
        assertThat(until.results()).isNotEmpty();
        for (Result x : until.results()) {
            assertThat(publishedAt(x.id())).as(x.id()).matches("\\d{4}-.*").isLessThanOrEqualTo("2016-12-31");
        }
        assertThat(until.filters()).containsEntry("until", "2016-12-31");

        SimilarResponse window = similar("hr:117:3684", null, "2021-01-01", "2021-12-31", 20);
        assertThat(window.results()).isNotEmpty();
        for (Result x : window.results()) {
            assertThat(publishedAt(x.id())).as(x.id()).isBetween("2021-01-01", "2021-12-31");
        }
    }
}
