package dev.josh.ingest.core;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;

/** Binding helpers for nullable values. */
public final class SqlValues {

    private SqlValues() {
    }

    public static void setInteger(PreparedStatement ps, int index, Integer value) throws SQLException {
        if (value == null) {
            ps.setNull(index, Types.INTEGER);
        } else {
            ps.setInt(index, value);
        }
    }
}
