package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that fails part-way, and whose process then dies without recording it, is resumed by the
 * next identical command: same run, from the last committed chunk, nothing written twice.
 */
class ResumeTest {

    private static final String CORPUS = System.getProperty("josh.corpus");

    @TempDir
    Path tmp;

    @Test
    void cutOffRunResumesWhereItStopped() throws Exception {
        Path db = tmp.resolve("josh.db");
        JoshDatabase database = JoshDatabase.readWrite(db);
        Migrations.migrate(database);
        // Title 9 is written 20 sections per transaction; § 301 is in the second. Writing it raises
        // an SQL error (not a constraint the record breaks), so the job fails after one commit.
        execute(database, "CREATE TRIGGER fail_on_301 BEFORE INSERT ON us_code WHEN new.id = 'usc:9:301' "
                + "BEGIN SELECT json('{'); END");

        assertThat(IngestApplication.run("ingest", "us-code", "--corpus", CORPUS, "--db", db.toString(), "--titles", "9"))
                .isEqualTo(1);
        assertThat(count(database, "SELECT COUNT(*) FROM us_code")).isEqualTo(20);

        // As if the process had been killed: the job repository still shows the execution running.
        try (Connection batch = DriverManager.getConnection("jdbc:sqlite:" + db + ".batch");
             Statement st = batch.createStatement()) {
            st.executeUpdate("UPDATE BATCH_JOB_EXECUTION SET STATUS = 'STARTED', END_TIME = NULL");
            st.executeUpdate("UPDATE BATCH_STEP_EXECUTION SET STATUS = 'STARTED', END_TIME = NULL");
        }
        execute(database, "DROP TRIGGER fail_on_301");

        assertThat(IngestApplication.run("ingest", "us-code", "--corpus", CORPUS, "--db", db.toString(), "--titles", "9"))
                .isZero();
        assertThat(count(database, "SELECT COUNT(*) FROM us_code")).isEqualTo(31);
        assertThat(count(database, "SELECT COUNT(*) FROM chunk_embedding_jobs"))
                .isEqualTo(count(database, "SELECT COUNT(*) FROM us_code_chunks"));
        try (Connection c = database.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT added || '/' || unchanged || '/' || failed || '/' || status FROM ingest_runs")) {
            List<String> runs = new ArrayList<>();
            while (rs.next()) {
                runs.add(rs.getString(1));
            }
            assertThat(runs).as("one run, resumed, each section counted once").containsExactly("31/0/0/completed");
        }
        try (Connection batch = DriverManager.getConnection("jdbc:sqlite:" + db + ".batch");
             Statement st = batch.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(DISTINCT JOB_INSTANCE_ID), COUNT(*) FROM BATCH_JOB_EXECUTION")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(1);
            assertThat(rs.getInt(2)).isEqualTo(2);
        }
    }

    private static void execute(JoshDatabase database, String sql) throws SQLException {
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private static long count(JoshDatabase database, String sql) throws SQLException {
        try (Connection c = database.getConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
