package dev.josh.db;

import java.util.Arrays;
import java.util.Comparator;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.sqlite.SQLiteDataSource;

/** Flyway owns every table; writers migrate before they write, the server never does. */
public final class Migrations {

    private Migrations() {
    }

    public static MigrateResult migrate(JoshDatabase db) {
        if (db.mode() != JoshDatabase.Mode.READ_WRITE) {
            throw new IllegalArgumentException("migrations need a read-write database");
        }
        Flyway flyway = configure().dataSource(db).load();
        // Flyway would leave a migration it does not know alone and write on; a newer build's tables may not
        // be what this build writes, so the writer stops first.
        requireKnownSchema(flyway, db, "write");
        return flyway.migrate();
    }

    /**
     * Refuses a database that a newer build has migrated past what this build knows, saying so; the
     * server calls it before serving (read-only: Flyway only reads its history table here).
     */
    public static void requireKnownSchema(JoshDatabase db) {
        requireKnownSchema(configure().dataSource(db).load(), db, db.mode() == JoshDatabase.Mode.READ_ONLY ? "serve" : "write");
    }

    private static void requireKnownSchema(Flyway flyway, JoshDatabase db, String verb) {
        for (MigrationInfo applied : flyway.info().applied()) {
            if (applied.getState() == MigrationState.FUTURE_SUCCESS) {
                throw new IllegalStateException(db.path() + " has schema version " + applied.getVersion()
                        + ", newer than this build's " + latestVersion() + ": " + verb + " it with the Josh that made it, "
                        + "or a newer one");
            }
        }
    }

    /**
     * The highest schema version this build's migrations reach: what a database copied from elsewhere
     * (a snapshot) may hold at most. Flyway resolves the migrations against an empty in-memory
     * database, so no file is touched.
     */
    public static MigrationVersion latestVersion() {
        SQLiteDataSource empty = new SQLiteDataSource();
        empty.setUrl("jdbc:sqlite::memory:");
        return Arrays.stream(configure().dataSource(empty).load().info().all())
                .map(MigrationInfo::getVersion)
                .max(Comparator.naturalOrder())
                .orElseThrow(() -> new IllegalStateException("no migrations on the class path under db/migration"));
    }

    private static FluentConfiguration configure() {
        return Flyway.configure()
                .locations("classpath:db/migration")
                .failOnMissingLocations(true)
                // Version ranges are handed out per feature (V10 bills … V50 joins, V55 models), so a range
                // may land after a higher one was applied; each migration stands alone, so order by arrival.
                .outOfOrder(true);
    }
}
