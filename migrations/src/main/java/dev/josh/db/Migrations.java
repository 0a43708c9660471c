package dev.josh.db;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;

/** Flyway owns every table; writers migrate before they write, the server never does. */
public final class Migrations {

    private Migrations() {
    }

    public static MigrateResult migrate(JoshDatabase db) {
        if (db.mode() != JoshDatabase.Mode.READ_WRITE) {
            throw new IllegalArgumentException("migrations need a read-write database");
        }
        return Flyway.configure()
                .dataSource(db)
                .locations("classpath:db/migration")
                .failOnMissingLocations(true)
                // Version ranges are handed out per feature (V10 bills … V50 joins, V55 models), so a range
                // may land after a higher one was applied; each migration stands alone, so order by arrival.
                .outOfOrder(true)
                .load()
                .migrate();
    }
}
