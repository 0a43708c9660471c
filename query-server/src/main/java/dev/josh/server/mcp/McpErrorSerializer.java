package dev.josh.server.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
import java.util.regex.Pattern;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes the SDK's transport errors (a body that is not JSON, a request without its session) as
 * JSON-RPC error objects. The servlet transport answers them by serializing its {@link McpError},
 * an exception, whose bean form carries the cause, the localized message and a stack trace of SDK
 * classes; a client expects {@code {"jsonrpc": "2.0", "id": null, "error": {"code", "message"}}}.
 */
final class McpErrorSerializer extends StdSerializer<McpError> {

    McpErrorSerializer() {
        super(McpError.class);
    }

    /** The SDK's JSON mapper with this serializer: the transport's default mapper otherwise unchanged. */
    static McpJsonMapper transportJsonMapper() {
        SimpleModule module = new SimpleModule("josh-mcp-errors");
        module.addSerializer(McpError.class, new McpErrorSerializer());
        module.addSerializer(JSONRPCError.class, new ErrorObjectSerializer());
        return new JacksonMcpJsonMapper(JsonMapper.shared().rebuild().addModule(module).build());
    }

    /** A Java name (package.Class), an exception's simple name, a stack frame or a source line. */
    private static final Pattern JAVA = Pattern.compile(
            "\\b[a-z][\\w$]*(\\.[a-z][\\w$]*)+\\.[A-Z][\\w$]*|\\w*(Exception|Error)\\b|\\.java:\\d|\\bat [a-z]+\\.");

    /**
     * The SDK's message without what it carries of Java: it writes a parse failure as {@code
     * "Invalid message format: tools.jackson.databind.exc.…Exception: Cannot construct instance of
     * `io.modelcontextprotocol.spec.…`"}. Keeps the text before the first Java name when there is
     * any, else says what the code means.
     */
    static String message(int code, String message) {
        if (message != null && !JAVA.matcher(message).find()) {
            return message;
        }
        if (message != null) {
            // "What went wrong: <a Java exception's text>" keeps what went wrong; anything else says what the code means
            String before = message.substring(0, JAVA.matcher(message).results().findFirst().orElseThrow().start());
            if (before.endsWith(": ") && before.length() >= 10 && !before.startsWith("Error processing message")) {
                return before.substring(0, before.length() - 2);
            }
        }
        return switch (code) {
            case -32700 -> "parse error: the body is not valid JSON";
            case -32600 -> "invalid request: not a JSON-RPC 2.0 message this server accepts";
            case -32601 -> "method not found";
            case -32602 -> "invalid params";
            default -> "internal error";
        };
    }

    @Override
    public void serialize(McpError error, JsonGenerator gen, SerializationContext context) {
        JSONRPCError rpc = error.getJsonRpcError();
        gen.writeStartObject();
        gen.writeStringProperty("jsonrpc", "2.0");
        gen.writeNullProperty("id");
        gen.writeName("error");
        gen.writeStartObject();
        int code = rpc == null || rpc.code() == null ? -32603 : rpc.code();
        gen.writeNumberProperty("code", code);
        gen.writeStringProperty("message", message(code, rpc == null ? null : rpc.message()));
        if (rpc != null && rpc.data() != null) {
            gen.writePOJOProperty("data", rpc.data());
        }
        gen.writeEndObject();
        gen.writeEndObject();
    }

    /**
     * The error object of any JSON-RPC response the transport writes, with its message passed through
     * {@link #message}: a handler's failure inside the SDK (e.g. {@code logging/setLevel} without a
     * level) reaches the client as the text of a NullPointerException that names SDK classes.
     */
    static final class ErrorObjectSerializer extends StdSerializer<JSONRPCError> {

        ErrorObjectSerializer() {
            super(JSONRPCError.class);
        }

        @Override
        public void serialize(JSONRPCError error, JsonGenerator gen, SerializationContext context) {
            int code = error.code() == null ? -32603 : error.code();
            gen.writeStartObject();
            gen.writeNumberProperty("code", code);
            gen.writeStringProperty("message", message(code, error.message()));
            if (error.data() != null) {
                gen.writePOJOProperty("data", error.data());
            }
            gen.writeEndObject();
        }
    }
}
