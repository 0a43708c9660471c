package dev.josh.ingest;

import static dev.josh.ingest.document.Db.count;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ingest all} over the real corpus, run as its own process from the packaged jar: an
 * uninterrupted run, a second run that must change nothing, and a run killed with SIGKILL in the
 * middle of the U.S. Code and started again, which must end with exactly the rows and chunk ids
 * of an uninterrupted one. Then the contract every ingester owes the query side: every id parses
 * under the grammar and formats back to itself, every record has a citation string and a URL.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
@Tag("long")
class IngestAllIT {

    private static final String CORPUS = System.getProperty("josh.corpus");
    /** The file after which the killed run is cut: the next one (usc14.xml) is the largest title. */
    private static final String KILL_AFTER = "uscode/usc13.xml";
    /**
     * What the killed run ingests: a source that runs before the U.S. Code (done when the kill comes, so
     * skipped by the restart), titles 13 and 14 (cut in 14), and one that runs after (first run by the
     * restart). Resuming is per source and per file, so this slice shows all of it at a fifth of the
     * corpus's cost; the whole corpus's own run is the one the other tests read.
     */
    private static final List<String> KILLED_SLICE = List.of("legislators", "us-code", "lda-filings", "--titles", "13,14");

    @TempDir
    static Path dir;

    static Path clean;
    static JarProcess.Result first;

    @BeforeAll
    static void ingestEverythingOnce() throws Exception {
        WholeCorpus.Ingested whole = WholeCorpus.ingested();
        clean = whole.db();
        first = whole.run();
    }

    @Test
    @Order(1)
    void everySourceLoadsAndTheSummaryCountsIt() throws Exception {
        try (Connection c = JoshDatabase.readOnly(clean).getConnection()) {
            for (SourceCatalog.Source source : SourceCatalog.read(c)) {
                assertThat(count(c, "SELECT count(*) FROM " + source.table()))
                        .as("records in %s", source.table()).isPositive();
            }
        }
        assertThat(first.lines()).anyMatch(l -> l.startsWith("source ") && l.contains("added"));
    }

    @Test
    @Order(2)
    void aSecondRunChangesNothingAndTakesAFractionOfTheFirst() throws Exception {
        Map<String, Long> before = snapshot(clean);
        JarProcess.Result second = ingest(clean, null, List.of("all"));
        assertThat(second.exit()).isZero();
        assertThat(snapshot(clean)).isEqualTo(before);
        try (Connection c = JoshDatabase.readOnly(clean).getConnection()) {
            assertThat(count(c, "SELECT coalesce(sum(added + changed), 0) FROM ingest_runs WHERE run_id = "
                    + "(SELECT max(run_id) FROM ingest_runs)")).isZero();
        }
        // Both runs pay the same JVM and Spring start; the work itself is skipped by file hash.
        assertThat(second.took()).isLessThan(first.took().dividedBy(2));
    }

    @Test
    @Order(3)
    void aRunKilledMidwayAndStartedAgainEndsWithTheSameRowsAndChunkIds() throws Exception {
        Path uninterrupted = dir.resolve("uninterrupted/josh.db");
        JarProcess.Result whole = ingest(uninterrupted, null, KILLED_SLICE);
        assertThat(whole.exit()).as(String.join("\n", whole.lines())).isZero();
        Map<String, Long> expected = snapshot(uninterrupted);
        assertThat(expected).as("rows of the slice's three sources")
                .hasEntrySatisfying("us_code", rows -> assertThat(rows).isPositive())
                .hasEntrySatisfying("legislators", rows -> assertThat(rows).isPositive())
                .hasEntrySatisfying("lda_filings", rows -> assertThat(rows).isPositive());

        Path killed = dir.resolve("killed/josh.db");
        JarProcess.Result cut = ingest(killed, KILL_AFTER, KILLED_SLICE);
        assertThat(cut.exit()).as("killed by SIGKILL").isNotZero();
        assertThat(cut.lines()).noneMatch(l -> l.startsWith("source "));
        JarProcess.Result resumed = ingest(killed, null, KILLED_SLICE);
        assertThat(resumed.exit()).as(String.join("\n", resumed.lines())).isZero();
        assertThat(resumed.lines()).as("the restart recovers the execution the kill left running")
                .anyMatch(l -> l.contains("us-code: run") && l.contains("was cut off"));
        assertThat(snapshot(killed)).isEqualTo(expected);
    }

    @Test
    @Order(4)
    void everyIdParsesAndFormatsBackAndEveryRecordIsCited() throws Exception {
        try (Connection c = JoshDatabase.readOnly(clean).getConnection()) {
            for (SourceCatalog.Source source : SourceCatalog.read(c)) {
                String idColumn = hasColumn(c, source.table(), "id") ? "id" : null;
                try (Statement st = c.createStatement();
                     ResultSet rs = st.executeQuery("SELECT " + (idColumn == null ? "NULL" : idColumn)
                             + ", citation_string, source_url FROM " + source.table())) {
                    while (rs.next()) {
                        String id = rs.getString(1);
                        if (id != null) {
                            assertThat(PublicId.tryParse(id)).as("%s id %s", source.table(), id).isPresent();
                            assertThat(PublicId.parse(id).value()).isEqualTo(id);
                        }
                        assertThat(rs.getString(2)).as("%s %s citation", source.table(), id).isNotBlank();
                        assertThat(rs.getString(3)).as("%s %s url", source.table(), id).startsWith("http");
                    }
                }
            }
        }
    }

    /** Row counts of every table that holds data, and a digest of every chunk table's ids. */
    private static Map<String, Long> snapshot(Path db) throws SQLException {
        Map<String, Long> out = new TreeMap<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            List<String> tables = new ArrayList<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' "
                         + "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts_%' AND name NOT LIKE '%_vec0_%' "
                         + "AND name NOT IN ('flyway_schema_history', 'ingest_runs', 'source_files', 'ingestion_logs')")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                out.put(table, count(c, "SELECT count(*) FROM \"" + table + "\""));
                if (table.endsWith("_chunks")) {
                    out.put(table + ".chunk_id_digest", count(c, "SELECT coalesce(sum(chunk_id % 1000000007), 0) FROM " + table));
                }
            }
        }
        return out;
    }

    /** Runs {@code ingest SOURCES…} as a process; with {@code killAfter}, SIGKILLs it once that file is done. */
    private static JarProcess.Result ingest(Path db, String killAfter, List<String> sources)
            throws IOException, InterruptedException {
        Files.createDirectories(db.getParent());
        List<String> args = new ArrayList<>(List.of("ingest"));
        args.addAll(sources);
        args.addAll(List.of("--corpus", CORPUS, "--db", db.toString()));
        // With killAfter: 400 ms into the next, largest title's sections.
        return JarProcess.run(line -> killAfter != null && line.contains(killAfter + ":"), Duration.ofMillis(400),
                args.toArray(String[]::new));
    }

    private static boolean hasColumn(Connection c, String table, String column) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT 1 FROM pragma_table_info('" + table + "') WHERE name = '" + column + "'")) {
            return rs.next();
        }
    }
}
