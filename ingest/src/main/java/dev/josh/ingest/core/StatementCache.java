package dev.josh.ingest.core;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * Prepared statements kept for the writer's connection, for stores that write many small records:
 * compiling a statement against this schema costs more than running it. Statements are created on
 * first use and reused while the connection is the same; they are never closed by their users and
 * go with the connection ({@link SourceWriter} closes it when the step ends).
 */
public final class StatementCache {

    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private Connection connection;

    /** The statement for {@code sql} on {@code c}, parameters cleared. */
    public PreparedStatement get(Connection c, String sql) throws SQLException {
        if (c != connection) {
            statements.clear(); // the old connection is closed, and its statements with it
            connection = c;
        }
        PreparedStatement ps = statements.get(sql);
        if (ps == null || ps.isClosed()) {
            ps = c.prepareStatement(sql);
            statements.put(sql, ps);
        } else {
            ps.clearParameters();
        }
        return ps;
    }
}
