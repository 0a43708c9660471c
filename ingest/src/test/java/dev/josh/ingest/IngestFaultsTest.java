package dev.josh.ingest;

import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18's faults for a writer, each ending in an exit code and a message that says what to do, with the
 * database unchanged or complete after a rerun: a newer schema, a read-only database directory, a full disk,
 * a database locked by another writer past the busy timeout, and XML that declares entities.
 *
 * <p>A read-only directory and a full disk are real filesystems: a tmpfs mounted for the test (as root, where
 * {@code chmod} does not stop writes) and, for read-only without root, a directory without write permission.
 */
@Tag("slow")
class IngestFaultsTest {

    @TempDir
    Path tmp;

    @RegisterExtension
    final Tmpfs tmpfs = new Tmpfs();

    private static CommandRun.Result ingest(String... args) {
        CommandRun.Result run = CommandRun.cli(args);
        // What the user sees, in the test's output (docs/faults.md quotes it).
        System.out.println("[fault] exit " + run.exit() + ": " + run.err().strip().replace('\n', ' '));
        return run;
    }

    private Path usCodeCorpus() throws Exception {
        return UsCodeFixture.corpus(tmp);
    }

    private static Path committeesCorpus(Path corpus) throws IOException {
        Path real = Path.of(System.getProperty("josh.corpus"), "congress-legislators");
        Files.createDirectories(corpus.resolve("congress-legislators"));
        for (String file : List.of("committees-current.yaml", "committee-membership-current.yaml")) {
            Files.copy(real.resolve(file), corpus.resolve("congress-legislators").resolve(file));
        }
        return corpus;
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @Test
    void ingestRefusesADatabaseWithANewerSchemaAndLeavesItUnchanged() throws Exception {
        Path db = tmp.resolve("josh.db");
        JoshDatabase database = JoshDatabase.readWrite(db);
        Migrations.migrate(database);
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            st.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, "
                    + "installed_by, installed_on, execution_time, success) VALUES (9999, '9999', 'from the future', 'SQL', "
                    + "'V9999__future.sql', 0, 'test', '2030-01-01 00:00:00.000', 1, 1)");
            st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        String before = sha256(db);

        CommandRun.Result run = ingest("ingest", "us-code", "--corpus", usCodeCorpus().toString(), "--db", db.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains(db.toString()).contains("schema version 9999")
                .contains("newer than this build's").contains("with the Josh that made it, or a newer one");
        assertThat(sha256(db)).isEqualTo(before);
    }

    @Test
    void xmlThatDeclaresEntitiesIsLoggedAsMalformedWithoutReadingOrExpandingAnything() throws Exception {
        Path corpus = usCodeCorpus();
        Path secret = Files.writeString(tmp.resolve("secret.txt"), "SECRET-MARKER-4711");
        String title = """
                <?xml version="1.0" encoding="UTF-8"?>
                %s
                <uscDoc identifier="/us/usc/t%s" xmlns="http://xml.house.gov/schemas/uslm/1.0">
                <meta><docNumber>%s</docNumber></meta>
                <main><title identifier="/us/usc/t%s"><num value="%s">Title %s—</num><heading>T</heading>
                <section identifier="/us/usc/t%s/s1"><num value="1">§ 1.</num><heading> Entity</heading><content>&x;</content></section>
                </title></main></uscDoc>
                """;
        String external = "<!DOCTYPE uscDoc [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>";
        StringBuilder laughs = new StringBuilder("<!DOCTYPE uscDoc [<!ENTITY x0 \"lol\">");
        for (int i = 1; i <= 10; i++) {
            laughs.append("<!ENTITY x").append(i).append(" \"").append(("&x" + (i - 1) + ";").repeat(10)).append("\">");
        }
        laughs.append("<!ENTITY x \"&x10;\">]>");
        Files.writeString(corpus.resolve("uscode/usc21.xml"), title.formatted(external, 21, 21, 21, 21, 21, 21));
        Files.writeString(corpus.resolve("uscode/usc22.xml"), title.formatted(laughs, 22, 22, 22, 22, 22, 22));
        Path db = tmp.resolve("josh.db");

        CommandRun.Result run = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM us_code ORDER BY id")).containsExactly("usc:17:101", "usc:17:102");
            List<String> logged = strings(c, "SELECT file || ' ' || level || ': ' || reason FROM ingestion_logs ORDER BY file");
            assertThat(logged).hasSize(2);
            assertThat(logged.get(0)).startsWith("uscode/usc21.xml error: not well-formed XML: ");
            assertThat(logged.get(1)).startsWith("uscode/usc22.xml error: not well-formed XML: ");
        }
        // Nowhere in the file (or its write-ahead log) is the secret or a run of expanded laughs.
        for (Path file : List.of(db, db.resolveSibling("josh.db-wal"))) {
            if (Files.exists(file)) {
                String bytes = new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.ISO_8859_1);
                assertThat(bytes).doesNotContain("SECRET-MARKER").doesNotContain("lollol");
            }
        }
    }

    @Test
    void aReadOnlyDatabaseDirectoryFailsWithExitOneAndARerunAfterTheFixCompletes() throws Exception {
        Path corpus = usCodeCorpus();
        Path dir;
        boolean root = Tmpfs.root();
        if (root) {
            dir = tmpfs.mount(tmp.resolve("tmpfs"), "16m");
            tmpfs.remount("ro");
        } else {
            dir = Files.createDirectories(tmp.resolve("ro"));
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        }
        Path db = dir.resolve("josh.db");

        CommandRun.Result refused = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains(db.toString()).containsIgnoringCase("read-only");
        try (var files = Files.list(dir)) {
            assertThat(files).as("nothing half-written").isEmpty();
        }

        if (root) {
            tmpfs.remount("rw");
        } else {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        CommandRun.Result rerun = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());
        assertThat(rerun.exit()).as(rerun.err()).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM us_code ORDER BY id")).containsExactly("usc:17:101", "usc:17:102");
        }
    }

    @Test
    void aReadOnlyCorpusIsReadInPlace() throws Exception {
        Path corpus = usCodeCorpus();
        Files.setPosixFilePermissions(corpus.resolve("uscode"), PosixFilePermissions.fromString("r-xr-xr-x"));
        Files.setPosixFilePermissions(corpus, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Path db = tmp.resolve("josh.db");
            CommandRun.Result run = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());
            assertThat(run.exit()).as(run.err()).isZero();
        } finally {
            Files.setPosixFilePermissions(corpus, PosixFilePermissions.fromString("rwxr-xr-x"));
            Files.setPosixFilePermissions(corpus.resolve("uscode"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aFullDiskFailsTheJobWithExitOneAndARerunAfterFreeingSpaceLoadsEverything() throws Exception {
        Path corpus = committeesCorpus(tmp.resolve("corpus"));
        Path clean = tmp.resolve("clean.db");
        assertThat(ingest("ingest", "committees", "--corpus", corpus.toString(), "--db", clean.toString()).exit()).isZero();
        long committees;
        long memberships;
        try (Connection c = JoshDatabase.readOnly(clean).getConnection()) {
            committees = count(c, "SELECT count(*) FROM committees");
            memberships = count(c, "SELECT count(*) FROM committee_memberships");
        }

        Path dir = tmpfs.mount(tmp.resolve("tmpfs"), "64m");
        Path db = dir.resolve("josh.db");
        Migrations.migrate(JoshDatabase.readWrite(db));
        // Fill what is left of the disk but a few pages: the schema is in, the records will not fit.
        Path cushion = Files.write(dir.resolve("cushion"), new byte[512 * 1024]);
        Path filler = dir.resolve("filler");
        try (OutputStream out = Files.newOutputStream(filler, StandardOpenOption.CREATE_NEW)) {
            byte[] block = new byte[64 * 1024];
            while (true) {
                out.write(block);
            }
        } catch (IOException full) {
            // No space left on device: the disk is full.
        }
        Files.delete(cushion);

        CommandRun.Result full = ingest("ingest", "committees", "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(full.exit()).isEqualTo(1);
        assertThat(full.err()).contains(db.toString()).contains("is full").containsIgnoringCase("run the same command again");
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "PRAGMA integrity_check")).containsExactly("ok");
        }

        Files.delete(filler);
        CommandRun.Result rerun = ingest("ingest", "committees", "--corpus", corpus.toString(), "--db", db.toString());
        assertThat(rerun.exit()).as(rerun.err()).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(count(c, "SELECT count(*) FROM committees")).isEqualTo(committees).isEqualTo(230);
            assertThat(count(c, "SELECT count(*) FROM committee_memberships")).isEqualTo(memberships);
        }
    }

    @Test
    void aWriterHoldingTheDatabasePastTheBusyTimeoutEndsTheIngestWithExitThree() throws Exception {
        Path corpus = usCodeCorpus();
        Path db = tmp.resolve("josh.db");
        JoshDatabase database = JoshDatabase.readWrite(db);
        Migrations.migrate(database);
        System.setProperty("josh.db.busy-timeout-ms", "500");
        try (Connection other = database.getConnection(); Statement st = other.createStatement()) {
            other.setAutoCommit(false);
            st.execute("INSERT INTO ingestion_logs (source, file, level, reason, logged_at) VALUES ('test', 'held', 'warning', "
                    + "'held', '2026-01-01T00:00:00Z')");

            CommandRun.Result busy = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());

            assertThat(busy.exit()).as(busy.out() + busy.err()).isEqualTo(3);
            assertThat(busy.err()).contains(db.toString()).contains("locked by another writer");
            other.rollback();
        } finally {
            System.clearProperty("josh.db.busy-timeout-ms");
        }
        CommandRun.Result rerun = ingest("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());
        assertThat(rerun.exit()).as(rerun.err()).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM us_code ORDER BY id")).containsExactly("usc:17:101", "usc:17:102");
        }
    }
}
