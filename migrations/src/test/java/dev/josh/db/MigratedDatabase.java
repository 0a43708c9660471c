package dev.josh.db;

import java.nio.file.Path;

/** A test's database: {@code josh.db} in a folder, migrated to the latest schema. */
public final class MigratedDatabase {

    private MigratedDatabase() {
    }

    public static JoshDatabase in(Path dir) {
        JoshDatabase db = JoshDatabase.readWrite(dir.resolve("josh.db"));
        Migrations.migrate(db);
        return db;
    }
}
