package dev.josh.ingest.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.alerts.AlertMatch;
import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import dev.josh.ingest.CommandRun;
import dev.josh.ingest.sync.TestUpstream;
import dev.josh.ingest.uscode.OlrcTestLayout;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An alert from creation to delivery, as an operator runs it: {@code alerts create} with a webhook, then
 * {@code sync us-code --then-ingest} against the test upstream (the corpus's Title 9 served in the OLRC's
 * layout) after Title 9 changed upstream to hold the alert's word. The ingest that sync runs finds the
 * changed section, and the loopback receiver, which fails the first POST, gets the retry with a valid
 * HMAC signature and the same idempotency key: one delivery accepted, and none again on later runs.
 */
class AlertsSyncTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final String SECRET = "test-secret-of-the-receiver";

    @TempDir
    Path tmp;

    @Test
    void aSyncedChangeThatMatchesIsPostedOnceSignedAfterAFailedFirstTry() throws Exception {
        Path upstreamCorpus = tmp.resolve("upstream");
        Path title9 = upstreamCorpus.resolve("uscode/usc09.xml");
        Files.createDirectories(title9.getParent());
        Files.copy(CORPUS.resolve("uscode/usc09.xml"), title9);
        Path corpus = tmp.resolve("corpus");
        Path db = tmp.resolve("db/josh.db");
        try (TestUpstream upstream = TestUpstream.start(List.of(new OlrcTestLayout(upstreamCorpus)));
             WebhookReceiver receiver = new WebhookReceiver(1)) {
            CommandRun.Result first = sync(upstream, corpus, db);
            assertThat(first.exit()).as(first.err()).isZero();
            assertThat(first.out()).contains("ingesting what changed: us-code").doesNotContain("alerts:");

            CommandRun.Result created = CommandRun.cli("alerts", "create", "--query", "zeppelin mooring",
                    "--source", "us-code", "--webhook", receiver.url(), "--secret", SECRET, "--db", db.toString());
            assertThat(created.exit()).as(created.err()).isZero();
            String id = created.out().strip();
            assertThat(id).matches("al_[0-9a-f]{12}");
            assertThat(CommandRun.cli("alerts", "list", "--db", db.toString()).out())
                    .contains(id, "zeppelin mooring", "us-code", receiver.url());

            String text = Files.readString(title9);
            String from = "charter parties, bills of lading of water carriers";
            assertThat(text).contains(from);
            Files.writeString(title9, text.replace(from, "charter parties, zeppelin mooring contracts of water carriers"));
            Files.setLastModifiedTime(title9, FileTime.from(Instant.now().plusSeconds(2)));

            CommandRun.Result changed = sync(upstream, corpus, db);
            assertThat(changed.exit()).as(changed.err()).isZero();
            assertThat(changed.out()).contains("ingesting what changed: us-code",
                    "alerts: 1 checked, 1 new match, 1 webhook delivery made");

            List<WebhookReceiver.Received> posts = receiver.received();
            assertThat(posts).extracting(WebhookReceiver.Received::answered).containsExactly(500, 204);
            assertThat(posts.get(1).idempotencyKey()).as("the retry is the same delivery")
                    .isNotBlank().isEqualTo(posts.get(0).idempotencyKey());
            assertThat(posts.get(1).body()).isEqualTo(posts.get(0).body());
            WebhookReceiver.Received accepted = posts.get(1);
            assertThat(accepted.contentType()).isEqualTo("application/json");
            assertThat(accepted.signature()).isEqualTo(hmac(SECRET, accepted.timestamp() + "." + accepted.body()));
            assertThat(accepted.signature()).isNotEqualTo(hmac("another secret", accepted.timestamp() + "."
                    + accepted.body()));
            assertThat(Long.parseLong(accepted.timestamp())).isCloseTo(Instant.now().getEpochSecond(),
                    org.assertj.core.data.Offset.offset(120L));

            JsonNode body = JsonMapper.builder().build().readTree(accepted.body());
            assertThat(body.get("alert").get("id").asString()).isEqualTo(id);
            assertThat(body.get("idempotency_key").asString()).isEqualTo(accepted.idempotencyKey());
            List<String> ids = new ArrayList<>();
            body.get("matches").forEach(m -> ids.add(m.get("id").asString()));
            assertThat(ids).containsExactly("usc:9:1");
            JsonNode match = body.get("matches").get(0);
            assertThat(match.get("source").asString()).isEqualTo("us-code");
            assertThat(match.get("citation").asString()).contains("9 U.S.C.");

            try (Connection c = AlertsFile.openForWrite(AlertsFile.of(db))) {
                assertThat(new AlertStore(c).matches(id, null, 0, 10)).extracting(AlertMatch::recordId)
                        .containsExactly("usc:9:1");
                assertThat(deliveries(c)).containsExactly(Map.of("attempts", 2, "delivered", true));
            }

            // Nothing new upstream: no ingest; an ingest of the same files: no new match; no POST either way.
            assertThat(sync(upstream, corpus, db).out()).contains("nothing changed upstream");
            CommandRun.Result again = CommandRun.cli("ingest", "us-code", "--corpus", corpus.toString(),
                    "--db", db.toString());
            assertThat(again.exit()).as(again.err()).isZero();
            assertThat(again.out()).contains("alerts: 1 checked, 0 new matches, 0 webhook deliveries made");
            assertThat(receiver.received()).hasSize(2);
        }
    }

    private static CommandRun.Result sync(TestUpstream upstream, Path corpus, Path db) throws Exception {
        List<String> args = new ArrayList<>(List.of("sync", "us-code", "--title", "9", "--then-ingest", "--corpus",
                corpus.toString(), "--db", db.toString(), "--rate", "500"));
        for (Map.Entry<String, URI> base : upstream.bases().entrySet()) {
            args.addAll(List.of("--upstream", base.getKey() + "=" + base.getValue()));
        }
        Files.createDirectories(db.getParent());
        // In this JVM with standard output captured: the ingest that sync runs prints there.
        return CommandRun.run(args.toArray(String[]::new));
    }

    /** What the receiver computes to check a POST: HMAC-SHA256 of the signed text, as docs/alerts.md says. */
    private static String hmac(String secret, String signed) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return "sha256=" + HexFormat.of().formatHex(mac.doFinal(signed.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Map<String, Object>> deliveries(Connection c) throws Exception {
        List<Map<String, Object>> rows = new ArrayList<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT attempts, delivered_at FROM alert_deliveries")) {
            while (rs.next()) {
                rows.add(Map.of("attempts", rs.getInt(1), "delivered", rs.getString(2) != null));
            }
        }
        return rows;
    }
}
