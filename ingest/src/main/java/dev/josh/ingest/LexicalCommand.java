package dev.josh.ingest;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.ingest.lexical.LexicalIndexStep;
import dev.josh.lexical.LexicalIndexLayout;
import dev.josh.lexical.LexicalIndexUpdate.TableUpdate;
import dev.josh.lexical.graph.VectorGraphUpdate;
import dev.josh.lexical.graph.VectorGraphUpdate.SourceUpdate;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lexical [--rebuild] [--db PATH]}: brings the Lucene indexes beside a database up to it
 * without ingesting anything: for a database built before the change log (migration V85), a bench
 * database, or one restored from a copy without its indexes.
 */
@Command(name = "lexical",
        description = {"Brings the Lucene indexes beside the database (<db>.lexical/, one per ranked FTS5 table) up "
                + "to it: rebuilt where missing, of another database or another format, else caught up from the "
                + "database's change log. The server ranks the lexical leg with an index only while it mirrors the "
                + "database, and with FTS5 otherwise. The semantic leg's vector graphs (<db>.lexical/"
                + "<table>_chunks_vectors: the active model's vectors in an HNSW graph) are brought up to the vectors "
                + "tables the same way where JOSH_VECTOR_GRAPHS=on (off by default); the embed worker then catches "
                + "them up after each run. Every ingest ends with this; see docs/operations.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every index mirrors the database", "1:an error (see the message); run it again",
                "2:usage error", "3:an ingest is writing the database; wait for it (it updates the indexes itself)"},
        usageHelpAutoWidth = true)
final class LexicalCommand extends DatabaseCommand {

    private static final Logger LOG = LoggerFactory.getLogger(LexicalCommand.class);

    @Option(names = "--rebuild", description = "Rebuild every index from its table instead of catching up.")
    boolean rebuild;

    @Override
    public Integer call() throws Exception {
        Path dbPath = databasePath();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(dbPath)) {
            err.println("error: no database at " + dbPath + "; point --db (or JOSH_DB) at a josh.db, or build one "
                    + "with 'josh ingest'");
            return 1;
        }
        try {
            JoshDatabase database = JoshDatabase.readWrite(dbPath);
            Migrations.migrate(database);
            try (ProcessLock lock = ProcessLock.forIngest(dbPath)) {
                if (lock == null) {
                    err.println("an ingest is writing " + dbPath + " and updates its lexical indexes when it ends; "
                            + "wait for it, then run this again if you still need to");
                    return IngestCli.EXIT_BUSY;
                }
                print(LexicalIndexStep.run(database, dbPath, rebuild, LOG::info), dbPath);
                return 0;
            }
        } catch (SQLException | IOException e) {
            DatabaseFault fault = DatabaseFault.of(e, dbPath);
            if (fault == null) {
                throw e;
            }
            err.println("error: " + fault.message());
            return fault.exit();
        }
    }

    private void print(LexicalIndexStep.Outcome outcome, Path dbPath) {
        PrintWriter out = spec.commandLine().getOut();
        TextTable table = new TextTable("table", "update", "rows", "deleted", "log seq", "seconds");
        for (TableUpdate t : outcome.tables()) {
            table.row(t.table(), t.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '), t.rows(), t.deleted(),
                    t.seq(), String.format(Locale.ROOT, "%.1f", t.seconds()));
        }
        // A vector graph's seq is the highest vector row it includes: its vectors table is its change log.
        for (SourceUpdate g : outcome.graphs().stream().filter(g -> g.kind() != VectorGraphUpdate.Kind.NO_MODEL)
                .toList()) {
            table.row(g.table(), g.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '), g.rows(), g.deleted(),
                    g.seq(), String.format(Locale.ROOT, "%.1f", g.seconds()));
        }
        out.println();
        table.print(out);
        out.println(outcome.summary() + " (" + LexicalIndexLayout.root(dbPath) + ")");
    }
}
