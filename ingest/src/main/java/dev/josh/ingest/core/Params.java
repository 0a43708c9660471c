package dev.josh.ingest.core;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Binds a statement's parameters from their values in order, rather than one typed setter a
 * column: SQLite stores what it is given (text, integer, real or NULL), so the value's own type
 * says how it is bound, and a null is SQL NULL.
 */
public final class Params {

    private Params() {
    }

    /** Binds {@code values} from parameter {@code first} on; returns the parameter after the last. */
    public static int bind(PreparedStatement ps, int first, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            ps.setObject(first + i, values[i]);
        }
        return first + values.length;
    }
}
