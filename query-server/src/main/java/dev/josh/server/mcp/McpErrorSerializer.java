package dev.josh.server.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
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
        return new JacksonMcpJsonMapper(JsonMapper.shared().rebuild().addModule(module).build());
    }

    @Override
    public void serialize(McpError error, JsonGenerator gen, SerializationContext context) {
        JSONRPCError rpc = error.getJsonRpcError();
        gen.writeStartObject();
        gen.writeStringProperty("jsonrpc", "2.0");
        gen.writeNullProperty("id");
        gen.writeName("error");
        gen.writeStartObject();
        gen.writeNumberProperty("code", rpc == null || rpc.code() == null ? -32603 : rpc.code());
        gen.writeStringProperty("message", rpc == null || rpc.message() == null ? "internal error" : rpc.message());
        if (rpc != null && rpc.data() != null) {
            gen.writePOJOProperty("data", rpc.data());
        }
        gen.writeEndObject();
        gen.writeEndObject();
    }
}
