package dev.josh.ingest.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At least once across runs: a delivery whose every try of one run failed stays in the alerts file and is
 * sent by the next run (another outbox on a reopened file, as the next ingest opens it), with the same
 * idempotency key and body; a delivered one is never sent again.
 */
class WebhookOutboxTest {

    @TempDir
    Path tmp;

    @Test
    void aDeliveryThatFailedEveryTryOfARunIsSentByTheNextRun() throws Exception {
        Path file = tmp.resolve("josh.db.alerts");
        String now = AlertsFile.time(Instant.now());
        try (WebhookReceiver receiver = new WebhookReceiver(3); HttpClient http = HttpClient.newHttpClient()) {
            Alert alert = new Alert("al_000000000001", "fair use", List.of(), null, receiver.url(), "s", now, now);
            try (Connection c = AlertsFile.openForWrite(file)) {
                AlertStore store = new AlertStore(c);
                store.create(alert);
                List<AlertMatch> fresh = store.record(alert.id(), List.of(new AlertMatch(0, alert.id(), "usc:17:107",
                        "us-code", "Limitations on exclusive rights: Fair use", "17 U.S.C. 107", now, now)), now);
                WebhookOutbox outbox = outbox(c, http);
                outbox.enqueue(alert, fresh);
                assertThat(outbox.deliver(Map.of(alert.id(), alert))).isEqualTo(new WebhookOutbox.Sent(0, 1));
            }
            assertThat(receiver.received()).extracting(WebhookReceiver.Received::answered).containsExactly(500, 500);
            try (Connection c = AlertsFile.openForWrite(file)) {
                WebhookOutbox next = outbox(c, http);
                assertThat(next.deliver(Map.of(alert.id(), alert))).isEqualTo(new WebhookOutbox.Sent(1, 0));
                assertThat(next.deliver(Map.of(alert.id(), alert))).isEqualTo(new WebhookOutbox.Sent(0, 0));
            }
            List<WebhookReceiver.Received> posts = receiver.received();
            assertThat(posts).extracting(WebhookReceiver.Received::answered).containsExactly(500, 500, 500, 204);
            assertThat(posts).extracting(WebhookReceiver.Received::idempotencyKey).containsOnly(posts.getFirst()
                    .idempotencyKey());
            assertThat(posts).extracting(WebhookReceiver.Received::body).containsOnly(posts.getFirst().body());
            assertThat(posts.getFirst().body()).contains("\"id\":\"usc:17:107\"");
        }
    }

    /** Two tries a run, 10 ms apart, so the test need not wait for the real backoff. */
    private static WebhookOutbox outbox(Connection c, HttpClient http) {
        return new WebhookOutbox(c, http, Clock.systemUTC(), 2, Duration.ofMillis(10), message -> { });
    }
}
