package dev.josh.ingest;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.datasource.init.ResourceDatabasePopulator;

/**
 * Spring Batch's job repository, kept in its own SQLite file next to the database
 * ({@code josh.db.batch}), never in {@code josh.db}: a SQLite job repository shared with the data
 * reports "database is locked" under concurrent jobs (DESIGN.md). IMMEDIATE transactions let two
 * writers queue instead of failing with SQLITE_BUSY on a lock upgrade.
 *
 * <p>The file is written in WAL mode with {@code synchronous=NORMAL}, as {@code josh.db} is: a chunk's
 * bookkeeping commits without waiting for the disk (with the default rollback journal each of a chunk's
 * commits waited for several syncs). A process that dies loses nothing; a power cut may lose the last
 * commits here, and then a restart replays chunks {@code josh.db} already holds, which is a no-op
 * ({@link dev.josh.ingest.core.SourceWriter}).
 */
final class BatchRepositoryFile {

    private static final String SCHEMA = "org/springframework/batch/core/schema-sqlite.sql";

    private BatchRepositoryFile() {
    }

    static Path pathFor(Path database) {
        return database.resolveSibling(database.getFileName() + ".batch");
    }

    static String jdbcUrl(Path batchFile) {
        return "jdbc:sqlite:" + batchFile.toAbsolutePath() + "?transaction_mode=IMMEDIATE&busy_timeout=30000"
                + "&journal_mode=WAL&synchronous=NORMAL";
    }

    /** Creates Spring Batch's tables (the schema it ships for SQLite) unless the file has them. */
    static void prepare(Path batchFile) throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl(batchFile))) {
            try (ResultSet rs = c.getMetaData().getTables(null, null, "BATCH_JOB_INSTANCE", null)) {
                if (rs.next()) {
                    return;
                }
            }
            c.setAutoCommit(false);
            new ResourceDatabasePopulator(new ClassPathResource(SCHEMA)).populate(c);
            c.commit();
        }
    }
}
