package dev.josh.ingest.alerts;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import dev.josh.ingest.CommandGroup;
import dev.josh.ingest.DatabaseCommand;
import dev.josh.ingest.TextTable;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code alerts create|list|delete}: saved searches, kept in the alerts file beside the database
 * ({@link AlertsFile}), which every ingest evaluates against what it loaded (docs/alerts.md).
 */
@Command(name = "alerts",
        description = "Saved searches: every ingest (and sync --then-ingest) looks for new matches among the records "
                + "it loaded and sends them to a webhook, or keeps them for MCP (josh://alerts/ID) and REST "
                + "(GET /v1/alerts/ID/matches). See docs/alerts.md.",
        subcommands = {AlertsCommand.Create.class, AlertsCommand.ListAlerts.class, AlertsCommand.Delete.class},
        usageHelpAutoWidth = true)
public final class AlertsCommand extends CommandGroup {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** What {@code use} makes of the database's alerts, or {@code absent} when it has no alerts file (none is made). */
    private static <T> T existing(Path db, Function<AlertStore, T> use, T absent) throws SQLException {
        Path file = AlertsFile.of(db);
        if (!Files.isRegularFile(file)) {
            return absent;
        }
        try (Connection c = AlertsFile.openForWrite(file)) {
            return use.apply(new AlertStore(c));
        }
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    @Command(name = "create", usageHelpAutoWidth = true,
            description = "Save a search. Only records loaded from now on can match it; each matching record is "
                    + "reported once. Prints the alert's id (and, for a webhook without --secret, the secret "
                    + "its POSTs are signed with).")
    static final class Create extends DatabaseCommand {

        @Option(names = "--query", required = true, paramLabel = "WORDS",
                description = "Words every match holds; \"a phrase\" in double quotes as a phrase.")
        String query;
        @Option(names = "--source", split = ",", paramLabel = "NAME",
                description = "Only these sources, as 'status' names them (us-code, bills, federal-register, …).")
        List<String> sources = new ArrayList<>();
        @Option(names = "--congress", paramLabel = "N", description = "Only records of this Congress (of the sources that have one: bills, laws, reports, …).")
        Integer congress;
        @CommandLine.ArgGroup(multiplicity = "1")
        Delivery delivery;

        static final class Delivery {
            @CommandLine.ArgGroup(exclusive = false)
            Webhook webhook;
            @Option(names = "--mcp", required = true,
                    description = "No webhook: matches are read at josh://alerts/ID (MCP, with update notifications) "
                            + "or GET /v1/alerts/ID/matches.")
            boolean mcp;
        }

        static final class Webhook {
            @Option(names = "--webhook", required = true, paramLabel = "URL",
                    description = "POST new matches here (JSON, signed, retried; docs/alerts.md).")
            URI url;
            @Option(names = "--secret", paramLabel = "SECRET",
                    description = "The HMAC-SHA256 key of X-Josh-Signature (default: a random one, printed once).")
            String secret;
        }

        @Override
        public Integer call() throws SQLException {
            PrintWriter out = spec.commandLine().getOut();
            List<String> names = sources.stream().map(s -> s.strip().toLowerCase(Locale.ROOT)).distinct().toList();
            check(names);
            Webhook webhook = delivery.webhook;
            String secret = webhook == null ? null : webhook.secret == null ? random(32) : webhook.secret;
            Instant now = Instant.now();
            Alert alert = new Alert("al_" + random(6), query.strip(), names, congress,
                    webhook == null ? null : webhook.url.toString(), secret, AlertsFile.time(now),
                    AlertsFile.checkpoint(now));
            Path file = AlertsFile.of(databasePath());
            try (Connection c = AlertsFile.openForWrite(file)) {
                new AlertStore(c).create(alert);
            }
            out.println(alert.id());
            if (webhook != null && webhook.secret == null) {
                out.println("secret " + secret);
            }
            spec.commandLine().getErr().println("alert " + alert.id() + " saved in " + file + "; every ingest from now on "
                    + (webhook == null ? "records its matches (josh://alerts/" + alert.id() + ", GET /v1/alerts/"
                    + alert.id() + "/matches)" : "POSTs its new matches to " + alert.webhook()));
            return 0;
        }

        private void check(List<String> names) throws SQLException {
            try { // a query without a word is refused now, not at the next ingest
                AlertQuery.of(query);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--query: " + e.getMessage());
            }
            if (delivery.webhook != null) {
                URI url = delivery.webhook.url;
                if (!url.isAbsolute() || !List.of("http", "https").contains(url.getScheme().toLowerCase(Locale.ROOT))
                        || url.getHost() == null) {
                    throw new CommandLine.ParameterException(spec.commandLine(),
                            "--webhook must be an http or https URL, e.g. https://hooks.example.org/josh; got " + url);
                }
            }
            Path db = databasePath();
            if (names.isEmpty() || !Files.isRegularFile(db)) {
                return;
            }
            try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
                List<String> known = SourceCatalog.read(c).stream().map(SourceCatalog.Source::name).toList();
                for (String name : names) {
                    if (!known.contains(name)) {
                        throw new CommandLine.ParameterException(spec.commandLine(), "--source " + name
                                + ": no such source in " + db + "; the sources are " + known);
                    }
                }
            }
        }
    }

    @Command(name = "list", description = "The saved searches: id, query, filters, delivery, created, checked through.")
    static final class ListAlerts extends DatabaseCommand {

        @Override
        public Integer call() throws SQLException {
            TextTable table = new TextTable("id", "query", "sources", "congress", "delivery", "created", "checked through");
            for (Alert a : existing(databasePath(), AlertStore::list, List.<Alert>of())) {
                table.row(a.id(), a.query(), a.sources().isEmpty() ? "all" : String.join(",", a.sources()),
                        a.congress() == null ? "" : a.congress(),
                        a.webhook() == null ? "mcp" : a.webhook(), a.createdAt(), a.checkedThrough());
            }
            table.print(spec.commandLine().getOut());
            return 0;
        }
    }

    @Command(name = "delete", description = "Delete a saved search with its matches and pending deliveries.")
    static final class Delete extends DatabaseCommand {
        @Parameters(paramLabel = "ID", description = "The id 'alerts list' shows.")
        String id;

        @Override
        public Integer call() throws SQLException {
            if (!existing(databasePath(), store -> store.delete(id), false)) {
                spec.commandLine().getErr().println("no alert " + id + "; see 'alerts list'");
                return 1;
            }
            spec.commandLine().getOut().println("deleted " + id);
            return 0;
        }
    }
}
