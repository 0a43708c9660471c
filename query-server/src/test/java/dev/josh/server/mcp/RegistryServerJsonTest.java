package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.InProcessServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP registry entry at the repository root ({@code server.json}, the registry's 2025-09-29 schema):
 * it parses, keeps the schema's limits, carries the build's version, and names what this server really
 * speaks: Streamable HTTP at the path the server answers MCP on, and the image's {@code mcp --stdio}.
 */
class RegistryServerJsonTest {

    private static final Path ROOT = Path.of(System.getProperty("user.dir")).getParent();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void parsesWithinTheRegistrySchemasLimits() throws Exception {
        JsonNode server = JSON.readTree(Files.readString(ROOT.resolve("server.json")));
        assertThat(server.path("$schema").asString())
                .isEqualTo("https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json");
        assertThat(server.path("name").asString()).matches("^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$");
        assertThat(server.path("description").asString()).hasSizeBetween(1, 100);
        assertThat(server.path("version").asString()).isEqualTo(projectVersion());
        JsonNode image = server.path("packages").get(0);
        assertThat(image.path("version").asString()).isEqualTo(projectVersion()).isNotEqualTo("latest");
        for (String required : List.of("registryType", "identifier", "version", "transport")) {
            assertThat(image.has(required)).as(required).isTrue();
        }
    }

    @Test
    void theImagePackageRunsTheStdioTransport() throws Exception {
        JsonNode image = JSON.readTree(Files.readString(ROOT.resolve("server.json"))).path("packages").get(0);
        assertThat(image.path("registryType").asString()).isEqualTo("oci");
        assertThat(image.path("transport").path("type").asString()).isEqualTo("stdio");
        assertThat(image.path("packageArguments").valueStream().map(a -> a.path("value").asString()).toList())
                .containsExactly("mcp", "--stdio");
        // The same word the server takes to serve MCP over stdio, as the image's josh passes it on.
        assertThat(Files.readString(ROOT.resolve("query-server/src/main/java/dev/josh/server/QueryServerApplication.java")))
                .contains("STDIO_FLAG = \"--stdio\"");
    }

    @Test
    void theRemoteIsStreamableHttpOnThePathThisServerAnswersMcpOn(@TempDir Path dir) throws Exception {
        JsonNode remote = JSON.readTree(Files.readString(ROOT.resolve("server.json"))).path("remotes").get(0);
        assertThat(remote.path("type").asString()).isEqualTo("streamable-http");
        URI declared = URI.create(remote.path("url").asString());
        assertThat(declared.getScheme()).isEqualTo("https"); // hosted clients reach only a public HTTPS URL
        assertThat(remote.path("headers").get(0).path("name").asString()).isEqualTo("Authorization");
        try (InProcessServer server = InProcessServer.overPeople(dir)) {
            HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create(server.base() + declared.getPath()))
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                            + "\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                            + "\"clientInfo\":{\"name\":\"server-json-test\",\"version\":\"1\"}}}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(answer.body()).contains("\"serverInfo\"").contains("\"tools\"");
        }
    }

    private static String projectVersion() throws Exception {
        Matcher m = Pattern.compile("<artifactId>josh-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(ROOT.resolve("pom.xml")));
        assertThat(m.find()).isTrue();
        return m.group(1);
    }
}
