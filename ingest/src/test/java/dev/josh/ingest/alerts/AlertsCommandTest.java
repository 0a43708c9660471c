package dev.josh.ingest.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.CommandRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code alerts create|list|delete}: what each prints, and the usage errors a bad alert gets before it is saved. */
class AlertsCommandTest {

    @TempDir
    Path tmp;

    @Test
    void createListDelete() {
        String db = tmp.resolve("josh.db").toString();
        CommandRun.Result mcp = CommandRun.cli("alerts", "create", "--query", "\"fair use\" library", "--congress", "118",
                "--mcp", "--db", db);
        assertThat(mcp.exit()).as(mcp.err()).isZero();
        String id = mcp.out().strip();
        assertThat(id).matches("al_[0-9a-f]{12}");
        assertThat(mcp.err()).contains("josh://alerts/" + id, "/v1/alerts/" + id + "/matches");

        CommandRun.Result hook = CommandRun.cli("alerts", "create", "--query", "zeppelin", "--webhook",
                "https://hooks.example.org/josh", "--db", db);
        assertThat(hook.exit()).as(hook.err()).isZero();
        assertThat(hook.out().lines().toList()).as("the id, then the secret made for it")
                .hasSize(2).last().asString().matches("secret [0-9a-f]{64}");

        String list = CommandRun.cli("alerts", "list", "--db", db).out();
        assertThat(list).contains(id, "\"fair use\" library", "118", "mcp", "https://hooks.example.org/josh")
                .doesNotContain(hook.out().lines().toList().getLast().substring("secret ".length()));
        assertThat(CommandRun.cli("alerts", "delete", id, "--db", db).out()).contains("deleted " + id);
        assertThat(CommandRun.cli("alerts", "list", "--db", db).out()).doesNotContain(id).contains("zeppelin");
        CommandRun.Result again = CommandRun.cli("alerts", "delete", id, "--db", db);
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("no alert " + id);
    }

    @Test
    void aBadAlertIsAUsageErrorAndNothingIsSaved() {
        String db = tmp.resolve("josh.db").toString();
        assertUsage("no word", "alerts", "create", "--query", "\" \" --", "--mcp", "--db", db);
        assertUsage("http or https", "alerts", "create", "--query", "x", "--webhook", "ftp://example.org/x", "--db", db);
        assertUsage("--mcp", "alerts", "create", "--query", "x", "--db", db);
        assertUsage("mutually exclusive", "alerts", "create", "--query", "x", "--mcp", "--webhook",
                "https://example.org/x", "--db", db);
        assertThat(CommandRun.cli("alerts", "list", "--db", db).out().lines().count()).as("the header only").isEqualTo(1);
    }

    private static void assertUsage(String message, String... args) {
        CommandRun.Result run = CommandRun.cli(args);
        assertThat(run.exit()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message);
    }
}
