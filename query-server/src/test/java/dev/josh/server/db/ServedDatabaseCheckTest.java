package dev.josh.server.db;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.db.JoshDatabase;
import dev.josh.server.support.TestDatabase;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files the server must refuse at start, each with a message that says what to do. */
class ServedDatabaseCheckTest {

    @TempDir
    Path dir;

    private static void check(Path file) {
        ServedDatabaseCheck.check(file, JoshDatabase.readOnly(file), ServedDatabaseCheck.Depth.QUICK);
    }

    @Test
    void aHealthyDatabasePasses() {
        TestDatabase db = TestDatabase.create(dir);
        assertThatCode(() -> check(db.path())).doesNotThrowAnyException();
    }

    @Test
    void anEmptyFileIsRefused() throws Exception {
        Path empty = Files.createFile(dir.resolve("josh.db"));
        assertThatThrownBy(() -> check(empty)).hasMessageContaining("is an empty file").hasMessageContaining("josh bootstrap");
    }

    @Test
    void aFileThatIsNotSqliteIsRefused() throws Exception {
        Path text = Files.writeString(dir.resolve("josh.db"), "these are not the pages you are looking for");
        assertThatThrownBy(() -> check(text)).hasMessageContaining("is not an SQLite database");
    }

    @Test
    void anSqliteFileWithoutJoshsSchemaIsRefused() throws Exception {
        Path other = dir.resolve("other.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE notes (text TEXT)");
        }
        assertThatThrownBy(() -> check(other)).hasMessageContaining("holds no Josh schema");
    }

    @Test
    void aNewerSchemaIsRefused() {
        TestDatabase db = TestDatabase.create(dir);
        db.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, "
                + "installed_by, installed_on, execution_time, success) VALUES (9999, '9999', 'from the future', 'SQL', "
                + "'V9999__future.sql', 0, 'test', '2030-01-01 00:00:00.000', 1, 1)");
        assertThatThrownBy(() -> check(db.path())).hasMessageContaining("schema version 9999")
                .hasMessageContaining("newer than this build's");
    }

    @Test
    void aFileWithDamagedPagesIsRefused() throws Exception {
        TestDatabase db = TestDatabase.create(dir);
        long size = Files.size(db.path());
        try (RandomAccessFile file = new RandomAccessFile(db.path().toFile(), "rw")) {
            // Past the header page: scribble over the middle of the file, where tables and indexes live.
            for (long at = 4096; at < size - 4096; at += 8192) {
                file.seek(at + 100);
                file.write(new byte[512]);
            }
        }
        assertThatThrownBy(() -> check(db.path())).hasMessageContaining(db.path().toString())
                .hasMessageContaining("josh bootstrap");
    }
}
