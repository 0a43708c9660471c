package dev.josh.ingest.alerts;

import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * What every ingest ends with (and so {@code sync --then-ingest}): each saved search is evaluated against
 * the records loaded since it was last checked, its new matches recorded, and a webhook alert's sent
 * (with the deliveries earlier runs could not make). Nothing happens without an alerts file.
 */
public final class AlertsStep {

    /** Tries a delivery gets in one run, waiting 1 s, 2 s, 4 s between them. */
    static final int ATTEMPTS = 4;
    static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);

    /** One run: alerts evaluated, new matches, deliveries made and left for the next run. */
    public record Outcome(int alerts, int matches, int delivered, int pending) {
        public String summary() {
            return "alerts: " + alerts + " checked, " + matches + " new " + (matches == 1 ? "match" : "matches") + ", "
                    + delivered + " webhook " + (delivered == 1 ? "delivery" : "deliveries") + " made"
                    + (pending == 0 ? "" : ", " + pending + " failed (tried again by the next run)");
        }
    }

    private AlertsStep() {
    }

    /** The step over {@code database}; null when it has no alerts file (no alert was ever created). */
    public static Outcome run(DataSource database, Path databaseFile, Consumer<String> log)
            throws SQLException, InterruptedException {
        Path file = AlertsFile.of(databaseFile);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (Connection alerts = AlertsFile.openForWrite(file); Connection db = database.getConnection();
             HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()) {
            return run(alerts, new AlertStore(alerts), new AlertEvaluator(db),
                    new WebhookOutbox(alerts, http, Clock.systemUTC(), ATTEMPTS, FIRST_BACKOFF, log), Clock.systemUTC());
        }
    }

    static Outcome run(Connection alerts, AlertStore store, AlertEvaluator evaluator, WebhookOutbox outbox,
                       Clock clock) throws SQLException, InterruptedException {
        List<Alert> all = store.list();
        Map<String, Alert> byId = new LinkedHashMap<>();
        int matches = 0;
        for (Alert alert : all) {
            byId.put(alert.id(), alert);
            // The time is taken before the query: a record loaded while it runs is looked at again next time.
            String now = AlertsFile.checkpoint(clock.instant());
            List<AlertMatch> found = evaluator.matches(alert, now);
            // Matches and their delivery are written together: a match is never recorded without the POST that
            // announces it, whatever stops the run.
            alerts.setAutoCommit(false);
            try {
                List<AlertMatch> fresh = store.record(alert.id(), found, now);
                if (!fresh.isEmpty() && alert.webhook() != null) {
                    outbox.enqueue(alert, fresh);
                }
                alerts.commit();
                matches += fresh.size();
            } catch (SQLException | RuntimeException e) {
                alerts.rollback();
                throw e;
            } finally {
                alerts.setAutoCommit(true);
            }
        }
        WebhookOutbox.Sent sent = outbox.deliver(byId);
        return new Outcome(all.size(), matches, sent.delivered(), sent.pending());
    }
}
