package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestServer;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** MCP protocol errors are JSON-RPC error objects: no serialized exception, no stack trace, no class name. */
class McpTransportErrorTest {

    @RegisterExtension
    static final TestServer server = TestServer.overPeople();
    static final JsonMapper json = JsonMapper.builder().build();

    private static JsonNode post(String body, int expectedStatus) throws IOException {
        RawHttp.Answer answer = server.send("POST", "/mcp", server.localhost(), null, body);
        assertThat(answer.status()).as(answer.body()).isEqualTo(expectedStatus);
        assertThat(answer.body()).doesNotContain("stackTrace", "className", "localizedMessage", "io.modelcontextprotocol");
        return json.readTree(answer.body());
    }

    @Test
    void aBodyThatIsNotJsonIsAJsonRpcErrorObject() throws IOException {
        JsonNode answer = post("{not json", 400);
        assertThat(answer.get("jsonrpc").asString()).isEqualTo("2.0");
        assertThat(answer.has("id")).isTrue();
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(answer.get("error").get("message").asString()).isNotBlank();
    }

    @Test
    void aRequestWithoutItsSessionIsAJsonRpcErrorObject() throws IOException {
        JsonNode answer = post("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}", 400);
        assertThat(answer.get("error").get("message").asString()).contains("Session");
        assertThat(answer.get("error").get("code").isInt()).isTrue();
    }
}
