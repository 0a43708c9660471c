package dev.josh.ingest.rows;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.DatabaseCommand;
import dev.josh.ingest.TextTable;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code rows [--db PATH]}: per table, its rows and their SHA-256 ({@link TableDigests}). Opens the file read-only. */
@Command(name = "rows",
        description = {"Per table: the number of rows and a SHA-256 of them in a fixed order, run ids and timestamps "
                + "left out; two databases loaded from the same corpus print the same lines (compare with diff)."},
        usageHelpAutoWidth = true)
public final class RowsCommand extends DatabaseCommand {

    @Override
    public Integer call() throws SQLException {
        Path dbPath = databasePath();
        if (!Files.isRegularFile(dbPath)) {
            spec.commandLine().getErr().println("no database at " + dbPath);
            return 1;
        }
        TextTable table = new TextTable("table", "rows", "sha256");
        try (Connection c = JoshDatabase.readOnly(dbPath).getConnection()) {
            for (TableDigests.TableDigest digest : TableDigests.of(c)) {
                table.row(digest.table(), digest.rows(), digest.sha256());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        table.print(out);
        out.flush();
        return 0;
    }
}
