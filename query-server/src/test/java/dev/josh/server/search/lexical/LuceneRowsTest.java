package dev.josh.server.search.lexical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lexical leg on the Lucene index that mirrors a chunk index: the same documents, order and
 * scores as FTS5 ranking every match, without FTS5's sample of a frequent word's rows; and FTS5
 * again where the index cannot answer (a prefix) or does not mirror the database (rows written
 * since its commit).
 */
class LuceneRowsTest {

    @TempDir
    static Path dir;
    static TestDatabase db;
    static DataSource pool;
    static SourceTables source;
    static LexicalIndexes indexes;
    private static final Deadline UNHURRIED = Deadline.after(Duration.ofMinutes(1));

    @BeforeAll
    static void indexedSections() {
        db = TestDatabase.create(dir);
        for (int i = 1; i <= 30; i++) {
            db.section("usc:9:" + i, "Section " + i, "The arbitrator shall hear the parties in matter " + i + ".",
                    "An award may be vacated where there was evident partiality in the arbitrators, matter " + i + ".");
        }
        db.execute("UPDATE us_code SET published_at = '2024-05-01' WHERE id IN ('usc:9:29', 'usc:9:30')");
        db.section("usc:9:31", "Broadband", "Rural broadband deployment grants.");
        db.section("usc:9:32", "Pilot", "A pilot program for broadband mapping.");
        assertThat(db.updateLexicalIndexes()).filteredOn(u -> u.table().equals("us_code_fts"))
                .singleElement().satisfies(u -> assertThat(u.kind()).isEqualTo(LexicalIndexUpdate.Kind.REBUILT));
        pool = db.readOnlyPool();
        source = new SourceRegistry(pool).find("us-code").orElseThrow();
        indexes = new LexicalIndexes(db.path());
    }

    @AfterAll
    static void close() throws IOException {
        indexes.close();
    }

    private static LexicalLeg onLucene(int scoredRows) {
        return new LexicalLeg(scoredRows, false, ScoringSettings.DEFAULT_FIELD_WEIGHTS, indexes);
    }

    private static LexicalLeg onFts5(int scoredRows) {
        return new LexicalLeg(scoredRows, false, ScoringSettings.DEFAULT_FIELD_WEIGHTS);
    }

    @Test
    void everyMatchIsRankedAsFts5RanksItWithoutTheSample() throws SQLException {
        try (Connection conn = pool.getConnection()) {
            for (String match : List.of("\"shall\"", "\"evident\" AND \"partiality\"", "\"broadband\" OR \"mapping\"",
                    "\"evident partiality\"", "\"award\" NOT \"broadband\"")) {
                LexicalLeg.Hits lucene = onLucene(5).search(conn, source, query(match), SearchFilter.NONE, 200,
                        UNHURRIED);
                LexicalLeg.Hits fts5 = onFts5(LexicalLeg.DEFAULT_SCORED_ROWS).search(conn, source, query(match),
                        SearchFilter.NONE, 200, UNHURRIED);
                assertThat(lucene.hits()).as(match).hasSameSizeAs(fts5.hits()).isNotEmpty();
                assertThat(lucene.capped()).as(match + ": nothing sampled").isFalse();
                for (int i = 0; i < fts5.hits().size(); i++) {
                    ChunkHit f = fts5.hits().get(i);
                    ChunkHit l = lucene.hits().get(i);
                    assertThat(l.score()).as(match + " #" + i).isCloseTo(f.score(), within(Math.abs(f.score()) * 1e-5));
                }
                assertThat(lucene.hits()).extracting(ChunkHit::chunkId)
                        .containsExactlyInAnyOrderElementsOf(fts5.hits().stream().map(ChunkHit::chunkId).toList());
            }
            // FTS5 with the same small sample scores five of the 30 rows holding "shall", and says so.
            assertThat(onFts5(5).search(conn, source, query("\"shall\""), SearchFilter.NONE, 200,
                    UNHURRIED).hits()).hasSize(5);
        }
    }

    @Test
    void thePlanIsFts5sWithoutItsSample() throws SQLException {
        LexicalQuery words = new LexicalQueryParser().parse("arbitrator shall broadband mapping");
        try (Connection conn = pool.getConnection()) {
            LexicalLeg.Planned lucene = onLucene(5).searchPlanned(conn, List.of(source), words, SearchFilter.NONE, 200, 10,
                    3, UNHURRIED);
            LexicalLeg.Planned fts5 = onFts5(LexicalLeg.DEFAULT_SCORED_ROWS).searchPlanned(conn, List.of(source), words,
                    SearchFilter.NONE, 200, 10, 3, UNHURRIED);
            // "arbitrator" is in 60 of the 62 rows and leaves the all-words step; no row has the other three.
            assertThat(lucene.plan()).isEqualTo(fts5.plan()).isEqualTo("any_word");
            assertThat(lucene.documents()).extracting(d -> d.document().documentId())
                    .hasSize(32)
                    .containsExactlyElementsOf(fts5.documents().stream().map(d -> d.document().documentId()).toList());
            assertThat(onLucene(5).rowsHolding(conn, source, QueryNode.Term.of("shall"), UNHURRIED)).isEqualTo(30);
            // FTS5 with a 5-row sample keeps the words 5 rows or more hold out of its any-word step; an
            // index that prunes has no sample to fill and keeps them, as BM25 over all the words does,
            // but for a word without weight: "arbitrator", in 60 of the 62 rows, would score nothing.
            assertThat(onFts5(5).withoutFrequentTerms(conn, source, words, UNHURRIED).fts5())
                    .isEqualTo("\"broadband\" OR \"mapping\"");
            assertThat(onLucene(5).withoutFrequentTerms(conn, source, words, UNHURRIED).fts5())
                    .isEqualTo("\"shall\" OR \"broadband\" OR \"mapping\"");
        }
    }

    @Test
    void dateAndDocumentFiltersApplyInsideTheIndex() throws SQLException {
        try (Connection conn = pool.getConnection()) {
            assertThat(onLucene(5).search(conn, source, query("\"shall\""), SearchFilter.parse("2023", null, null), 200,
                    UNHURRIED).hits()).extracting(h -> h.document().documentId())
                    .containsExactlyInAnyOrder("usc:9:29", "usc:9:30");
            assertThat(onLucene(5).search(conn, source, query("\"shall\""), SearchFilter.parse(null, null,
                    "usc:9:7"), 200,
                    UNHURRIED).hits()).extracting(h -> h.document().documentId()).containsExactly("usc:9:7");
        }
    }

    @Test
    void whatTheIndexCannotAnswerIsRankedByFts5() throws SQLException {
        try (Connection conn = pool.getConnection()) {
            // A prefix: FTS5 expands it; the answer is FTS5's own, sample included.
            LexicalLeg.Hits prefix = onLucene(5).search(conn, source, query("\"arbit\"*"), SearchFilter.NONE, 200,
                    UNHURRIED);
            assertThat(prefix.hits()).hasSize(5);
            assertThat(prefix.capped()).isTrue();
        }
    }

    @Test
    void aDocumentWithManyMatchingChunksDoesNotCrowdOthersOutOfTheWindow() throws Exception {
        Path other = dir.resolve("omnibus");
        java.nio.file.Files.createDirectories(other);
        TestDatabase omnibus = TestDatabase.create(other);
        String[] dense = new String[250];
        java.util.Arrays.fill(dense, "Wildfire wildfire wildfire suppression.");
        omnibus.section("usc:9:1", "Omnibus", dense);
        String[] filler = new String[400]; // so that under half the rows hold the word, and its idf is not FTS5's floor
        java.util.Arrays.fill(filler, "Arbitration procedure.");
        omnibus.section("usc:9:99", "Arbitration", filler);
        for (int i = 2; i <= 50; i++) {
            omnibus.section("usc:9:" + i, "Section " + i, "Grants for wildfire mitigation in district " + i + ".");
        }
        omnibus.updateLexicalIndexes();
        LexicalQuery words = new LexicalQueryParser().parse("wildfire");
        try (LexicalIndexes omnibusIndexes = new LexicalIndexes(omnibus.path());
             var omnibusPool = omnibus.readOnlyPool(); Connection conn = omnibusPool.getConnection()) {
            SourceTables usc = new SourceRegistry(omnibusPool).find("us-code").orElseThrow();
            // A top of 200 rows (FTS5's window) is the omnibus section's chunks and nothing else.
            LexicalLeg.Planned byRows = new LexicalLeg(LexicalLeg.DEFAULT_SCORED_ROWS, false,
                    ScoringSettings.DEFAULT_FIELD_WEIGHTS).searchPlanned(conn, List.of(usc), words, SearchFilter.NONE,
                    200, 10, 3, UNHURRIED);
            assertThat(byRows.documents()).extracting(d -> d.document().documentId()).containsExactly("usc:9:1");
            // A top of documents holds the page's ten and the window's forty, the omnibus first with three passages.
            LexicalLeg.Planned byDocuments = new LexicalLeg(LexicalLeg.DEFAULT_SCORED_ROWS, false,
                    ScoringSettings.DEFAULT_FIELD_WEIGHTS, omnibusIndexes).searchPlanned(conn, List.of(usc), words,
                    SearchFilter.NONE, 200, 10, 3, UNHURRIED);
            assertThat(byDocuments.engine()).isEqualTo("lucene");
            assertThat(byDocuments.documents()).hasSize(LexicalLeg.Window.MIN_DOCUMENTS);
            assertThat(byDocuments.documents().get(0).document().documentId()).isEqualTo("usc:9:1");
            assertThat(byDocuments.documents().get(0).chunks()).hasSize(3);
            assertThat(byDocuments.capped()).as("ten more documents match").isTrue();
            // Passages turned off (passages-per-result=0): the documents are ranked the same, without chunks.
            LexicalLeg.Planned bare = new LexicalLeg(LexicalLeg.DEFAULT_SCORED_ROWS, false,
                    ScoringSettings.DEFAULT_FIELD_WEIGHTS, omnibusIndexes).searchPlanned(conn, List.of(usc), words,
                    SearchFilter.NONE, 200, 10, 0, UNHURRIED);
            assertThat(bare.documents()).extracting(d -> d.document().documentId())
                    .containsExactlyElementsOf(byDocuments.documents().stream().map(d -> d.document().documentId()).toList());
            assertThat(bare.documents()).allSatisfy(d -> assertThat(d.chunks()).isEmpty());
        }
    }

    @Test
    void rowsWrittenAfterTheIndexCommitAreFoundThroughFts5UntilTheIndexCatchesUp() throws Exception {
        Path other = dir.resolve("later");
        java.nio.file.Files.createDirectories(other);
        TestDatabase later = TestDatabase.create(other);
        later.section("usc:9:1", "Arbitration", "Arbitral awards are final.");
        later.updateLexicalIndexes();
        later.section("usc:9:2", "Salvage", "Salvage awards at sea.");
        try (LexicalIndexes laterIndexes = new LexicalIndexes(later.path());
             var laterPool = later.readOnlyPool(); Connection conn = laterPool.getConnection()) {
            SourceTables usc = new SourceRegistry(laterPool).find("us-code").orElseThrow();
            LexicalLeg leg = new LexicalLeg(5, false, ScoringSettings.DEFAULT_FIELD_WEIGHTS, laterIndexes);
            assertThat(laterIndexes.acquire(conn, "us_code_fts")).isEmpty();
            assertThat(leg.search(conn, usc, query("\"awards\""), SearchFilter.NONE, 200, UNHURRIED).hits())
                    .extracting(h -> h.document().documentId()).containsExactlyInAnyOrder("usc:9:1", "usc:9:2");
            later.updateLexicalIndexes();
            try (var lease = laterIndexes.acquire(conn, "us_code_fts").orElseThrow()) {
                assertThat(lease.searcher().rows()).isEqualTo(2);
            }
            assertThat(leg.search(conn, usc, query("\"awards\""), SearchFilter.NONE, 200, UNHURRIED).hits())
                    .extracting(h -> h.document().documentId()).containsExactlyInAnyOrder("usc:9:1", "usc:9:2");
        }
    }

    /** The query tree of {@code syntax}, as the parser reads a user's FTS5 syntax. */
    private static QueryNode query(String syntax) {
        return new LexicalQueryParser().parse(syntax).allTerms();
    }
}
