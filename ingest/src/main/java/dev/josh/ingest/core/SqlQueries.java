package dev.josh.ingest.core;

import java.sql.Connection;

/** Small read-only questions the commands ask of a database: a count, whether a table exists. */
public final class SqlQueries {

    private SqlQueries() {
    }

    /** The single number {@code sql} selects (a {@code COUNT(*)}, a {@code SUM}). */
    public static long count(Connection c, String sql) {
        return Rows.on(c).sql(sql).query(Long.class).single();
    }

    public static boolean hasTable(Connection c, String name) {
        return !Rows.on(c).sql("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").param(name)
                .query(String.class).list().isEmpty();
    }
}
