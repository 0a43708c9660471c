package dev.josh.server.records;

import dev.josh.db.ConnectionClient;
import java.sql.Connection;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The statements readers run on a connection they already hold, so that a record and its joins are
 * read in one snapshot ({@link ConnectionClient}; rows map to records with {@code query(Record.class)}, a
 * column {@code start_date} filling the component {@code startDate}): a count, whether a table exists.
 */
public final class Queries {

    private Queries() {
    }

    /** The first column of the first row as a number (a {@code count(*)}), 0 when there is no row. */
    public static long count(Connection conn, String sql, Object... params) {
        return count(ConnectionClient.on(conn), sql, params);
    }

    /** The same through a client of the caller's (one whose statements run under a deadline, say). */
    public static long count(JdbcClient client, String sql, Object... params) {
        Long n = client.sql(sql).params(params).query(Long.class).optional().orElse(null);
        return n == null ? 0 : n;
    }

    /** Whether the schema has this table (optional tables of later migrations, e.g. {@code bill_mentions}). */
    public static boolean tableExists(Connection conn, String table) {
        return count(conn, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", table) > 0;
    }
}
