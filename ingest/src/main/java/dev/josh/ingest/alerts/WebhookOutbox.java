package dev.josh.ingest.alerts;

import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertsFile;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Rows;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Webhook deliveries, at least once: new matches become a delivery (its body and its idempotency key)
 * written to the alerts file before anything is sent; every delivery not yet answered with a 2xx is
 * POSTed, retried with exponential backoff ({@code attempts} tries a run), and one still failing is tried
 * again by the next run. Every try of a delivery sends the same body and {@code Idempotency-Key}, so a
 * receiver that saw an earlier try (its answer lost) can drop the repeat.
 */
final class WebhookOutbox {

    static final String IDEMPOTENCY_HEADER = "Idempotency-Key";

    /** A run's outcome: deliveries answered with a 2xx, and those left for the next run. */
    record Sent(int delivered, int pending) {
    }

    private record Pending(String idempotencyKey, String alertId, String body, int attempts) {
    }

    private final JdbcClient alerts;
    private final HttpClient http;
    private final Clock clock;
    private final int attempts;
    private final Duration firstBackoff;
    private final Consumer<String> log;

    /**
     * @param attempts     tries a delivery gets in one run
     * @param firstBackoff the wait after the first failed try; each later wait is twice the one before
     */
    WebhookOutbox(Connection alerts, HttpClient http, Clock clock, int attempts, Duration firstBackoff,
                  Consumer<String> log) {
        this.alerts = Rows.on(alerts);
        this.http = http;
        this.clock = clock;
        this.attempts = attempts;
        this.firstBackoff = firstBackoff;
        this.log = log;
    }

    /** Writes one delivery of {@code fresh}, the new matches of a webhook alert. */
    void enqueue(Alert alert, List<AlertMatch> fresh) {
        String key = UUID.randomUUID().toString();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("alert", Map.of("id", alert.id(), "query", alert.query()));
        body.put("idempotency_key", key);
        body.put("matches", fresh.stream().map(WebhookOutbox::wire).toList());
        alerts.sql("INSERT INTO alert_deliveries (idempotency_key, alert_id, body, created_at) VALUES (?, ?, ?, ?)")
                .params(key, alert.id(), Json.write(body), AlertsFile.time(clock.instant())).update();
        for (AlertMatch m : fresh) {
            alerts.sql("UPDATE alert_matches SET delivery = ? WHERE seq = ?").params(key, m.seq()).update();
        }
    }

    private static Map<String, Object> wire(AlertMatch m) {
        Map<String, Object> match = new LinkedHashMap<>();
        match.put("seq", m.seq());
        match.put("id", m.recordId());
        match.put("source", m.source());
        match.put("title", m.title());
        match.put("citation", m.citation());
        match.put("retrieved_at", m.retrievedAt());
        match.put("matched_at", m.matchedAt());
        return match;
    }

    /** Sends every delivery not yet acknowledged, this run's and earlier runs' alike, oldest first. */
    Sent deliver(Map<String, Alert> byId) throws InterruptedException {
        int delivered = 0;
        int pending = 0;
        List<Pending> due = alerts.sql("SELECT idempotency_key, alert_id, body, attempts FROM alert_deliveries "
                + "WHERE delivered_at IS NULL ORDER BY created_at, idempotency_key").query(Rows.of(Pending.class)).list();
        for (Pending p : due) {
            Alert alert = byId.get(p.alertId());
            if (alert == null || alert.webhook() == null) {
                continue;
            }
            if (send(alert, p)) {
                delivered++;
            } else {
                pending++;
            }
        }
        return new Sent(delivered, pending);
    }

    private boolean send(Alert alert, Pending p) throws InterruptedException {
        Duration wait = firstBackoff;
        for (int i = 1; i <= attempts; i++) {
            String error = post(alert, p);
            if (error == null) {
                alerts.sql("UPDATE alert_deliveries SET attempts = attempts + 1, last_error = NULL, delivered_at = ? "
                        + "WHERE idempotency_key = ?").params(AlertsFile.time(clock.instant()), p.idempotencyKey())
                        .update();
                return true;
            }
            alerts.sql("UPDATE alert_deliveries SET attempts = attempts + 1, last_error = ? WHERE idempotency_key = ?")
                    .params(error, p.idempotencyKey()).update();
            log.accept("alert " + alert.id() + ": delivery " + p.idempotencyKey() + " to " + alert.webhook()
                    + " failed (" + error + "), try " + i + " of " + attempts + " this run");
            if (i < attempts) {
                Thread.sleep(wait.toMillis());
                wait = wait.multipliedBy(2);
            }
        }
        return false;
    }

    /** One try: null when the receiver answered 2xx, else what went wrong. */
    private String post(Alert alert, Pending p) throws InterruptedException {
        long timestamp = clock.instant().getEpochSecond();
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(URI.create(alert.webhook()))
                    .timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json")
                    .header(IDEMPOTENCY_HEADER, p.idempotencyKey())
                    .header(WebhookSignature.TIMESTAMP_HEADER, Long.toString(timestamp))
                    .header(WebhookSignature.SIGNATURE_HEADER, WebhookSignature.sign(alert.secret(), timestamp, p.body()))
                    .POST(HttpRequest.BodyPublishers.ofString(p.body()))
                    .build();
        } catch (IllegalArgumentException e) {
            return "not a URL a request can be sent to: " + e.getMessage();
        }
        try {
            int status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            return status / 100 == 2 ? null : "HTTP " + status;
        } catch (IOException e) {
            return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        }
    }
}
