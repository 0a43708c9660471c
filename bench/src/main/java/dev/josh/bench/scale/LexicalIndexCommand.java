package dev.josh.bench.scale;

import dev.josh.bench.report.Machine;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.lexical.LexicalIndexUpdate;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.SourceTables;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code josh bench lexical-index}: brings a scale database to this build's schema and its Lucene
 * lexical indexes ({@code DB.lexical/}, one per ranked FTS5 table) up to its rows, so that {@code
 * bench compare}, {@code bench eval} and a server on it read the lexical leg as production does. A
 * scale database is written once by {@code bench scale} with the schema of its day; ingest keeps a
 * real database's indexes itself.
 */
@Command(name = "lexical-index", mixinStandardHelpOptions = true,
        description = "Migrate a scale database to this build's schema and build (or catch up) the Lucene lexical "
                + "index of each ranked FTS5 table beside it (DB.lexical/). Writes to the database.")
public final class LexicalIndexCommand implements Callable<Integer> {

    @Option(names = "--db", required = true, description = "the database; migrated in place")
    Path db;

    @Option(names = "--rebuild", description = "rebuild every index even where one is current")
    boolean rebuild;

    @Override
    public Integer call() throws Exception {
        System.out.println(Machine.describe());
        System.out.println("start: " + Machine.load());
        JoshDatabase database = JoshDatabase.readWrite(db);
        long t = System.nanoTime();
        var migrated = Migrations.migrate(database);
        System.out.printf("schema: %s -> %s (%d migrations) in %.1f s%n", migrated.initialSchemaVersion,
                migrated.targetSchemaVersion, migrated.migrationsExecuted, (System.nanoTime() - t) / 1e9);
        for (LexicalIndexUpdate.TableUpdate u : new LexicalIndexUpdate(database, db, System.out::println).run(rebuild)) {
            System.out.printf("%s: %s, %,d rows, %,d deleted, seq %d, %.1f s%n", u.table(), u.kind(), u.rows(),
                    u.deleted(), u.seq(), u.seconds());
        }
        System.out.println("end: " + Machine.load());
        return 0;
    }

    /**
     * Which of the sources' ranked tables have an index the server would serve now (one that mirrors
     * the database as {@code conn} reads it), as a line for a benchmark's output: a comparison of the
     * shipped leg on a database without them measures FTS5, and says so here.
     */
    public static String served(LexicalIndexes indexes, Connection conn, List<SourceTables> sources) {
        List<String> missing = new ArrayList<>();
        for (SourceTables s : sources) {
            Optional<LexicalIndexes.Lease> lease = indexes.acquire(conn, s.source().ftsTable());
            lease.ifPresentOrElse(LexicalIndexes.Lease::close, () -> missing.add(s.source().ftsTable()));
        }
        return "lexical indexes served: %d of %d tables%s".formatted(sources.size() - missing.size(), sources.size(),
                missing.isEmpty() ? "" : " (none current for " + String.join(", ", missing)
                        + ": build them with 'josh bench lexical-index --db DB')");
    }
}
