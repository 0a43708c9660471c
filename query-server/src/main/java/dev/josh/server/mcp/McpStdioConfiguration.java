package dev.josh.server.mcp;

import dev.josh.server.alerts.AlertResources;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;

/**
 * MCP over standard input and output ({@code josh mcp --stdio}), for clients that launch a
 * command: the same tools (those of the toolsets {@code JOSH_MCP_TOOLSETS} names), resources, prompts and completions as {@code /mcp}, no web server, and no
 * resource subscriptions (offered only where {@link ResourceSubscriptionFilter} checks them). Standard output carries only protocol
 * messages; logs go to standard error ({@code logback-stdio.xml}). The server is made on demand, after
 * {@code QueryServerApplication} has checked {@code JOSH_API_KEY}: made at start, it would answer the
 * client before the check.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = McpStdioConfiguration.TRANSPORT_PROPERTY, havingValue = "stdio")
public class McpStdioConfiguration {

    public static final String TRANSPORT_PROPERTY = "josh.mcp.transport";
    /** The server's bean name: lazy, so that it reads standard input only once the key is checked. */
    public static final String STDIO_SERVER = "mcpStdioServer";

    /**
     * Standard input, watched for the client closing it (the end of the session). Not closed with the
     * context: a refused start still reads the client's first request from it.
     */
    @Bean(destroyMethod = "")
    ClientInput clientInput() {
        return new ClientInput(System.in);
    }

    @Bean(name = STDIO_SERVER, destroyMethod = "closeGracefully")
    @Lazy
    McpSyncServer mcpStdioServer(McpToolsets tools, RecordResources resources, AlertResources alerts,
                                 ResearchPrompts prompts, RecordCompletions completions, ClientInput input) {
        return McpConfiguration.configure(
                McpServer.sync(new StdioServerTransportProvider(McpJsonDefaults.getMapper(), input, System.out)),
                tools, resources, alerts, prompts, completions, false);
    }
}
