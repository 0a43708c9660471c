package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A side-by-side rebuild under load: the packaged embed worker fills e5-small-v2 vectors for the
 * U.S. Code (the source the IT database has embedded) into a copy of that database while the
 * packaged query server answers semantic and hybrid searches with bge-small-en-v1.5 (every answer a
 * 200 with results); then {@code models activate} switches the database, and the server's next
 * answers name e5-small-v2, without a restart.
 */
@Tag("slow")
@Tag("long")
class ModelSwitchIT {

    private static final String FIRST = "bge-small-en-v1.5";
    private static final String SECOND = "e5-small-v2";
    private static final List<String> QUERIES = List.of("arbitration agreement", "enforcement of arbitral awards",
            "seal of the United States", "words importing the singular");

    @Test
    void aRebuildRunsUnderLiveSearchesAndActivationSwitchesTheNextQueries() throws Exception {
        Path dir = Path.of("target", "switch-db");
        Files.createDirectories(dir);
        Path db = dir.resolve("josh.db").toAbsolutePath();
        Files.copy(CorpusDatabase.ensureBuilt(), db, StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(dir.resolve("josh.db-wal"));
        Files.deleteIfExists(dir.resolve("josh.db-shm"));

        try (ServerProcess server = ServerProcess.start(db, "it-switch-server.log",
                Map.of("JOSH_SEARCH_REFRESH_INTERVAL", "1s"))) {
            assertThat(modelOf(search(server, QUERIES.get(0), "semantic"))).isEqualTo(FIRST);

            Process rebuild = embed(db, "rebuild", "--model", SECOND, "--source", "us-code", "--progress", "log",
                    "--batch", "16");
            int during = 0;
            while (rebuild.isAlive()) {
                for (String mode : List.of("semantic", "hybrid")) {
                    Reply r = search(server, QUERIES.get(during % QUERIES.size()), mode);
                    assertThat(modelOf(r)).as("still the first model while the second is built").isEqualTo(FIRST);
                    during++;
                }
            }
            assertThat(rebuild.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(rebuild.exitValue()).as("see target/it-switch-rebuild.log").isZero();
            assertThat(during).as("searches answered while the rebuild ran").isGreaterThanOrEqualTo(4);
            assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vectors WHERE model_id = '" + SECOND + "'"))
                    .isEqualTo(count(db, "SELECT count(*) FROM us_code_chunks"));
            assertThat(count(db, "SELECT count(*) FROM us_code_chunks_vectors WHERE model_id = '" + FIRST + "'"))
                    .as("the first model's vectors are untouched").isEqualTo(count(db, "SELECT count(*) FROM us_code_chunks"));

            Process activate = embed(db, "activate", "models", "activate", SECOND);
            assertThat(activate.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(activate.exitValue()).as("see target/it-switch-activate.log").isZero();

            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            String model = FIRST;
            int i = 0;
            while (model.equals(FIRST)) {
                assertThat(System.nanoTime()).as("switched within 60 s").isLessThan(deadline);
                model = modelOf(search(server, QUERIES.get(i++ % QUERIES.size()), "semantic"));
            }
            assertThat(model).isEqualTo(SECOND);
            for (String query : QUERIES) {
                Reply r = search(server, query, "hybrid");
                assertThat(r.body().get("model").get("id").asString()).isEqualTo(SECOND);
                assertThat(r.body().get("model").get("version").asString()).matches("[0-9a-f]{16}");
            }
        }
    }

    private static Reply search(ServerProcess server, String query, String mode) throws Exception {
        Reply r = server.get("/v1/search?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + "&mode=" + mode
                + "&source=us-code&limit=5");
        assertThat(r.status()).as(mode + " '" + query + "': " + r.body()).isEqualTo(200);
        assertThat(r.body().has("degraded")).as(mode + " degraded: " + r.body().get("degraded")).isFalse();
        assertThat(r.body().get("results")).as(mode + " '" + query + "'").isNotEmpty();
        return r;
    }

    private static String modelOf(Reply r) {
        return r.body().get("model").get("id").asString();
    }

    private static Process embed(Path db, String log, String... args) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Dai.djl.offline=true", "-jar", System.getProperty("josh.embed.jar")));
        command.addAll(List.of(args));
        command.addAll(List.of("--db", db.toString()));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(Path.of("target", "it-switch-" + log + ".log").toFile()).start();
    }

    private static long count(Path db, String sql) throws SQLException {
        try (Connection c = JoshDatabase.readOnly(db).getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
