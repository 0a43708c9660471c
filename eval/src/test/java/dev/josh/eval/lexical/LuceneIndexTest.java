package dev.josh.eval.lexical;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.SearchFilter;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Lucene column's index over U.S. Code title 9 as the real ingest loads it, against FTS5 on the same rows. */
@Tag("slow")
class LuceneIndexTest {

    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    @TempDir
    static Path dir;
    static Path db;

    @BeforeAll
    static void ingestTitle9() {
        db = dir.resolve("josh.db");
        assertThat(IngestApplication.run("ingest", "us-code", "--corpus", System.getProperty("josh.corpus"), "--db",
                db.toString(), "--titles", "9")).isZero();
    }

    /** The database's sources that have a lexical index. */
    private static List<SourceTables> searchable(JoshDatabase database) {
        return new SourceRegistry(database).all().stream().filter(SourceTables::lexicallySearchable).toList();
    }

    @Test
    void findsExactlyTheRowsFts5MatchesForAWordAndRanksThemLikeExactBm25() throws Exception {
        JoshDatabase database = JoshDatabase.readOnly(db);
        List<SourceTables> sources = searchable(database);
        try (Connection conn = database.getConnection();
             LuceneIndex lucene = LuceneIndex.openOrBuild(conn, db, sources, dir.resolve("words.lucene"), QUIET)) {
            for (String word : List.of("partiality", "arbitrators", "vacated")) {
                Set<Long> fts5 = matching(conn, "SELECT rowid FROM us_code_fts WHERE us_code_fts MATCH ?", word);
                assertThat(fts5).as(word + " is in title 9").isNotEmpty();
                assertThat(rows(lucene.search(sources, word, false, SearchFilter.NONE, 10_000, 1000)))
                        .as("rows holding '" + word + "' (stemmed alike)").isEqualTo(fts5);
            }
            List<DocumentHit> exact = new ExactBm25(conn, 200, 3).search(sources, "evident OR partiality",
                    SearchFilter.NONE);
            List<DocumentHit> ranked = lucene.search(sources, "evident partiality", false, SearchFilter.NONE, 200, 3);
            assertThat(ranked.getFirst().document()).as("the section on vacating awards for evident partiality")
                    .isEqualTo(exact.getFirst().document());
            Set<Long> phrase = matching(conn, "SELECT rowid FROM us_code_fts WHERE us_code_fts MATCH ?",
                    "\"evident partiality\"");
            assertThat(rows(lucene.search(sources, "evident partiality", true, SearchFilter.NONE, 1000, 1000)))
                    .isEqualTo(phrase);
        }
    }

    @Test
    void appliesTheDateFilterAsTheServersSqlDoes() throws Exception {
        JoshDatabase database = JoshDatabase.readOnly(db);
        List<SourceTables> sources = searchable(database);
        try (Connection conn = database.getConnection();
             LuceneIndex lucene = LuceneIndex.openOrBuild(conn, db, sources, dir.resolve("dates.lucene"), QUIET)) {
            String day = firstDay(conn);
            SearchFilter after = SearchFilter.parse(day, null, null);
            SearchFilter before = SearchFilter.parse(null, java.time.LocalDate.parse(day).minusDays(1).toString(), null);
            Set<Long> all = rows(lucene.search(sources, "arbitration", false, SearchFilter.NONE, 10_000, 1000));
            Set<Long> since = rows(lucene.search(sources, "arbitration", false, after, 10_000, 1000));
            Set<Long> until = rows(lucene.search(sources, "arbitration", false, before, 10_000, 1000));
            assertThat(since).as("every record of title 9 is published on or after its first day").isEqualTo(all)
                    .isNotEmpty();
            assertThat(until).as("nothing before the first day").isEmpty();
        }
    }

    @Test
    void reusesTheIndexUntilTheDatabaseChanges() throws Exception {
        Path copy = dir.resolve("copy.db");
        Files.copy(db, copy);
        JoshDatabase database = JoshDatabase.readOnly(copy);
        List<SourceTables> sources = searchable(database);
        Path index = dir.resolve("cache.lucene");
        try (Connection conn = database.getConnection()) {
            try (LuceneIndex first = LuceneIndex.openOrBuild(conn, copy, sources, index, QUIET)) {
                assertThat(first.provenance().cached()).isFalse();
                assertThat(first.provenance().rows()).isGreaterThan(10);
            }
            try (LuceneIndex second = LuceneIndex.openOrBuild(conn, copy, sources, index, QUIET)) {
                assertThat(second.provenance().cached()).isTrue();
                assertThat(second.provenance().rows()).isGreaterThan(10);
            }
            Files.setLastModifiedTime(copy, FileTime.from(Instant.now().plusSeconds(60)));
            try (LuceneIndex third = LuceneIndex.openOrBuild(conn, copy, sources, index, QUIET)) {
                assertThat(third.provenance().cached()).as("the database changed").isFalse();
            }
        }
    }

    private static String firstDay(Connection conn) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT min(substr(published_at, 1, 10)) FROM us_code");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static Set<Long> matching(Connection conn, String sql, String match) throws SQLException {
        Set<Long> out = new HashSet<>();
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, match);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getLong(1));
                }
            }
        }
        return out;
    }

    private static Set<Long> rows(List<DocumentHit> hits) {
        Set<Long> out = new HashSet<>();
        hits.forEach(d -> d.chunks().stream().map(ChunkHit::chunkId).forEach(out::add));
        return out;
    }
}
