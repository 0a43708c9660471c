package dev.josh.server.auth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Every route the running server serves under {@code /v1} and every tool it lists declares its rate cost
 * where it is defined: a route or tool added without one fails here (and the server would not start).
 */
class DeclaredCostsTest {

    @RegisterExtension
    static final TestServer server = TestServer.overPeople();

    @Test
    void everyKeyedRouteDeclaresItsCost() {
        RequestMappingHandlerMapping mapping = server.beans(RequestMappingHandlerMapping.class)
                .get("requestMappingHandlerMapping");
        List<String> keyed = new ArrayList<>();
        List<String> undeclared = new ArrayList<>();
        mapping.getHandlerMethods().forEach((RequestMappingInfo info, HandlerMethod method) -> info
                .getPatternValues().stream().filter(p -> p.startsWith("/v1/") && ours(method)).forEach(p -> {
                    keyed.add(p);
                    if (!method.hasMethodAnnotation(RateCost.class)) {
                        undeclared.add(p + " " + method);
                    }
                }));
        assertThat(keyed).as("the routes the server serves").contains("/v1/search", "/v1/{resource}/{id}");
        assertThat(undeclared).as("routes without @RateCost").isEmpty();
        assertThat(RouteCosts.scan("dev.josh.server").routes().keySet()).as("what RequestCost prices")
                .containsExactlyInAnyOrderElementsOf(keyed.stream().distinct().toList());
        assertThat(server.bean(RequestCost.class).rest("/v1/openapi.json", Map.of()))
                .as("springdoc's contract, the one route Josh does not write, costs a lookup").isEqualTo(1);
    }

    private static boolean ours(HandlerMethod method) {
        return method.getBeanType().getPackageName().startsWith("dev.josh.server");
    }

    @Test
    void everyListedToolDeclaresItsCost() {
        var costs = ToolDefinition.costs(List.copyOf(server.beans(ToolGroup.class).values()));
        try (McpSyncClient client = server.mcp("/mcp?toolsets=all")) {
            List<String> listed = client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
            assertThat(listed).contains("search", "fetch", "context", "compare_versions");
            assertThat(costs.keySet()).as("tools with a declared cost").containsExactlyInAnyOrderElementsOf(listed);
        }
        assertThat(costs).containsEntry("search", Cost.SEARCH).containsEntry("semantic_search", Cost.ONE_LEG_SEARCH)
                .containsEntry("context", Cost.CONTEXT).containsEntry("get_bill", Cost.LOOKUP);
    }
}
