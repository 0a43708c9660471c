package dev.josh.server.db;

import java.sql.ResultSet;
import java.sql.SQLException;

/** Turns the current row of a result set into a value. */
@FunctionalInterface
public interface RowMapper<T> {
    T map(ResultSet rs) throws SQLException;
}
