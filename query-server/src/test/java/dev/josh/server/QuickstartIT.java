package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import io.modelcontextprotocol.client.McpSyncClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.util.FileSystemUtils;

/**
 * The quick-start as the launcher ({@code ./josh quickstart}) and README.md present it: the slice the
 * launcher ingests (its {@code QUICKSTART_TITLES}, legislators, committees), served by the packaged
 * server, answers every {@code curl} line of the launcher's banner with data, lists as many MCP tools as
 * the banner says, and holds as many sections and chunks as README.md says. Vectors are left out
 * (embedding the slice takes minutes on two cores): the hybrid example then ranks with its lexical leg.
 */
@Tag("slow")
class QuickstartIT {

    private static final Path ROOT = Path.of("..");
    private static final Path DB = Path.of("target", "quickstart-it", "josh.db").toAbsolutePath();
    private static String banner;
    private static ServerProcess server;

    @BeforeAll
    static void ingestTheSliceAndServeIt() throws Exception {
        String launcher = Files.readString(ROOT.resolve("josh"));
        Matcher titles = Pattern.compile("QUICKSTART_TITLES=\"([0-9,]+)\"").matcher(launcher);
        assertThat(titles.find()).as("QUICKSTART_TITLES in ./josh").isTrue();
        banner = launcher.substring(launcher.indexOf("quickstart_banner() {"));
        FileSystemUtils.deleteRecursively(DB.getParent());
        Files.createDirectories(DB.getParent());
        assertThat(IngestApplication.run("ingest", "us-code", "legislators", "committees", "--titles", titles.group(1),
                "--corpus", System.getProperty("josh.corpus"), "--db", DB.toString())).isZero();
        server = ServerProcess.start(DB, "quickstart-it-server.log", Map.of());
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyExampleOfTheBannerAnswersWithData() throws Exception {
        List<String> paths = new ArrayList<>();
        Matcher curl = Pattern.compile("curl 'localhost:\\$port(/[^']+)'").matcher(banner);
        while (curl.find()) {
            paths.add(curl.group(1));
        }
        assertThat(paths).as("the banner's curl lines").hasSizeGreaterThanOrEqualTo(5)
                .anyMatch(p -> p.contains("mode=lexical"));
        for (String path : paths) {
            Reply reply = server.get(path);
            assertThat(reply.status()).as(path + ": " + reply.body()).isEqualTo(200);
            if (path.startsWith("/v1/search")) {
                assertThat(reply.body().path("results").size()).as(path + " results").isPositive();
            } else {
                assertThat(reply.body().isEmpty()).as(path).isFalse();
            }
        }
    }

    @Test
    void theBannerCountsEveryToolTheServerLists() {
        Matcher count = Pattern.compile("(\\d+) tools").matcher(banner);
        assertThat(count.find()).as("the banner's tool count").isTrue();
        try (McpSyncClient mcp = server.mcpClient()) {
            mcp.initialize();
            assertThat(mcp.listTools().tools()).hasSize(Integer.parseInt(count.group(1)));
        }
    }

    @Test
    void readmeStatesTheSectionsAndChunksTheSliceLoads() throws IOException, SQLException {
        Matcher claim = Pattern.compile("(\\d+) sections \\((\\d+) chunks\\)").matcher(Files.readString(ROOT.resolve("README.md")));
        assertThat(claim.find()).as("README.md's quick-start count").isTrue();
        try (Connection c = JoshDatabase.readOnly(DB).getConnection(); Statement st = c.createStatement()) {
            assertThat(count(st, "SELECT COUNT(*) FROM us_code")).isEqualTo(Long.parseLong(claim.group(1)));
            assertThat(count(st, "SELECT COUNT(*) FROM us_code_chunks")).isEqualTo(Long.parseLong(claim.group(2)));
        }
    }

    private static long count(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
