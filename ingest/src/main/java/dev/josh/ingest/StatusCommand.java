package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SqlQueries;
import dev.josh.ingest.sync.SyncLedger;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;

/** {@code status [--db PATH]}: what the database holds and how the last runs went. Opens the file read-only. */
@Command(name = "status",
        description = "Per source: records, chunks, embedded chunks per model, pending embedding jobs, "
                + "the last run and its counts, and failures logged in ingestion_logs.",
        usageHelpAutoWidth = true)
final class StatusCommand extends DatabaseCommand {

    @Override
    public Integer call() throws SQLException {
        Path dbPath = databasePath();
        PrintWriter out = spec.commandLine().getOut();
        Path ledger = SyncLedger.pathFor(dbPath);
        if (!Files.isRegularFile(dbPath) && Files.isRegularFile(ledger)) {
            // A first sync comes before any ingest: what it did, failures included, is all there is to show.
            out.println("database: " + dbPath + ": no database yet; 'ingest' builds it from what 'sync' fetched");
            out.println("sync ledger: " + ledger);
            out.println();
            freshness(null, ledger, Instant.now(), out);
            return 0;
        }
        if (!Files.isRegularFile(dbPath)) {
            spec.commandLine().getErr().println("no database at " + dbPath + ". Build one with 'ingest all --corpus DIR --db "
                    + dbPath + "', or point --db (or JOSH_DB) at an existing file.");
            return 1;
        }
        try (Connection c = JoshDatabase.readOnly(dbPath).getConnection()) {
            out.println("database: " + dbPath);
            if (!SqlQueries.hasTable(c, "ingest_runs")) {
                out.println("no Josh tables yet: run 'ingest' first");
                return 0;
            }
            out.println();
            records(c).print(out);
            out.println();
            runs(c).print(out);
            if (Files.isRegularFile(ledger)) {
                out.println();
                freshness(c, ledger, Instant.now(), out);
            }
        }
        return 0;
    }

    /**
     * Per synced source: the last sync and what it found, when upstream last changed a file, how long
     * ago the last clean sync ended, and whether a change is still waiting for ingest; then, per source
     * whose last sync failed somewhere, the first failure (URL, reason). {@code c} is null before any ingest.
     */
    private static void freshness(Connection c, Path ledgerFile, Instant now, PrintWriter out) throws SQLException {
        TextTable table = new TextTable("last sync", "finished", "status", "listed", "new", "changed", "failed",
                "upstream changed", "stale for", "ingest");
        List<String> failures = new ArrayList<>();
        try (SyncLedger ledger = SyncLedger.open(ledgerFile)) {
            for (SyncLedger.Run run : ledger.lastRuns()) {
                Instant changed = ledger.lastUpstreamChange(run.source());
                Instant lastIngest = c == null ? null : lastIngestFinished(c, run.source());
                boolean pending = changed != null && (lastIngest == null || lastIngest.isBefore(changed));
                table.row(run.source(), run.finishedAt(), run.status(), run.listed(), run.added(), run.changed(),
                        run.failed(), changed, run.finishedAt() == null ? null : age(Duration.between(run.finishedAt(), now)),
                        pending ? "pending: run 'ingest " + run.source() + "'" : "current");
                List<SyncLedger.Failure> failed = ledger.failures(run.runId()).stream()
                        .filter(f -> f.source().equals(run.source())).toList();
                if (!failed.isEmpty()) {
                    failures.add(run.source() + ": " + failed.getFirst() + (failed.size() == 1 ? ""
                            : " (and " + (failed.size() - 1) + " more in " + ledgerFile + ", table sync_failures)"));
                }
            }
        }
        table.print(out);
        failures.forEach(out::println);
    }

    private static Instant lastIngestFinished(Connection c, String source) {
        return Rows.on(c).sql("SELECT MAX(finished_at) FROM ingest_runs WHERE source = ? AND status = 'completed'")
                .param(source).query(String.class).optional().map(Instant::parse).orElse(null);
    }

    private static String age(Duration d) {
        if (d.toDays() > 0) {
            return d.toDays() + "d " + d.toHoursPart() + "h";
        }
        return d.toHours() > 0 ? d.toHours() + "h " + d.toMinutesPart() + "m" : d.toMinutes() + "m";
    }

    private static TextTable records(Connection c) throws SQLException {
        TextTable table = new TextTable("records", "shape", "rows", "chunks", "embedded (model@version: chunks)",
                "pending jobs", "claimed jobs");
        for (SourceCatalog.Source source : SourceCatalog.read(c)) {
            boolean body = source.shape() == SourceCatalog.Shape.BODY;
            table.row(source.name(), source.shape().name().toLowerCase(Locale.ROOT),
                    SqlQueries.count(c, "SELECT COUNT(*) FROM " + source.table()),
                    body ? SqlQueries.count(c, "SELECT COUNT(*) FROM " + source.chunksTable()) : null,
                    body ? embedded(c, source) : null,
                    body ? SqlQueries.count(c, "SELECT COUNT(*) FROM chunk_embedding_jobs WHERE status = 'pending' AND chunk_table = '"
                            + source.chunksTable() + "'") : null,
                    body ? claimed(c, source.chunksTable(), Instant.now()) : null);
        }
        return table;
    }

    /**
     * Jobs a worker holds and has not finished, with the age of the oldest claim: a worker that died
     * leaves its claims until the claim timeout, and they are neither pending nor embedded meanwhile.
     */
    private static String claimed(Connection c, String chunksTable, Instant now) {
        Claims claims = Rows.on(c).sql("SELECT COUNT(*) AS count, MIN(claimed_at) AS oldest FROM chunk_embedding_jobs "
                + "WHERE status = 'running' AND chunk_table = ?").param(chunksTable).query(Rows.of(Claims.class)).single();
        return claims.oldest() == null ? Long.toString(claims.count())
                : claims.count() + " (oldest " + age(Duration.between(claims.oldest(), now)) + " ago)";
    }

    private record Claims(long count, Instant oldest) {
    }

    private static String embedded(Connection c, SourceCatalog.Source source) throws SQLException {
        if (!SqlQueries.hasTable(c, source.vectorsTable())) {
            return "0";
        }
        List<String> models = Rows.on(c).sql("SELECT model_id || '@' || model_version || ': ' || COUNT(*) FROM "
                + source.vectorsTable() + " GROUP BY model_id, model_version ORDER BY model_id, model_version")
                .query(String.class).list();
        return models.isEmpty() ? "0" : String.join("; ", models);
    }

    private static TextTable runs(Connection c) throws SQLException {
        TextTable table = new TextTable("last run", "run id", "status", "finished", "files", "added", "changed",
                "unchanged", "failed", "warnings", "errors logged", "warnings logged");
        List<LastRun> last = Rows.on(c).sql("""
                SELECT source, run_id, status, finished_at, files_read, added, changed, unchanged, failed, warnings
                FROM ingest_runs r
                WHERE started_at = (SELECT MAX(started_at) FROM ingest_runs WHERE source = r.source)
                ORDER BY source""").query(Rows.of(LastRun.class)).list();
        for (LastRun run : last) {
            table.row(run.source(), run.runId(), run.status(), run.finishedAt(), run.filesRead(), run.added(),
                    run.changed(), run.unchanged(), run.failed(), run.warnings(), logged(c, run.source(), "error"),
                    logged(c, run.source(), "warning"));
        }
        return table;
    }

    /** A source's latest ingest run as {@code ingest_runs} has it ({@code finished_at} as stored, null while running). */
    private record LastRun(String source, String runId, String status, String finishedAt, int filesRead, int added,
                           int changed, int unchanged, int failed, int warnings) {
    }

    private static long logged(Connection c, String source, String level) {
        return Rows.on(c).sql("SELECT COUNT(*) FROM ingestion_logs WHERE source = ? AND level = ?")
                .params(source, level).query(Long.class).single();
    }
}
