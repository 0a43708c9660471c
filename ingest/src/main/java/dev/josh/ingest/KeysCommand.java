package dev.josh.ingest;

import dev.josh.contracts.keys.ApiKeyTokens;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.Rows;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code keys create|list|revoke}: the API keys the query server accepts. The server only reads
 * the table, so keys created or revoked here take effect on its next request.
 */
@Command(name = "keys",
        description = "Issue, list and revoke the API keys the query server accepts (REST and MCP).",
        subcommands = {KeysCommand.Create.class, KeysCommand.ListKeys.class, KeysCommand.Revoke.class},
        usageHelpAutoWidth = true)
final class KeysCommand extends CommandGroup {

    static final int DEFAULT_RATE_PER_MINUTE = 600;

    @Option(names = "--db", paramLabel = "PATH", scope = picocli.CommandLine.ScopeType.INHERIT,
            description = "The database (default: $JOSH_DB, else data/josh.db).")
    Path db;

    JoshDatabase database() {
        JoshDatabase database = JoshDatabase.readWrite((db == null ? JoshDatabase.defaultPath() : db).toAbsolutePath());
        Migrations.migrate(database);
        return database;
    }

    /** The time a key is created or revoked at, to the second. */
    private static String now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** What every keys command is given: the {@code keys} command (its database) and its own command line. */
    abstract static class Subcommand implements Callable<Integer> {
        @ParentCommand
        KeysCommand keys;
        @Spec
        CommandSpec spec;
    }

    @Command(name = "create", description = "Issue a key; it is printed once and only its hash is stored.")
    static final class Create extends Subcommand {
        @Option(names = "--name", required = true, description = "Who or what the key is for.")
        String name;
        @Option(names = "--rate-per-minute", defaultValue = "" + DEFAULT_RATE_PER_MINUTE,
                description = "Units a minute this key may spend: a lookup costs 1, a search or a dossier more "
                        + "(default ${DEFAULT-VALUE}).")
        int ratePerMinute;

        @Override
        public Integer call() throws SQLException {
            if (ratePerMinute < 1) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--rate-per-minute must be at least 1");
            }
            ApiKeyTokens.Issued key = ApiKeyTokens.issue();
            try (Connection c = keys.database().getConnection();
                 PreparedStatement ps = c.prepareStatement("INSERT INTO api_keys "
                         + "(key_id, key_sha256, name, rate_per_minute, created_at) VALUES (?, ?, ?, ?, ?)")) {
                Params.bind(ps, 1, key.keyId(), key.sha256(), name, ratePerMinute, now());
                ps.executeUpdate();
            }
            PrintWriter out = spec.commandLine().getOut();
            out.println(key.token());
            spec.commandLine().getErr().println("key " + key.keyId() + " for '" + name + "' (" + ratePerMinute
                    + " units a minute: a lookup is 1, a search more, see docs/query-server.md). Send it as "
                    + "'Authorization: Bearer <key>' or 'X-API-Key: <key>'; "
                    + "it is not stored and cannot be shown again.");
            return 0;
        }
    }

    @Command(name = "list", description = "The keys issued: id, name, rate, created, revoked.")
    static final class ListKeys extends Subcommand {

        /** A row of {@code api_keys} as the list shows it (times as stored). */
        private record Issued(String keyId, String name, int ratePerMinute, String createdAt, String revokedAt) {
        }

        @Override
        public Integer call() throws SQLException {
            TextTable table = new TextTable("key id", "name", "per minute", "created", "revoked");
            try (Connection c = keys.database().getConnection()) {
                Rows.on(c).sql("SELECT key_id, name, rate_per_minute, created_at, revoked_at FROM api_keys "
                        + "ORDER BY created_at, key_id").query(Rows.of(Issued.class)).list()
                        .forEach(k -> table.row(k.keyId(), k.name(), k.ratePerMinute(), k.createdAt(), k.revokedAt()));
            }
            table.print(spec.commandLine().getOut());
            return 0;
        }
    }

    @Command(name = "revoke", description = "Revoke a key by its id; the server refuses it from the next request on.")
    static final class Revoke extends Subcommand {
        @Parameters(paramLabel = "KEY_ID", description = "The id shown by 'keys list'.")
        String keyId;

        @Override
        public Integer call() throws SQLException {
            try (Connection c = keys.database().getConnection();
                 PreparedStatement ps = c.prepareStatement(
                         "UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL")) {
                ps.setString(1, now());
                ps.setString(2, keyId);
                if (ps.executeUpdate() == 0) {
                    spec.commandLine().getErr().println("no active key " + keyId + "; see 'keys list'");
                    return 1;
                }
            }
            spec.commandLine().getOut().println("revoked " + keyId);
            return 0;
        }
    }
}
