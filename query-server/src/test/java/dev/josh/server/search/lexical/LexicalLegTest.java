package dev.josh.server.search.lexical;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexUpdate;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.ScoringSettings;
import dev.josh.server.support.TestDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lexical leg's bounds (a capped sample for frequent words, exact ranking for rare ones) and
 * its two grains: documents ranked as wholes by their document-level index, or by their best chunk.
 */
class LexicalLegTest {

    @TempDir
    static Path dir;
    static DataSource pool;
    static SourceTables source;
    private static final Deadline UNHURRIED = Deadline.after(Duration.ofMinutes(1));

    @BeforeAll
    static void aSourceWhereOneWordIsEverywhere() {
        TestDatabase db = TestDatabase.create(dir);
        for (int i = 1; i <= 30; i++) {
            db.section("usc:9:" + i, "Section " + i, "The arbitrator shall hear the parties in matter " + i + ".");
        }
        db.execute("UPDATE us_code SET published_at = '2024-05-01' WHERE id IN ('usc:9:29', 'usc:9:30')");
        db.section("usc:9:31", "Broadband", "Rural broadband deployment grants.");
        db.section("usc:9:32", "Pilot", "A pilot program for broadband mapping.");
        pool = db.readOnlyPool();
        source = new SourceRegistry(pool).find("us-code").orElseThrow();
    }

    static DataSource omnibusPool;
    static SourceTables omnibus;

    /** A second source: an omnibus section (many chunks on other things, one dense with a topic's word) and focused ones. */
    @BeforeAll
    static void anOmnibusSectionBesideFocusedOnes() throws IOException {
        TestDatabase db = TestDatabase.create(Files.createDirectories(dir.resolve("omnibus")));
        String[] chunks = new String[40];
        for (int i = 0; i < chunks.length; i++) {
            chunks[i] = "Appropriations for fiscal year " + (2000 + i) + " for salaries and expenses of agency "
                    + i + ", including travel, equipment, rent, and services.";
        }
        chunks[17] = "Wildfire wildfire wildfire suppression.";
        db.section("usc:9:40", "Consolidated appropriations", chunks);
        db.section("usc:9:41", "Wildfire suppression", "Funds for wildfire suppression on national forests, "
                + "including hazardous fuels reduction and the response to wildfire.");
        db.section("usc:9:42", "Forest roads", "Maintenance of forest roads.", "Closure of forest roads.");
        omnibusPool = db.readOnlyPool();
        omnibus = new SourceRegistry(omnibusPool).find("us-code").orElseThrow();
    }

    private static LexicalLeg byChunks(int scoredRows) {
        return new LexicalLeg(scoredRows, false, ScoringSettings.DEFAULT_FIELD_WEIGHTS);
    }

    private static LexicalLeg byDocuments(int scoredRows) {
        return new LexicalLeg(scoredRows, true, ScoringSettings.DEFAULT_FIELD_WEIGHTS);
    }

    @Test
    void aFrequentWordIsScoredOnASampleAndSaysSo() throws SQLException {
        LexicalLeg leg = byChunks(5);
        try (Connection conn = pool.getConnection()) {
            LexicalLeg.Hits common = leg.search(conn, source, query("\"shall\""), SearchFilter.NONE, 200, UNHURRIED);
            assertThat(common.hits()).hasSize(5);
            assertThat(common.capped()).isTrue();
            LexicalLeg.Hits rare = leg.search(conn, source, query("\"broadband\""), SearchFilter.NONE, 200, UNHURRIED);
            assertThat(rare.hits()).extracting(h -> h.document().documentId())
                    .containsExactlyInAnyOrder("usc:9:31", "usc:9:32");
            assertThat(rare.capped()).isFalse();
            // Uncapped, the same rows rank as the full query ranks them.
            assertThat(byChunks(LexicalLeg.DEFAULT_SCORED_ROWS).search(conn, source, query("\"shall\""),
                    SearchFilter.NONE,
                    200, UNHURRIED).hits()).hasSize(30);
            // Documents ranked as wholes: five times as many rows are scored (there are fewer of them).
            LexicalLeg.Hits documents = byDocuments(5).search(conn, source, query("\"shall\""), SearchFilter.NONE, 200,
                    UNHURRIED);
            assertThat(documents.hits()).hasSize(25).allSatisfy(h -> assertThat(h.chunkId()).isEqualTo(-1));
            assertThat(documents.capped()).isTrue();
        }
    }

    @Test
    void onItsLuceneIndexTheLegRanksEveryMatchWithoutTheSampleAndSaysWhichEngineReadIt() throws Exception {
        TestDatabase db = TestDatabase.create(Files.createDirectories(dir.resolve("lucene")));
        for (int i = 1; i <= 12; i++) {
            db.section("usc:9:" + i, "Section " + i, "The arbitrator shall hear the parties in matter " + i + ".");
        }
        new LexicalIndexUpdate(JoshDatabase.readWrite(db.path()), db.path(), line -> { }).run(false);
        LexicalQuery shall = new LexicalQueryParser().parse("shall");
        try (LexicalIndexes indexes = new LexicalIndexes(db.path());
             HikariDataSource readOnly = db.readOnlyPool();
             Connection conn = readOnly.getConnection()) {
            SourceTables usCode = new SourceRegistry(readOnly).find("us-code").orElseThrow();
            LexicalLeg onLucene = new LexicalLeg(5, false, ScoringSettings.DEFAULT_FIELD_WEIGHTS, indexes);
            LexicalLeg.Planned ranked = onLucene.searchPlanned(conn, List.of(usCode), shall, SearchFilter.NONE, 200,
                    10, 3, UNHURRIED);
            assertThat(ranked.engine()).isEqualTo("lucene");
            assertThat(ranked.documents()).as("every match ranked: no 5-row sample").hasSize(12);
            assertThat(ranked.capped()).isFalse();
            LexicalLeg.Planned sampled = byChunks(5).searchPlanned(conn, List.of(usCode), shall, SearchFilter.NONE,
                    200, 10, 3, UNHURRIED);
            assertThat(sampled.engine()).isEqualTo("fts5");
            assertThat(sampled.documents()).hasSize(5);
            assertThat(sampled.capped()).isTrue();
            // A prefix has no Lucene counterpart: FTS5 ranks it, index or not.
            assertThat(onLucene.searchPlanned(conn, List.of(usCode), new LexicalQueryParser().parse("arbitrat*"),
                    SearchFilter.NONE, 200, 10, 3, UNHURRIED).engine()).isEqualTo("fts5");
        }
    }

    @Test
    void aDateFilterAppliesBeforeTheCapThroughTheCoveringRecordIndex() throws SQLException {
        LexicalLeg leg = byChunks(12); // a filtered query scores a quarter: 3 rows
        SearchFilter recent = SearchFilter.parse("2023", null, null);
        SearchFilter old = SearchFilter.parse(null, "2022", null);
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.search(conn, source, query("\"shall\""), recent, 200, UNHURRIED).hits())
                    .extracting(h -> h.document().documentId()).containsExactlyInAnyOrder("usc:9:29", "usc:9:30");
            assertThat(leg.search(conn, source, query("\"shall\""), old, 200, UNHURRIED).hits()).hasSize(3);
            assertThat(leg.search(conn, source, query("\"shall\""), SearchFilter.parse(null, null, "usc:9:7"), 200,
                    UNHURRIED)
                    .hits()).extracting(h -> h.document().documentId()).containsExactly("usc:9:7");
        }
    }

    @Test
    void theAnyWordFallbackLeavesOutWordsTooFrequentToRankByWhenRarerOnesExist() throws SQLException {
        LexicalLeg leg = byChunks(5);
        LexicalQuery words = new LexicalQueryParser().parse("arbitrator shall broadband mapping");
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.withoutFrequentTerms(conn, source, words, UNHURRIED).fts5())
                    .isEqualTo("\"broadband\" OR \"mapping\"");
            LexicalLeg.Planned planned = leg.searchPlanned(conn, List.of(source), words, SearchFilter.NONE, 200, 10, 3,
                    UNHURRIED);
            // All words first, without the two in more than half the rows: only usc:9:32 has both others.
            assertThat(planned.plan()).isEqualTo("all_words_then_any_word");
            assertThat(planned.documents()).extracting(d -> d.document().documentId())
                    .containsExactly("usc:9:32", "usc:9:31");
            // Only frequent words: nothing rarer to rank by, so they stay (and are sampled).
            LexicalQuery frequent = new LexicalQueryParser().parse("arbitrator shall");
            assertThat(leg.withoutFrequentTerms(conn, source, frequent, UNHURRIED)).isEqualTo(frequent.anyTerm());
        }
    }

    @Test
    void wordsInMoreThanHalfTheRowsLeaveTheAllWordsQueryWhileAnotherWordRemains() throws SQLException {
        LexicalLeg leg = byChunks(LexicalLeg.DEFAULT_SCORED_ROWS);
        // "arbitrator", "shall", "hear", "parties", "matter" are in 30 of the 32 rows: bm25 weighs them nil
        LexicalQuery words = new LexicalQueryParser().parse("arbitrator shall hear parties matter 7");
        LexicalQuery weightless = new LexicalQueryParser().parse("arbitrator shall");
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.rowsHolding(conn, source, QueryNode.Term.of("shall"), UNHURRIED)).isEqualTo(30);
            // The same planning over documents counts the document-level index's rows.
            assertThat(byDocuments(LexicalLeg.DEFAULT_SCORED_ROWS).withoutWeightlessTerms(conn, source, words, UNHURRIED)
                    .fts5())
                    .isEqualTo("\"7\"");
            assertThat(leg.withoutWeightlessTerms(conn, source, words, UNHURRIED).fts5()).isEqualTo("\"7\"");
            LexicalLeg.Planned planned = leg.searchPlanned(conn, List.of(source), words, SearchFilter.NONE, 200, 1, 3,
                    UNHURRIED);
            // One document holds the rest, fewer than ALL_WORDS_ENOUGH: those with some of the words follow it.
            assertThat(planned.plan()).isEqualTo("all_words_then_any_word");
            assertThat(planned.documents().getFirst().document().documentId()).isEqualTo("usc:9:7");
            assertThat(planned.capped()).as("rows without the left-out words could match: the total is not exact")
                    .isTrue();
            // Nothing but such words: they stay, or there would be nothing to search for.
            assertThat(leg.withoutWeightlessTerms(conn, source, weightless, UNHURRIED)).isEqualTo(weightless.allTerms());
        }
    }

    @Test
    void aLongDocumentDoesNotWinByItsLuckiestChunkWhenDocumentsAreRankedAsWholes() throws SQLException {
        try (Connection conn = omnibusPool.getConnection()) {
            // By chunks, the omnibus section's one dense chunk outranks the focused section.
            assertThat(byChunks(LexicalLeg.DEFAULT_SCORED_ROWS).search(conn, omnibus, query("\"wildfire\""),
                    SearchFilter.NONE,
                    200, UNHURRIED).hits()).extracting(h -> h.document().documentId())
                    .containsExactly("usc:9:40", "usc:9:41");
            // As wholes, BM25's length normalization and the title's weight put the focused one first.
            assertThat(byDocuments(LexicalLeg.DEFAULT_SCORED_ROWS).search(conn, omnibus, query("\"wildfire\""),
                    SearchFilter.NONE,
                    200, UNHURRIED).hits())
                    .extracting(h -> h.document().documentId()).containsExactly("usc:9:41", "usc:9:40");
        }
    }

    @Test
    void passagesOfADocumentRankedAsAWholeAreItsChunksWithTheMostOfTheWords() throws SQLException {
        try (Connection conn = omnibusPool.getConnection()) {
            Map<String, List<ChunkHit>> passages = LexicalPassages.passages(conn, omnibus,
                    query("\"wildfire\" OR \"appropriations\""),
                    List.of("usc:9:40", "usc:9:41", "usc:9:42"), 2, UNHURRIED);
            List<ChunkHit> omnibus = passages.get("usc:9:40");
            assertThat(omnibus).hasSize(2);
            // The rare word held three times beats the word every other chunk holds once.
            assertThat(chunkText(conn, omnibus.get(0).chunkId())).startsWith("Wildfire wildfire");
            assertThat(omnibus.get(0).score()).isGreaterThan(omnibus.get(1).score());
            assertThat(passages.get("usc:9:41")).singleElement().satisfies(h -> assertThat(h.score()).isPositive());
            // No chunk of usc:9:42 holds the words: its first chunk stands in, scored 0.
            assertThat(passages.get("usc:9:42")).singleElement().satisfies(h -> assertThat(h.score()).isZero());
        }
    }

    @Test
    void markedWordsAreCountedCaseInsensitively() {
        assertThat(LexicalPassages.markedWords("a \u0001Fire\u0002 and \u0001fire\u0002 and \u0001forest\u0002"))
                .containsEntry("fire", 2).containsEntry("forest", 1).hasSize(2);
        assertThat(LexicalPassages.markedWords(null)).isEmpty();
    }

    private static String chunkText(Connection conn, long chunkId) throws SQLException {
        try (var ps = conn.prepareStatement("SELECT text FROM us_code_chunks WHERE chunk_id = ?")) {
            ps.setLong(1, chunkId);
            try (var rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** The query tree of {@code syntax}, as the parser reads a user's FTS5 syntax. */
    private static QueryNode query(String syntax) {
        return new LexicalQueryParser().parse(syntax).allTerms();
    }
}
