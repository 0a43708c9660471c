package dev.josh.server.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeadlineTest {

    /** Counts to two billion: minutes of work unless something stops it. */
    private static final String ENDLESS = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n "
            + "WHERE x < 2000000000) SELECT count(*) FROM n";

    @Test
    void aStatementOutlivingTheBudgetIsInterruptedAndTheConnectionStaysUsable(@TempDir Path dir) throws SQLException {
        try (HikariDataSource pool = TestDatabase.create(dir).readOnlyPool();
             Connection conn = pool.getConnection()) {
            Deadline deadline = Deadline.after(Duration.ofMillis(200));
            long start = System.nanoTime();
            try (PreparedStatement ps = conn.prepareStatement(ENDLESS); Deadline.Guard guard = deadline.guard(ps)) {
                assertThatThrownBy(ps::executeQuery).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(Deadline.isInterrupt(e)).as(e.getMessage()).isTrue());
            }
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
            try (PreparedStatement ps = conn.prepareStatement("SELECT 42"); ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(42);
            }
        }
    }

    @Test
    void aSpentBudgetIsATimeoutWithItsBudgetInTheHint() throws InterruptedException {
        Deadline deadline = Deadline.after(Duration.ofMillis(1));
        Thread.sleep(5);
        assertThatThrownBy(deadline::check).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT);
            assertThat(e.hint()).containsEntry("budget_ms", 1L);
        });
    }
}
