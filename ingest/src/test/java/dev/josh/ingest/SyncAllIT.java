package dev.josh.ingest;

import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.lexical.LexicalIndexCheck;
import dev.josh.ingest.sync.SyncLedger;
import dev.josh.ingest.sync.TestLayouts;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.net.URI;
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
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sync all} from the test upstream (the real corpus files served under each upstream's real
 * URL layout), run as the operator runs it: the packaged jar as its own process, only the base URLs
 * pointed at loopback. The synced corpus must ingest to the same records and ids as the corpus
 * itself; a second sync downloads nothing; a changed upstream file reaches search through
 * {@code --then-ingest} while unchanged sources are not re-parsed; a sync killed mid-download and
 * started again ends with the same files and ledger as an uninterrupted one.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
@Tag("long")
class SyncAllIT {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    /**
     * Sources without a fetcher (docs/sync.md says why): roll-call votes (the corpus holds them in a
     * scraper's layout, not the chambers' own XML) and hearings (the House serves meeting XML only
     * through a form POST).
     */
    private static final Set<String> NOT_SYNCED = Set.of("roll_call_votes", "hearings");

    /**
     * Registry records put together from rows of several files (a docket from its documents, a topic
     * from its bills): the query that gives each record's files. Such a record is read from an upstream
     * home when any of its rows is.
     */
    private static final Map<String, String> FILES_OF_RECORD = Map.of(
            "regulations_dot_gov_dockets", "SELECT docket_id, source_file FROM regulations_dot_gov_docket_documents",
            "topic_taxonomy", "SELECT topic_id, source_file FROM topic_taxonomy_bills");

    /**
     * Corpus files that no upstream publishes where a fetcher could find them, by the corpus path a
     * record's {@code source_file} names, each with the reason. Records read from them are in the
     * corpus's own ingest and, rightly, not in the synced one; every other record must be in both.
     */
    private static final Map<String, String> NO_UPSTREAM_HOME = Map.ofEntries(
            Map.entry("billstatus/usgpo-samples/DEV-.*", "GPO's development samples of the BILLSTATUS schema"),
            Map.entry("bills-uslm/gpo-bill-version-samples-2024/.*",
                    "USLM samples of bill versions GovInfo publishes in the bill DTD only (bulk USLM is enrolled bills)"),
            Map.entry("bills-xhtml/.*", "XHTML renditions, which bulk data does not carry"),
            Map.entry("federal-register/fr-uslm/.*", "GPO's USLM pilot of one Federal Register issue"),
            Map.entry("ecfr/ecfr-api-fixtures/.*", "the eCFR API renderer's output, another upstream than bulk data"),
            Map.entry("cfr-uslm/.*", "GPO's USLM pilot of one annual CFR volume"),
            Map.entry("crs-reports/pdf/.*/(IN12669|R44243)\\.pdf", "PDFs saved without their version, so without a URL"),
            Map.entry("committee-reports/.*\\.xml", "GPO's USLM samples of committee reports, not a published collection"),
            Map.entry("committee-reports/.*/111hr4645rollcallExample\\.pdf", "a GPO sample page, not a report package"),
            Map.entry("congressional-record/CREC-2005-07-20/html/CREC-2005-07-20-pt1-Pgnull-2.htm",
                    "a granule file the issue's MODS does not list (a scraper's artifact with no page number)"));

    @TempDir
    static Path dir;

    /** What the test upstream serves from: the real corpus, linked file by file so a test can change one file. */
    static Path upstreamCorpus;
    static TestUpstream upstream;
    static JarProcess.Result firstSync;
    static Path synced;
    static Path syncedDb;

    @BeforeAll
    static void syncEverythingOnce() throws Exception {
        WholeCorpus.start(); // the reference the first test compares with, ingested while this syncs
        upstreamCorpus = linkTree(CORPUS, dir.resolve("upstream"));
        upstream = TestUpstream.start(TestLayouts.all(upstreamCorpus));
        synced = dir.resolve("synced/corpus");
        syncedDb = dir.resolve("synced/josh.db");
        firstSync = sync(synced, syncedDb);
        assertEveryFailureIsExplained(firstSync, syncedDb);
    }

    /**
     * The test upstream serves the corpus, a sample of each upstream: listings (the SAP indexes, the
     * GAO feed) name documents the sample lacks, and those answer 404, as they would from a
     * partial mirror; and the corpus's {@code gao-08-1075t.pdf} is an HTML page that GAO served
     * under a PDF's name, which the sync refuses. Anything else that fails is a bug.
     */
    static void assertEveryFailureIsExplained(JarProcess.Result run, Path db) throws SQLException {
        assertThat(run.exit()).as(run.output()).isIn(0, 1);
        try (SyncLedger ledger = SyncLedger.open(SyncLedger.pathFor(db))) {
            String runId = ledger.lastRuns().getFirst().runId();
            for (SyncLedger.Failure failure : ledger.failures(runId)) {
                boolean notInSample = failure.reason().contains("HTTP 404") && failure.corpusPath() != null
                        && !Files.exists(CORPUS.resolve(failure.corpusPath()));
                boolean errorPageAsPdf = failure.corpusPath() != null
                        && failure.corpusPath().equals("gao-reports/gao-08-1075t.pdf") && failure.reason().contains("an HTML page where a PDF was expected");
                assertThat(notInSample || errorPageAsPdf).as("unexplained failure %s", failure).isTrue();
            }
        }
    }

    @AfterAll
    static void stop() throws IOException {
        if (upstream != null) {
            upstream.close();
        }
        // The links point outside the temporary folder: removed here, JUnit's clean-up need not warn about each.
        try (Stream<Path> walk = Files.walk(upstreamCorpus)) {
            for (Path link : walk.filter(Files::isSymbolicLink).toList()) {
                Files.delete(link);
            }
        }
    }

    @Test
    @Order(1)
    void theSyncedCorpusIngestsToTheSameRecordsAndIdsAsTheCorpusItself() throws Exception {
        JarProcess.Result fromSync = JarProcess.run("ingest", "all", "--corpus", synced.toString(), "--db", syncedDb.toString());
        assertThat(fromSync.exit()).as(fromSync.output()).isZero();
        Path directDb = WholeCorpus.ingested().db();

        Map<String, Set<String>> fromUpstream = idsByTable(syncedDb, false);
        Map<String, Set<String>> fromCorpus = idsByTable(directDb, true);
        Map<String, Set<String>> allFromCorpus = idsByTable(directDb, false);
        NOT_SYNCED.forEach(fromCorpus::remove);
        NOT_SYNCED.forEach(fromUpstream::remove);
        System.out.println("records per table: synced corpus, corpus files with an upstream home, whole corpus");
        fromCorpus.forEach((table, ids) -> System.out.printf("  %-40s %7d %7d %7d%n", table,
                fromUpstream.getOrDefault(table, Set.of()).size(), ids.size(), allFromCorpus.get(table).size()));
        assertThat(fromUpstream.keySet()).isEqualTo(fromCorpus.keySet());
        for (String table : fromCorpus.keySet()) {
            // Every record of a file with an upstream home comes back; nothing comes back the corpus lacks.
            // (A record can come from another file of the same document: a report's PDF for its USLM sample.)
            assertThat(fromUpstream.get(table)).as("ids of %s", table).containsAll(fromCorpus.get(table));
            assertThat(allFromCorpus.get(table)).as("ids of %s", table).containsAll(fromUpstream.get(table));
        }
    }

    @Test
    @Order(2)
    void aSecondSyncDownloadsNothing() throws Exception {
        upstream.resetRequests();
        JarProcess.Result second = sync(synced, syncedDb);
        assertEveryFailureIsExplained(second, syncedDb);
        Set<String> filePaths = ledgerPaths(syncedDb);
        List<TestUpstream.Request> files = upstream.requests().stream()
                .filter(r -> filePaths.contains(r.path())).toList();
        assertThat(files).as("requests for files").isNotEmpty();
        // Some files are also the listing their fetcher reads (the SAP indexes, each Record issue's MODS):
        // read as a listing each time (Accept names the format), but never downloaded again as a file.
        assertThat(files).as("files downloaded again")
                .filteredOn(r -> r.status() == 200 && "*/*".equals(r.accept())).isEmpty();
        Map<String, List<String>> summary = summary(second);
        assertThat(summary).as("a row per synced source").hasSizeGreaterThanOrEqualTo(12);
        summary.forEach((source, cells) -> assertThat(cells.subList(1, 3)).as("new and changed of %s", source)
                .containsExactly("0", "0"));
        System.out.printf("first sync %d ms, second %d ms, second run's answers by status %s%n",
                firstSync.took().toMillis(), second.took().toMillis(), upstream.statusCounts());
        // Both runs pay the same JVM start; the second only reads listings.
        assertThat(second.took()).isLessThan(firstSync.took().dividedBy(2));
    }

    @Test
    @Order(3)
    void aChangedUpstreamFileReachesSearchAndUnchangedSourcesAreNotReparsed() throws Exception {
        change("uscode/usc09.xml", "charter parties, bills of lading of water carriers",
                "charter parties, zeppelin mooring contracts of water carriers");
        change("billstatus/117/BILLSTATUS-117hconres107.xml", "<text>Referred to the Subcommittee on Health.</text>",
                "<text>Referred to the Subcommittee on Zeppelin Safety.</text>");
        String lastRun = lastIngestRun(syncedDb);

        List<String> args = new ArrayList<>(List.of(syncArgs(synced, syncedDb)));
        args.add("--then-ingest");
        JarProcess.Result run = JarProcess.run(args.toArray(String[]::new));
        assertEveryFailureIsExplained(run, syncedDb);
        assertThat(run.output()).contains("ingesting what changed: bills, us-code");
        assertThat(run.lines()).as("the ingest it ran caught the lexical indexes up to what it changed")
                .anyMatch(l -> l.startsWith("lexical indexes: ") && !l.contains(" 0 caught up"));
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(syncedDb);

        try (Connection c = JoshDatabase.readOnly(syncedDb).getConnection()) {
            assertThat(strings(c, "SELECT DISTINCT c.document_id FROM us_code_fts f JOIN us_code_chunks c "
                    + "ON c.chunk_id = f.rowid WHERE us_code_fts MATCH 'zeppelin'")).containsExactly("usc:9:1");
            assertThat(strings(c, "SELECT c.chunk_id FROM us_code_fts f JOIN us_code_chunks c ON c.chunk_id = f.rowid "
                    + "WHERE us_code_fts MATCH '\"bills of lading of water carriers\"'")).as("chunks of the old text").isEmpty();
            assertThat(strings(c, "SELECT text FROM bill_actions WHERE bill_id = 'hconres:117:107'"))
                    .contains("Referred to the Subcommittee on Zeppelin Safety.")
                    .doesNotContain("Referred to the Subcommittee on Health.");
            assertThat(strings(c, "SELECT source FROM ingest_runs WHERE run_id > '" + lastRun + "' ORDER BY source"))
                    .as("sources ingested after the change: topic-taxonomy reads the BILLSTATUS files too")
                    .containsExactly("bills", "topic-taxonomy", "us-code");
            assertThat(strings(c, "SELECT changed FROM ingest_runs WHERE run_id > '" + lastRun + "' ORDER BY source"))
                    .containsExactly("1", "1", "1");
        }
        JarProcess.Result status = JarProcess.run("status", "--db", syncedDb.toString());
        assertThat(status.output()).contains("last sync", "upstream changed", "stale for");
        assertThat(status.lines()).as("freshness rows").anyMatch(l -> l.startsWith("us-code ") && l.endsWith("current"))
                .anyMatch(l -> l.startsWith("bills ") && l.endsWith("current"));
    }

    /** Replaces the upstream's copy of {@code corpusPath} with one where {@code from} reads {@code to}, changed now. */
    private static void change(String corpusPath, String from, String to) throws IOException {
        Path link = upstreamCorpus.resolve(corpusPath);
        String text = Files.readString(link);
        assertThat(text).contains(from);
        Files.delete(link);
        Files.writeString(link, text.replace(from, to));
    }

    private static String lastIngestRun(Path db) throws SQLException {
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            return strings(c, "SELECT max(run_id) FROM ingest_runs").getFirst();
        }
    }

    @Test
    @Order(4)
    void aSyncKilledMidDownloadAndStartedAgainEndsAsAnUninterruptedOne() throws Exception {
        // Only the slow file's source: the first sync already showed every source's files; what is
        // checked here is the resume, and one source's run of it costs a fraction of all of them.
        Path corpus = dir.resolve("killed/corpus");
        Path db = dir.resolve("killed/josh.db");
        String slowFile = TestLayouts.SLOW_FILE;
        upstream.fault(slowFile, new TestUpstream.Fault.Slow(100));
        upstream.resetRequests();
        Files.createDirectories(db.getParent());
        // The slow file (about 450 KB zipped, 28 pieces) takes about three seconds to send: half a
        // second after it began, it is mid-body.
        JarProcess.Result cut = JarProcess.runKilledWhen(() -> upstream.started().contains(slowFile), Duration.ofMillis(500),
                syncArgs(corpus, db, TestLayouts.SLOW_FILE_SOURCE));
        assertThat(cut.exit()).as("killed by SIGKILL").isNotZero();
        assertThat(upstream.started()).contains(slowFile);
        upstream.clearFaults();
        JarProcess.Result resumed = sync(corpus, db, TestLayouts.SLOW_FILE_SOURCE);
        assertEveryFailureIsExplained(resumed, db);
        try (Stream<Path> walk = Files.walk(corpus)) {
            assertThat(walk.filter(p -> p.toString().endsWith(".part")).toList()).isEmpty();
        }
        assertThat(ledger(db)).isNotEmpty().isEqualTo(ledger(syncedDb).stream()
                .filter(row -> row.split("\\|")[1].equals(TestLayouts.SLOW_FILE_SOURCE)).collect(Collectors.toSet()));
        Map<String, String> resumedFiles = corpusDigests(corpus);
        Map<String, String> uninterrupted = new TreeMap<>(corpusDigests(synced));
        uninterrupted.keySet().removeIf(path -> !path.startsWith(TestLayouts.SLOW_FILE_FOLDER + "/"));
        assertThat(resumedFiles).isNotEmpty().isEqualTo(uninterrupted);
    }

    private static JarProcess.Result sync(Path corpus, Path db) throws IOException, InterruptedException {
        return sync(corpus, db, "all");
    }

    private static JarProcess.Result sync(Path corpus, Path db, String source) throws IOException, InterruptedException {
        Files.createDirectories(db.getParent());
        return JarProcess.run(syncArgs(corpus, db, source));
    }

    private static String[] syncArgs(Path corpus, Path db) {
        return syncArgs(corpus, db, "all");
    }

    private static String[] syncArgs(Path corpus, Path db, String source) {
        List<String> args = new ArrayList<>(List.of("sync", source, "--corpus", corpus.toString(), "--db", db.toString(),
                "--rate", "500"));
        for (Map.Entry<String, URI> base : upstream.bases().entrySet()) {
            args.addAll(List.of("--upstream", base.getKey() + "=" + base.getValue()));
        }
        return args.toArray(String[]::new);
    }

    /** The sync's summary table: per source its cells (listed, new, changed, unchanged, failed, MB, seconds). */
    private static Map<String, List<String>> summary(JarProcess.Result run) {
        Map<String, List<String>> rows = new TreeMap<>();
        boolean inTable = false;
        for (String line : run.lines()) {
            if (line.startsWith("source ") && line.contains(" listed ")) {
                inTable = true;
            } else if (inTable && !line.matches("\\S+(\\s+[0-9.]+){7}")) {
                break;
            } else if (inTable) {
                List<String> cells = List.of(line.strip().split("\\s+"));
                rows.put(cells.getFirst(), cells.subList(1, cells.size()));
            }
        }
        return rows;
    }

    /** The paths (host name first, as the test upstream sees them) of every file the ledger holds. */
    private static Set<String> ledgerPaths(Path db) throws SQLException {
        Set<String> paths = new TreeSet<>();
        for (String row : ledger(db)) {
            paths.add(row.substring(0, row.indexOf('|')));
        }
        return paths;
    }

    /** Every file of the ledger with what must not depend on when or how often it ran. */
    static Set<String> ledger(Path db) throws SQLException {
        Set<String> rows = new TreeSet<>();
        try (SyncLedger ledger = SyncLedger.open(SyncLedger.pathFor(db))) {
            for (String source : sourcesIn(ledger)) {
                for (SyncLedger.Entry e : ledger.entries(source)) {
                    rows.add(String.join("|", e.url().replaceFirst("^http://127\\.0\\.0\\.1:\\d+", ""), e.source(),
                            e.corpusPath(), String.join(",", e.outputs()), Long.toString(e.size()), e.sha256()));
                }
            }
        }
        return rows;
    }

    private static List<String> sourcesIn(SyncLedger ledger) throws SQLException {
        return ledger.lastRuns().stream().map(SyncLedger.Run::source).toList();
    }

    private static Map<String, String> corpusDigests(Path corpus) throws IOException {
        Map<String, String> digests = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(corpus)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String relative = corpus.relativize(file).toString();
                if (!relative.startsWith(".")) {
                    digests.put(relative, Sha256.of(file));
                }
            }
        }
        return digests;
    }

    /**
     * The ids of every record table (its row count, for a table without ids); with
     * {@code upstreamHomeOnly}, without the records read from {@link #NO_UPSTREAM_HOME} files.
     */
    private static Map<String, Set<String>> idsByTable(Path db, boolean upstreamHomeOnly) throws SQLException {
        Map<String, Set<String>> ids = new TreeMap<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            for (SourceCatalog.Source source : SourceCatalog.read(c)) {
                Set<String> set = new TreeSet<>();
                boolean filed = hasColumn(c, source.table(), "source_file");
                String key = hasColumn(c, source.table(), "id") ? "id" : "'rows: ' || count(*)";
                String sql = FILES_OF_RECORD.getOrDefault(source.table(), "SELECT " + key + ", "
                        + (filed ? "source_file" : "NULL") + " FROM " + source.table());
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                    while (rs.next()) {
                        String file = rs.getString(2);
                        if (!upstreamHomeOnly || file == null
                                || NO_UPSTREAM_HOME.keySet().stream().noneMatch(file::matches)) {
                            set.add(rs.getString(1));
                        }
                    }
                }
                ids.put(source.table(), set);
            }
        }
        return ids;
    }

    private static boolean hasColumn(Connection c, String table, String column) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT 1 FROM pragma_table_info('" + table + "') WHERE name = '" + column + "'")) {
            return rs.next();
        }
    }

    /**
     * A directory that mirrors {@code from} with one symbolic link per file: the upstream then serves
     * the real files, and a test replaces one link with a changed copy (with a new modification time,
     * as an upstream's listing would show it).
     */
    static Path linkTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : walk.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.createSymbolicLink(target, source.toAbsolutePath());
                }
            }
        }
        return to;
    }
}
