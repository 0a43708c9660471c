package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The job repository's file as every ingest connection opens it: Spring Batch's tables, WAL, no sync per commit. */
class BatchRepositoryFileTest {

    @TempDir
    Path tmp;

    @Test
    void connectionsWriteAheadAndDoNotSyncEachCommit() throws Exception {
        Path file = BatchRepositoryFile.pathFor(tmp.resolve("josh.db"));
        BatchRepositoryFile.prepare(file);
        try (Connection c = DriverManager.getConnection(BatchRepositoryFile.jdbcUrl(file));
             Statement st = c.createStatement()) {
            assertThat(single(st, "PRAGMA journal_mode")).isEqualTo("wal");
            assertThat(single(st, "PRAGMA synchronous")).as("NORMAL").isEqualTo("1");
            assertThat(single(st, "SELECT COUNT(*) FROM BATCH_JOB_INSTANCE")).isEqualTo("0");
        }
    }

    private static String single(Statement st, String sql) throws Exception {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
