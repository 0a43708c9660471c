package dev.josh.server.db;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The time budget of one request (DESIGN.md invariant 6). sqlite-jdbc's query timeout only bounds
 * lock waits, not running time, so a statement that outlives the budget is cancelled, which makes
 * SQLite stop it with {@code SQLITE_INTERRUPT}; {@link #failure} turns that into a 504.
 */
public final class Deadline {

    private static final ScheduledExecutorService CANCELLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "josh-query-canceller");
        t.setDaemon(true);
        return t;
    });

    private static final int SQLITE_INTERRUPT = 9;

    private final long endNanos;
    private final Duration budget;

    private Deadline(Duration budget) {
        this.budget = budget;
        this.endNanos = System.nanoTime() + budget.toNanos();
    }

    public static Deadline after(Duration budget) {
        return new Deadline(budget);
    }

    public long remainingMillis() {
        return TimeUnit.NANOSECONDS.toMillis(endNanos - System.nanoTime());
    }

    /** Throws the timeout error once the budget is spent; call between steps of a flow. */
    public void check() {
        if (remainingMillis() <= 0) {
            throw timeout();
        }
    }

    /** Cancels the statement when the budget runs out, unless the guard is closed first. */
    public Guard guard(Statement statement) {
        check();
        ScheduledFuture<?> task = CANCELLER.schedule(() -> {
            try {
                statement.cancel();
            } catch (SQLException ignored) {
                // the statement finished or closed in the meantime: nothing left to stop
            }
        }, remainingMillis(), TimeUnit.MILLISECONDS);
        return () -> task.cancel(false);
    }

    /** Whether the exception is SQLite stopping a statement that {@link #guard} cancelled. */
    public static boolean isInterrupt(SQLException e) {
        return e.getErrorCode() == SQLITE_INTERRUPT
                || (e.getMessage() != null && e.getMessage().contains("SQLITE_INTERRUPT"));
    }

    public ApiException timeout() {
        return new ApiException(ErrorCode.TIMEOUT, "the request did not finish within its time budget of "
                + budget.toMillis() + " ms",
                ApiException.newHint()
                        .put("budget_ms", budget.toMillis())
                        .put("try", "narrow the query (fewer or rarer words, a source filter) or lower limit/offset")
                        .build());
    }

    @FunctionalInterface
    public interface Guard extends AutoCloseable {
        @Override
        void close();
    }
}
