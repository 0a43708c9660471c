package dev.josh.server.alerts;

import dev.josh.server.error.ApiException;
import dev.josh.server.mcp.McpErrors;
import dev.josh.server.mcp.RecordResources;
import dev.josh.server.paging.PageParams;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceTemplate;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Saved searches as MCP resources: {@code josh://alerts/{id}} reads the alert with its matches, as
 * {@code GET /v1/alerts/{id}/matches} answers without {@code since} (the first page; REST pages on). A
 * client may subscribe to it; {@link AlertNotifier} sends {@code notifications/resources/updated} when
 * ingest records a new match.
 */
@Component
public class AlertResources {

    public static final String PREFIX = "josh://alerts/";
    static final String TEMPLATE = PREFIX + "{id}";

    private final AlertMatchesService alerts;
    private final RecordResources records;

    public AlertResources(AlertMatchesService alerts, RecordResources records) {
        this.alerts = alerts;
        this.records = records;
    }

    public List<SyncResourceTemplateSpecification> templates() {
        ResourceTemplate template = ResourceTemplate.builder()
                .uriTemplate(TEMPLATE)
                .name("alert")
                .title("A saved search's matches")
                .description("A saved search (josh alerts create --mcp) with the records it matched after each ingest, "
                        + "oldest first (e.g. josh://alerts/" + AlertMatchesService.EXAMPLE_ID + "). Subscribe to hear "
                        + "of new matches; GET /v1/alerts/{id}/matches?since= pages on.")
                .mimeType("application/json")
                .build();
        return List.of(new SyncResourceTemplateSpecification(template, (exchange, request) -> read(request.uri())));
    }

    /** Whether {@code uri} names an alert rather than a record. */
    public static boolean names(String uri) {
        return uri != null && uri.startsWith(PREFIX);
    }

    /** Nothing when {@code uri} names an alert the alerts file holds; else the error a read of it gets. */
    public void requireAlert(String uri) {
        try {
            alerts.requireAlert(uri.substring(PREFIX.length()));
        } catch (ApiException e) {
            throw McpErrors.resource(uri, e);
        }
    }

    ReadResourceResult read(String uri) {
        return records.answer(uri, () -> alerts.matches(uri.substring(PREFIX.length()), null,
                PageParams.rest(null, null)));
    }
}
