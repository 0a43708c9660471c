package dev.josh.ingest.core;

import java.sql.Connection;

/**
 * The {@code raw_sha256} a record table holds for a record: how a store tells an added, a changed
 * and an unchanged record apart before it writes anything.
 */
public final class StoredHash {

    private StoredHash() {
    }

    /** The stored hash of record {@code id} in {@code table}, or null when the table has no such record. */
    public static String of(Connection c, String table, String id) {
        return Rows.on(c).sql("SELECT raw_sha256 FROM " + table + " WHERE id = ?").param(id).query(String.class)
                .optional().orElse(null);
    }
}
