package dev.josh.db;

import java.sql.Connection;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * Spring's {@link JdbcClient} on a connection the caller already holds. Our reads and writes run on
 * one connection per unit of work (a step's transaction, a worker's claim, an index update), so a
 * statement must run on that connection, inside its transaction: the client borrows it and never
 * closes it or changes its auto-commit.
 */
public final class ConnectionClient {

    private ConnectionClient() {
    }

    /** A client whose statements run on {@code c} (in its current transaction, if any). */
    public static JdbcClient on(Connection c) {
        return JdbcClient.create(new SingleConnectionDataSource(c, true));
    }
}
