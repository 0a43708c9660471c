package dev.josh.db;

import org.springframework.jdbc.core.RowMapper;

/**
 * A table's row in {@code sqlite_master}: its name and the CREATE statement that made it (null for
 * SQLite's own), which is how the schema code learns a table's shape without a list in code.
 */
public record TableDefinition(String name, String sql) {

    /** Maps a {@code SELECT name, sql FROM sqlite_master} row. */
    public static final RowMapper<TableDefinition> ROWS = new SnakeCaseRecordMapper<>(TableDefinition.class);
}
