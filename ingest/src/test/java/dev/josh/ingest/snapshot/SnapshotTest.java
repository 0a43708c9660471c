package dev.josh.ingest.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.SimpleFileServer;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.db.SourceCatalog;
import dev.josh.ingest.CommandRun;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.document.Db;
import dev.josh.ingest.lexical.LexicalIndexCheck;
import dev.josh.lexical.LexicalIndexLayout;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.FileSystemUtils;

/**
 * {@code snapshot create} and {@code bootstrap} through the command line on a database ingested
 * from the real corpus (U.S. Code title 9 and the committees): the copy round-trips byte for byte
 * with its lexical indexes, which a server on the installed copy serves, its manifest counts what
 * the source holds, and every altered or unexpected input is refused with the target left as it was.
 */
@Tag("slow")
class SnapshotTest {

    private static final String CORPUS = System.getProperty("josh.corpus");

    @TempDir
    static Path shared;
    private static Path source;
    private static Path snapshot;

    @TempDir
    Path tmp;

    @BeforeAll
    static void ingestAndSnapshot() {
        source = shared.resolve("source/josh.db");
        assertThat(IngestApplication.run("ingest", "us-code", "committees", "--corpus", CORPUS,
                "--db", source.toString(), "--titles", "9")).isZero();
        snapshot = shared.resolve("snapshot");
        CommandRun.Result created = run("snapshot", "create", snapshot.toString(), "--db", source.toString());
        assertThat(created.exit()).as(created.err()).isZero();
        assertThat(created.out()).contains("snapshot " + snapshot, "josh.db", "sha256");
        assertThat(created.err()).contains("copying " + source);
    }

    @Test
    void theSnapshotIsOneSelfContainedFileWithItsIndexesAndItsManifestCountsTheSource() throws Exception {
        try (Stream<Path> files = Files.list(snapshot)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("josh.db", "josh.db.lexical", "manifest.json");
        }
        SnapshotManifest manifest = SnapshotManifest.parse(Files.readString(snapshot.resolve("manifest.json")), "test");
        assertThat(manifest.schemaVersion()).isEqualTo(Migrations.latestVersion().getVersion());
        List<SnapshotManifest.SnapshotFile> expected = new ArrayList<>();
        expected.add(new SnapshotManifest.SnapshotFile("josh.db", Files.size(snapshot.resolve("josh.db")),
                sha256(snapshot.resolve("josh.db"))));
        try (Stream<Path> walk = Files.walk(snapshot.resolve("josh.db.lexical"))) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                expected.add(new SnapshotManifest.SnapshotFile(snapshot.relativize(file).toString(), Files.size(file),
                        sha256(file)));
            }
        }
        assertThat(expected).as("index files").hasSizeGreaterThan(1);
        assertThat(manifest.files()).containsExactlyElementsOf(expected);
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(snapshot.resolve("josh.db"));
        assertThat(manifest.sources()).isEqualTo(countsOf(source));
        assertThat(manifest.sources()).anySatisfy(s -> {
            assertThat(s.name()).isEqualTo("us-code");
            assertThat(s.records()).isPositive();
            assertThat(s.chunks()).isPositive();
        });
        assertThat(manifest.sources()).anySatisfy(s -> {
            assertThat(s.name()).isEqualTo("committees");
            assertThat(s.records()).isPositive();
            assertThat(s.chunks()).isNull();
        });
        try (Connection c = JoshDatabase.readOnly(snapshot.resolve("josh.db")).getConnection()) {
            assertThat(scalar(c, "PRAGMA journal_mode")).isEqualTo("delete");
            assertThat(scalar(c, "PRAGMA integrity_check")).isEqualTo("ok");
        }
    }

    @Test
    void bootstrapInstallsTheSnapshotByteForByteWithTheSourceRows() throws Exception {
        Path target = tmp.resolve("replica/josh.db");
        CommandRun.Result r = run("bootstrap", "--snapshot", snapshot.toString(), "--db", target.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("installed " + target);
        assertThat(sha256(target)).isEqualTo(sha256(snapshot.resolve("josh.db")));
        assertThat(rows(target, "SELECT id FROM us_code ORDER BY id"))
                .isNotEmpty().isEqualTo(rows(source, "SELECT id FROM us_code ORDER BY id"));
        assertThat(rows(target, "SELECT id FROM committees ORDER BY id"))
                .isEqualTo(rows(source, "SELECT id FROM committees ORDER BY id"));
        try (Stream<Path> files = Files.list(target.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("josh.db", "josh.db.lexical");
        }
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(target);
    }

    @Test
    void aSnapshotOfADatabaseItsIndexesLagCarriesIndexesCaughtUpToTheCopy() throws Exception {
        Path live = tmp.resolve("live/josh.db");
        Files.createDirectories(live.getParent());
        Files.copy(snapshot.resolve("josh.db"), live);
        FileSystemUtils.copyRecursively(snapshot.resolve("josh.db.lexical"), LexicalIndexLayout.root(live));
        try (Connection w = JoshDatabase.readWrite(live).getConnection(); Statement st = w.createStatement()) {
            assertThat(st.executeUpdate("DELETE FROM us_code WHERE id IN ('usc:9:1', 'usc:9:2')")).isPositive();
        }
        assertThat(LexicalIndexCheck.served(live).get("us_code_fts")).as("the live index lags its database").isEmpty();

        Path copy = tmp.resolve("lagging-snapshot");
        CommandRun.Result created = run("snapshot", "create", copy.toString(), "--db", live.toString());
        assertThat(created.exit()).as(created.err()).isZero();
        assertThat(created.err()).contains("lexical index us_code_fts:", "deleted");
        Path target = tmp.resolve("replica/josh.db");
        CommandRun.Result installed = run("bootstrap", "--snapshot", copy.toString(), "--db", target.toString());
        assertThat(installed.exit()).as(installed.err()).isZero();
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(target);
        assertThat(LexicalIndexCheck.databaseRows(target).get("us_code_fts"))
                .isNotEmpty().hasSizeLessThan(LexicalIndexCheck.databaseRows(source).get("us_code_fts").size());
    }

    @Test
    void aSnapshotWithOneAlteredIndexFileIsRefusedAndNothingIsInstalled() throws Exception {
        Path altered = copyOfSnapshot();
        Path index;
        try (Stream<Path> walk = Files.walk(LexicalIndexLayout.of(altered.resolve("josh.db"), "us_code_fts"))) {
            index = walk.filter(p -> p.getFileName().toString().startsWith("segments_")).findFirst().orElseThrow();
        }
        Files.write(index, new byte[] {1}, java.nio.file.StandardOpenOption.APPEND);
        Path target = tmp.resolve("replica/josh.db");
        CommandRun.Result r = run("bootstrap", "--snapshot", altered.toString(), "--db", target.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("refused", altered.relativize(index) + " from " + altered, "Nothing was installed");
        assertThat(target).doesNotExist();
        try (Stream<Path> left = Files.list(target.getParent())) {
            assertThat(left).as("no temporary file or folder left beside the target").isEmpty();
        }
    }

    @Test
    void bootstrapFetchesAPublishedSnapshotOverHttp() throws Exception {
        HttpServer server = SimpleFileServer.createFileServer(new InetSocketAddress("127.0.0.1", 0), snapshot,
                SimpleFileServer.OutputLevel.NONE);
        server.start();
        try {
            String base = "http://127.0.0.1:" + server.getAddress().getPort();
            Path target = tmp.resolve("josh.db");
            CommandRun.Result r = run("bootstrap", "--snapshot", base + "/", "--db", target.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(sha256(target)).isEqualTo(sha256(snapshot.resolve("josh.db")));

            Path elsewhere = tmp.resolve("other.db");
            CommandRun.Result missing = run("bootstrap", "--snapshot", base + "/no-such-snapshot", "--db", elsewhere.toString());
            assertThat(missing.exit()).isEqualTo(1);
            assertThat(missing.err()).contains("HTTP 404", "manifest.json");
            assertThat(elsewhere).doesNotExist();
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aSnapshotWithOneAlteredByteIsRefusedAndNothingIsInstalled() throws Exception {
        Path altered = copyOfSnapshot();
        Path db = altered.resolve("josh.db");
        try (RandomAccessFile file = new RandomAccessFile(db.toFile(), "rw")) {
            long middle = file.length() / 2;
            file.seek(middle);
            int b = file.read();
            file.seek(middle);
            file.write(b ^ 0x01);
        }
        Path target = tmp.resolve("replica/josh.db");
        CommandRun.Result r = run("bootstrap", "--snapshot", altered.toString(), "--db", target.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("refused", "josh.db from " + altered, "sha256", "Nothing was installed");
        assertThat(target).doesNotExist();
        try (Stream<Path> left = Files.list(target.getParent())) {
            assertThat(left).as("no temporary file left beside the target").isEmpty();
        }
    }

    @Test
    void aManifestWhoseHashWasAlteredIsRefused() throws Exception {
        Path altered = copyOfSnapshot();
        Path manifest = altered.resolve("manifest.json");
        String hash = sha256(altered.resolve("josh.db"));
        String other = (hash.charAt(0) == '0' ? "1" : "0") + hash.substring(1);
        Files.writeString(manifest, Files.readString(manifest).replace(hash, other));
        Path target = tmp.resolve("josh.db");
        CommandRun.Result r = run("bootstrap", "--snapshot", altered.toString(), "--db", target.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("has sha256 " + hash, "the manifest says " + other);
        assertThat(target).doesNotExist();
    }

    @Test
    void aSnapshotFromANewerSchemaIsRefused() throws Exception {
        Path altered = copyOfSnapshot();
        Path manifest = altered.resolve("manifest.json");
        String latest = Migrations.latestVersion().getVersion();
        Files.writeString(manifest, Files.readString(manifest)
                .replace("\"schema_version\" : \"" + latest + "\"", "\"schema_version\" : \"9999\""));
        Path target = tmp.resolve("josh.db");
        CommandRun.Result r = run("bootstrap", "--snapshot", altered.toString(), "--db", target.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("schema version 9999", "newer than this build's migrations (" + latest + ")");
        assertThat(target).doesNotExist();
    }

    @Test
    void anExistingTargetIsReplacedOnlyWithForce() throws Exception {
        Path target = tmp.resolve("josh.db");
        Files.writeString(target, "the database in place");
        Files.writeString(tmp.resolve("josh.db-wal"), "its stale write-ahead log");
        CommandRun.Result refused = run("bootstrap", "--snapshot", snapshot.toString(), "--db", target.toString());
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains(target + " already exists", "--force");
        assertThat(Files.readString(target)).isEqualTo("the database in place");
        assertThat(tmp.resolve("josh.db-wal")).exists();

        CommandRun.Result forced = run("bootstrap", "--snapshot", snapshot.toString(), "--db", target.toString(), "--force");
        assertThat(forced.exit()).as(forced.err()).isZero();
        assertThat(sha256(target)).isEqualTo(sha256(snapshot.resolve("josh.db")));
        assertThat(tmp.resolve("josh.db-wal")).as("the old file's log must not be replayed into the new one")
                .doesNotExist();
    }

    @Test
    void createRefusesADirectoryThatIsNotEmpty() {
        CommandRun.Result r = run("snapshot", "create", snapshot.toString(), "--db", source.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("already holds a snapshot");
    }

    @Test
    void createCopiesTheLastCommitWhileAWriterHoldsATransaction() throws Exception {
        Path live = tmp.resolve("live/josh.db");
        Files.createDirectories(live.getParent());
        Files.copy(snapshot.resolve("josh.db"), live);
        JoshDatabase writer = JoshDatabase.readWrite(live);
        long before;
        try (Connection w = writer.getConnection()) {
            before = Long.parseLong(scalar(w, "SELECT COUNT(*) FROM ingestion_logs"));
            w.setAutoCommit(false);
            try (Statement st = w.createStatement()) {
                st.executeUpdate("INSERT INTO ingestion_logs (source, level, reason, logged_at) "
                        + "VALUES ('us-code', 'warning', 'written while the snapshot ran', '2026-01-01T00:00:00Z')");
            }
            Path copy = tmp.resolve("copy");
            CommandRun.Result r = run("snapshot", "create", copy.toString(), "--db", live.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            w.commit();
            try (Connection c = JoshDatabase.readOnly(copy.resolve("josh.db")).getConnection()) {
                assertThat(Long.parseLong(scalar(c, "SELECT COUNT(*) FROM ingestion_logs"))).isEqualTo(before);
            }
            assertThat(Long.parseLong(scalar(w, "SELECT COUNT(*) FROM ingestion_logs"))).isEqualTo(before + 1);
        }
    }

    private Path copyOfSnapshot() throws IOException {
        Path copy = tmp.resolve("snapshot-copy");
        FileSystemUtils.copyRecursively(snapshot, copy);
        return copy;
    }

    /** Per source its records and chunks, counted here independently of the code under test. */
    private static List<SnapshotManifest.SourceCount> countsOf(Path db) throws SQLException {
        List<SnapshotManifest.SourceCount> counts = new ArrayList<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            for (SourceCatalog.Source s : SourceCatalog.read(c)) {
                counts.add(new SnapshotManifest.SourceCount(s.name(), s.shape().name().toLowerCase(),
                        Long.parseLong(scalar(c, "SELECT COUNT(*) FROM " + s.table())),
                        s.shape() == SourceCatalog.Shape.BODY
                                ? Long.parseLong(scalar(c, "SELECT COUNT(*) FROM " + s.chunksTable())) : null));
            }
        }
        return counts;
    }

    private static List<String> rows(Path db, String sql) throws SQLException {
        try (Connection c = Db.read(db)) {
            return Db.strings(c, sql);
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        return Db.strings(c, sql).getFirst();
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    private static CommandRun.Result run(String... args) {
        return CommandRun.run(args);
    }
}
