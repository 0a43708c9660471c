package dev.josh.embed.worker;

import java.sql.Connection;
import java.sql.SQLException;

/** Runs work in one write transaction (IMMEDIATE, as {@code JoshDatabase} opens writers). */
public final class Transactions {

    /** Work that may fail with a database error. */
    public interface Work<T> {
        T run() throws SQLException;
    }

    private Transactions() {
    }

    public static <T> T inTransaction(Connection conn, Work<T> work) throws SQLException {
        conn.setAutoCommit(false);
        try {
            T result = work.run();
            conn.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                conn.rollback();
            } catch (SQLException rollbackFailure) {
                e.addSuppressed(rollbackFailure);
            }
            throw e;
        } finally {
            conn.setAutoCommit(true);
        }
    }
}
