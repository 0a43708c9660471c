package dev.josh.server.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.ConnectionClient;
import dev.josh.server.error.ApiException;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.simple.JdbcClient;

@Tag("slow")
class TimedJdbcTemplateTest {

    /** Counts to {@code ?}: two billion is minutes of work unless something stops it. */
    private static final String COUNT_TO = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n "
            + "WHERE x < ?) SELECT count(*) FROM n";

    @Test
    void aReadOutlivingTheBudgetIsTheDeadlinesTimeoutAndTheConnectionStaysUsable(@TempDir Path dir)
            throws SQLException {
        try (HikariDataSource pool = TestDatabase.create(dir).readOnlyPool();
             Connection conn = pool.getConnection()) {
            JdbcClient client = TimedJdbcTemplate.client(conn, Deadline.after(Duration.ofMillis(200)));
            assertThatThrownBy(() -> client.sql(COUNT_TO).param(2_000_000_000).query(Long.class).single())
                    .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT));
            assertThat(ConnectionClient.on(conn)
                    .sql("SELECT 42").query(Integer.class).single()).isEqualTo(42);
        }
    }

    @Test
    void aReadWithoutParametersIsTimedToo(@TempDir Path dir) throws SQLException {
        try (HikariDataSource pool = TestDatabase.create(dir).readOnlyPool();
             Connection conn = pool.getConnection()) {
            JdbcClient client = TimedJdbcTemplate.client(conn, Deadline.after(Duration.ofMillis(200)));
            assertThatThrownBy(() -> client.sql(COUNT_TO.replace("?", "2000000000")).query(Long.class).single())
                    .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT));
        }
    }

    @Test
    void aReadDoneInTimeLeavesNothingToCancelTheConnectionsNextStatement(@TempDir Path dir) throws SQLException {
        try (HikariDataSource pool = TestDatabase.create(dir).readOnlyPool();
             Connection conn = pool.getConnection()) {
            JdbcClient client = TimedJdbcTemplate.client(conn, Deadline.after(Duration.ofMillis(300)));
            assertThat(client.sql("SELECT ? + 1").param(41).query(Integer.class).single()).isEqualTo(42);
            // Runs well past the first read's budget on the same connection: a guard left behind would cancel it.
            assertThat(ConnectionClient.on(conn).sql(COUNT_TO).param(20_000_000).query(Long.class).single()).isEqualTo(20_000_000L);
        }
    }

    @Test
    void aStreamWouldOutliveItsGuardSoItIsRefused(@TempDir Path dir) throws SQLException {
        try (HikariDataSource pool = TestDatabase.create(dir).readOnlyPool();
             Connection conn = pool.getConnection()) {
            JdbcClient client = TimedJdbcTemplate.client(conn, Deadline.after(Duration.ofSeconds(5)));
            assertThatThrownBy(() -> client.sql("SELECT 1").query(Integer.class).stream())
                    .isInstanceOf(UnsupportedOperationException.class);
        }
    }
}
