package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lexical leg's bounds: a capped sample for frequent words, exact ranking for rare ones. */
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

    @Test
    void aFrequentWordIsScoredOnASampleAndSaysSo() throws SQLException {
        LexicalLeg leg = new LexicalLeg(5);
        try (Connection conn = pool.getConnection()) {
            LexicalLeg.Hits common = leg.search(conn, source, "\"shall\"", SearchFilter.NONE, 200, UNHURRIED);
            assertThat(common.hits()).hasSize(5);
            assertThat(common.capped()).isTrue();
            LexicalLeg.Hits rare = leg.search(conn, source, "\"broadband\"", SearchFilter.NONE, 200, UNHURRIED);
            assertThat(rare.hits()).extracting(h -> h.document().documentId())
                    .containsExactlyInAnyOrder("usc:9:31", "usc:9:32");
            assertThat(rare.capped()).isFalse();
            // Uncapped, the same rows rank as the full query ranks them.
            assertThat(new LexicalLeg().search(conn, source, "\"shall\"", SearchFilter.NONE, 200, UNHURRIED).hits())
                    .hasSize(30);
        }
    }

    @Test
    void aDateFilterAppliesBeforeTheCapThroughTheCoveringRecordIndex() throws SQLException {
        LexicalLeg leg = new LexicalLeg(12); // a filtered query scores a quarter: 3 rows
        SearchFilter recent = SearchFilter.parse("2023", null, null);
        SearchFilter old = SearchFilter.parse(null, "2022", null);
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.search(conn, source, "\"shall\"", recent, 200, UNHURRIED).hits())
                    .extracting(h -> h.document().documentId()).containsExactlyInAnyOrder("usc:9:29", "usc:9:30");
            assertThat(leg.search(conn, source, "\"shall\"", old, 200, UNHURRIED).hits()).hasSize(3);
            assertThat(leg.search(conn, source, "\"shall\"", SearchFilter.parse(null, null, "usc:9:7"), 200, UNHURRIED)
                    .hits()).extracting(h -> h.document().documentId()).containsExactly("usc:9:7");
        }
    }

    @Test
    void theAnyWordFallbackLeavesOutWordsTooFrequentToRankByWhenRarerOnesExist() throws SQLException {
        LexicalLeg leg = new LexicalLeg(5);
        LexicalQuery words = new LexicalQueryParser().parse("arbitrator shall broadband mapping");
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.withoutFrequentTerms(conn, source, words, UNHURRIED)).isEqualTo("\"broadband\" OR \"mapping\"");
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
        LexicalLeg leg = new LexicalLeg();
        // "arbitrator", "shall", "hear", "parties", "matter" are in 30 of the 32 rows: bm25 weighs them nil
        LexicalQuery words = new LexicalQueryParser().parse("arbitrator shall hear parties matter 7");
        LexicalQuery weightless = new LexicalQueryParser().parse("arbitrator shall");
        try (Connection conn = pool.getConnection()) {
            assertThat(leg.rowsHolding(conn, source, "\"shall\"", UNHURRIED)).isEqualTo(30);
            assertThat(leg.withoutWeightlessTerms(conn, source, words, UNHURRIED)).isEqualTo("\"7\"");
            LexicalLeg.Planned planned = leg.searchPlanned(conn, List.of(source), words, SearchFilter.NONE, 200, 1, 3,
                    UNHURRIED);
            assertThat(planned.plan()).isEqualTo("all_words");
            assertThat(planned.documents()).extracting(d -> d.document().documentId()).containsExactly("usc:9:7");
            assertThat(planned.capped()).as("rows without the left-out words could match: the total is not exact")
                    .isTrue();
            // Nothing but such words: they stay, or there would be nothing to search for.
            assertThat(leg.withoutWeightlessTerms(conn, source, weightless, UNHURRIED)).isEqualTo(weightless.allTerms());
        }
    }
}
