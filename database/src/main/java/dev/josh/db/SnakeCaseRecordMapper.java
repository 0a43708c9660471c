package dev.josh.db;

import org.springframework.jdbc.core.DataClassRowMapper;

/**
 * Spring's record mapper, asking for a component's snake_case column first. Spring looks a component up
 * by its lower-cased name and by its snake_case name when that throws; every column of ours is snake_case,
 * so this spares an SQLException per camelCase component per row (thousands of rows in a name scan, a
 * sync ledger's read or an ingest store's lookups).
 *
 * @param <T> the record (or class with a constructor) a row becomes
 */
public class SnakeCaseRecordMapper<T> extends DataClassRowMapper<T> {

    public SnakeCaseRecordMapper(Class<T> type) {
        super(type);
    }

    @Override
    protected String lowerCaseName(String name) {
        return underscoreName(name);
    }
}
