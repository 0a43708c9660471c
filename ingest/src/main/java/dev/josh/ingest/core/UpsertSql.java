package dev.josh.ingest.core;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one form of record write every store uses: insert a row, or update every other column when
 * the key exists. Derived from the column list, so the update can never drift from the insert;
 * parameters bind in the order the columns are given.
 */
public final class UpsertSql {

    private UpsertSql() {
    }

    /**
     * {@code INSERT INTO table (columns…) VALUES (?…) ON CONFLICT (key) DO UPDATE SET c = excluded.c…}
     * for every column but the key.
     */
    public static String of(String table, String key, String... columns) {
        List<String> all = Arrays.asList(columns);
        if (!all.contains(key)) {
            throw new IllegalArgumentException("the key column " + key + " is not among the columns of " + table);
        }
        return "INSERT INTO " + table + " (" + String.join(", ", all) + ") VALUES ("
                + all.stream().map(c -> "?").collect(Collectors.joining(", ")) + ") ON CONFLICT (" + key
                + ") DO UPDATE SET " + all.stream().filter(c -> !c.equals(key))
                .map(c -> c + " = excluded." + c).collect(Collectors.joining(", "));
    }
}
