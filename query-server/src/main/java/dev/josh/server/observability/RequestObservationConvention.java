package dev.josh.server.observability;

import dev.josh.server.mcp.McpConfiguration;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import org.springframework.http.server.observation.DefaultServerRequestObservationConvention;
import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.stereotype.Component;

/**
 * {@code http_server_requests} with three tags besides Spring's ({@code uri} is the route template,
 * never the raw path, and {@code /mcp} for MCP): {@code mode} and {@code source} of a search, and {@code error_code}, the code of
 * the error envelope ({@link RequestTags}); {@code none} where they do not apply. Boot's MVC
 * observation auto-configuration takes this bean in place of its default convention.
 */
@Component
public class RequestObservationConvention extends DefaultServerRequestObservationConvention {

    @Override
    public KeyValues getLowCardinalityKeyValues(ServerRequestObservationContext context) {
        return super.getLowCardinalityKeyValues(context).and(
                tag(context, "mode", RequestTags.MODE),
                tag(context, "source", RequestTags.SOURCE),
                tag(context, "error_code", RequestTags.ERROR_CODE));
    }

    /**
     * MCP is a servlet of its own, outside Spring MVC, so it has no route pattern: it would be
     * {@code UNKNOWN} like a request refused before routing. Its one mapping is its route.
     */
    @Override
    protected KeyValue uri(ServerRequestObservationContext context) {
        if (context.getPathPattern() == null && McpConfiguration.ENDPOINT.equals(context.getCarrier().getServletPath())) {
            return KeyValue.of("uri", McpConfiguration.ENDPOINT);
        }
        return super.uri(context);
    }

    private static KeyValue tag(ServerRequestObservationContext context, String key, String attribute) {
        Object value = context.getCarrier().getAttribute(attribute);
        return KeyValue.of(key, value == null ? RequestTags.NONE : value.toString());
    }
}
