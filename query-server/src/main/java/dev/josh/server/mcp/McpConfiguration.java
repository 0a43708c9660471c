package dev.josh.server.mcp;

import dev.josh.server.alerts.AlertResources;
import dev.josh.server.status.ExploreService;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * MCP over Streamable HTTP at {@code /mcp}, in the same process as REST: the SDK's servlet
 * transport registered beside Spring's dispatcher, and a sync server whose tools are
 * every {@link ToolGroup}'s (a connection sees its {@link Toolset}s'), with records as resources ({@link RecordResources}) and research
 * prompts ({@link ResearchPrompts}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
public class McpConfiguration {

    public static final String ENDPOINT = "/mcp";

    @Bean
    HttpServletStreamableServerTransportProvider mcpTransport(McpToolsets toolsets) {
        return HttpServletStreamableServerTransportProvider.builder().mcpEndpoint(ENDPOINT)
                .jsonMapper(McpErrorSerializer.transportJsonMapper())
                // The toolsets ToolsetFilter read from the request, for the tool filter and the tools.
                .contextExtractor(request -> {
                    Set<Toolset> selection = ToolsetFilter.selection(request);
                    return McpToolsets.context(selection == null ? toolsets.configured() : selection);
                })
                .build();
    }

    @Bean
    ServletRegistrationBean<HttpServletStreamableServerTransportProvider> mcpServlet(
            HttpServletStreamableServerTransportProvider transport) {
        ServletRegistrationBean<HttpServletStreamableServerTransportProvider> registration =
                new ServletRegistrationBean<>(transport, ENDPOINT);
        registration.setName("mcp");
        // Streamable HTTP answers over server-sent events, which need an async request.
        registration.setAsyncSupported(true);
        registration.setLoadOnStartup(1);
        return registration;
    }

    /** Open event streams end when the server stops, so the graceful shutdown does not wait for them. */
    @Bean
    McpStreamsShutdown mcpStreamsShutdown(HttpServletStreamableServerTransportProvider transport) {
        return new McpStreamsShutdown(transport);
    }

    @Bean(destroyMethod = "closeGracefully")
    McpSyncServer mcpServer(HttpServletStreamableServerTransportProvider transport, McpToolsets tools,
                            RecordResources resources, AlertResources alerts, ResearchPrompts prompts,
                            RecordCompletions completions) {
        // Handlers run on the request's own servlet thread. Run on another thread (the SDK's default), an answer
        // written before the servlet thread had left the request was now and then cut off (about 1 in 100 quick
        // error answers: "Empty reply from server", then "asyncComplete() is not valid"); on its own thread the
        // answer is written within the request, and a blocking handler holds nothing a request does not.
        return configure(McpServer.sync(transport).immediateExecution(true), tools, resources, alerts, prompts,
                completions, true);
    }

    /**
     * The server both transports share: name, instructions, the tools of every group in their order (each
     * connection lists and calls those of its toolsets, {@link McpToolsets}), the record resources
     * ({@code josh://{id}}), the saved searches' ({@code josh://alerts/{id}}), the research prompts and the
     * completion of their id arguments. Subscriptions only where {@link ResourceSubscriptionFilter} checks them
     * first (Streamable HTTP): the SDK's own handler would take any URI.
     */
    static McpSyncServer configure(McpServer.SyncSpecification<?> server, McpToolsets tools,
                                   RecordResources resources, AlertResources alerts, ResearchPrompts prompts,
                                   RecordCompletions completions, boolean subscriptions) {
        return server
                .serverInfo("josh", QueryServerVersion.VERSION)
                .instructions("Josh holds US federal law and policy with a citation on every record. Call explore to "
                        + "see what it holds; any record is also a resource at josh://{id}. Every tool also takes "
                        + "verbosity (ids, summary, full) and fields; an answer cut at its budget says so in budget, "
                        + "with the answer_cursor that reads on. Routing: "
                        + String.join(" ", ExploreService.ROUTING))
                .capabilities(ServerCapabilities.builder().tools(false).resources(subscriptions, false).prompts(false)
                        .completions().build())
                // The tools validate their arguments as REST does, so a bad call gets the same error code and
                // hint; the SDK's schema check would answer first, in its own words.
                .validateToolInputs(false)
                .tools(tools.specifications())
                .addToolFilter(tools::visible)
                .resources(resources.resources())
                .resourceTemplates(Stream.concat(resources.templates().stream(), alerts.templates().stream()).toList())
                .prompts(prompts.specifications())
                .completions(completions.specifications())
                .build();
    }
}
