package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestServer;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32700); // JSON-RPC's parse error
        assertThat(answer.get("error").get("message").asString()).isNotBlank();
    }

    /** Found by FuzzIT: each was a 500 with the text of a Java exception (a NullPointerException's, Tomcat's). */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "null|-32600",
            "\"just a string\"|-32600",
            "42|-32600",
            "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":42}|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":\"x\"}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"fetch\",\"arguments\":[1,2]}}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":42,\"arguments\":{}}}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\"}}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"logging/setLevel\"}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\",\"params\":{\"uri\":7}}|-32602",
            // The transport refused these too, but logged each at ERROR first; the last it answered with 500.
            "[]|-32600",
            "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":\"x\"}|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}|-32600",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"completion/complete\",\"params\":{\"ref\":{\"type\":\"ref/prompt\"},\"argument\":{\"name\":\"a\",\"value\":\"b\"}}}|-32602",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"completion/complete\",\"params\":{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"josh://{id}\"}}}|-32602"})
    void malformedMessagesAre400WithAJsonRpcError(String body, int code) throws IOException {
        JsonNode answer = post(body, 400);
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(code);
        assertThat(answer.get("error").get("message").asString()).doesNotContain("Exception", "java.", "tools.");
    }

    @Test
    void anEmptyBodyIsAnInvalidRequest() throws IOException {
        assertThat(post("", 400).get("error").get("code").asInt()).isEqualTo(-32600);
    }

    @Test
    void theSdksMessagesLoseTheirJavaNames() {
        assertThat(McpErrorSerializer.message(-32600, "Invalid message format: tools.jackson.databind.exc."
                + "ValueInstantiationException: Cannot construct instance of `io.modelcontextprotocol.spec.McpSchema`"))
                .isEqualTo("Invalid message format");
        assertThat(McpErrorSerializer.message(-32603, "Error processing message: Cannot invoke "
                + "\"java.util.HashMap.containsKey(Object)\" because \"map\" is null")).isEqualTo("internal error");
        assertThat(McpErrorSerializer.message(-32602, "Session ID missing")).isEqualTo("Session ID missing");
        assertThat(McpErrorSerializer.message(-32603, "Cannot invoke \"io.modelcontextprotocol.spec.McpSchema"
                + "$SetLevelRequest.level()\" because \"newMinLoggingLevel\" is null")).isEqualTo("internal error");
    }

    @Test
    void aRequestWithoutItsSessionIsAJsonRpcErrorObject() throws IOException {
        JsonNode answer = post("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}", 400);
        assertThat(answer.get("error").get("message").asString()).contains("Session");
        assertThat(answer.get("error").get("code").isInt()).isTrue();
    }
}
