package dev.josh.server.mcp;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.status.ExploreService;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.Resource;
import io.modelcontextprotocol.spec.McpSchema.ResourceTemplate;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records as MCP resources, so a host can attach a bill or a section to a conversation: the template
 * {@code josh://{id}} takes any public id and reads the record as the {@code fetch} tool returns it (the
 * REST JSON, snake case, with its citation and link counts; a long body in a window of
 * {@value ToolSupport#BODY_WINDOW} characters, continued by {@code josh://{id}?body_offset=N}).
 * {@code resources/list} stays bounded: it names {@code josh://explore} only, never the records.
 */
@Component
public class RecordResources {

    private static final Logger log = LoggerFactory.getLogger(RecordResources.class);

    static final String SCHEME = "josh://";
    static final String TEMPLATE = SCHEME + "{id}";
    static final String EXPLORE = SCHEME + "explore";
    static final String JSON_TYPE = "application/json";

    private final RecordSources records;
    private final ExploreService explore;
    private final JsonMapper json;

    public RecordResources(RecordSources records, ExploreService explore, JsonMapper json) {
        this.records = records;
        this.explore = explore;
        this.json = json;
    }

    public List<SyncResourceTemplateSpecification> templates() {
        ResourceTemplate template = ResourceTemplate.builder()
                .uriTemplate(TEMPLATE)
                .name("record")
                .title("A record by public id")
                .description("""
                        Any record Josh holds, by its public id, with its citation: a bill (josh://hr:117:3684), a \
                        U.S. Code section (josh://usc:17:107), a CFR section (josh://cfr:40:52.21), a Federal \
                        Register document (josh://fr:2024-02735), a legislator (josh://S000033), a committee \
                        (josh://HSWM), a vote, a report. The JSON of the fetch tool; a long body comes in windows \
                        of %d characters, the next at josh://{id}?body_offset=<body.next_offset>."""
                        .formatted(ToolSupport.BODY_WINDOW))
                .mimeType(JSON_TYPE)
                .build();
        return List.of(new SyncResourceTemplateSpecification(template, (exchange, request) -> read(request.uri())));
    }

    public List<SyncResourceSpecification> resources() {
        Resource exploreResource = Resource.builder()
                .uri(EXPLORE)
                .name("explore")
                .title("What Josh holds")
                .description("Every source with its shape, counts, date range, flows, filters and example ids; the ID "
                        + "grammar; the routing rules (the explore tool's answer). Records themselves are read "
                        + "through the template josh://{id}.")
                .mimeType(JSON_TYPE)
                .build();
        return List.of(new SyncResourceSpecification(exploreResource,
                (exchange, request) -> answer(EXPLORE, explore::explore)));
    }

    /** {@code josh://<id>[?body_offset=N]}: the record, or a resource-not-found error with the REST envelope. */
    ReadResourceResult read(String uri) {
        return answer(uri, () -> {
            Target target = parse(uri);
            return records.fetchLinked(target.id(), TextWindow.of(target.bodyOffset(), ToolSupport.BODY_WINDOW));
        });
    }

    /**
     * Nothing, when {@code uri} names a record the database holds ({@code resources/subscribe}); else the
     * error a read of it gets: resource not found for a malformed URI or an unknown id.
     */
    void requireRecord(String uri) {
        try {
            records.fetch(parse(uri).id(), TextWindow.of(0, 1));
        } catch (ApiException e) {
            throw McpErrors.resource(uri, e);
        }
    }

    /**
     * {@code value} as the one JSON content of a read of {@code uri}, with the next body window's URI where the
     * value has one; its {@link ApiException} as the resource error, anything else as an internal error.
     */
    public ReadResourceResult answer(String uri, Supplier<Object> value) {
        try {
            JsonNode tree = json.valueToTree(value.get());
            TextResourceContents contents = new TextResourceContents(uri, JSON_TYPE, json.writeValueAsString(tree));
            JsonNode next = tree.path("body").path("next_offset");
            Map<String, Object> meta = next.isIntegralNumber()
                    ? Map.of("next_uri", SCHEME + tree.path("id").asString() + "?body_offset=" + next.asInt())
                    : null;
            return new ReadResourceResult(List.of(contents), meta);
        } catch (ApiException e) {
            throw McpErrors.resource(uri, e);
        } catch (McpError e) {
            throw e;
        } catch (RuntimeException e) {
            log.error("resources/read {} failed", uri, e);
            throw McpErrors.internal();
        }
    }

    record Target(String id, Integer bodyOffset) {
    }

    /** The id (percent-decoded, as some hosts encode the colons) and the body offset of a record URI. */
    static Target parse(String uri) {
        if (uri == null || !uri.startsWith(SCHEME)) {
            throw new ApiException(ErrorCode.INVALID_ID, "'" + uri + "' is not a Josh record URI",
                    ApiException.newHint().put("template", TEMPLATE).put("example", SCHEME + "hr:117:3684").build());
        }
        String rest = uri.substring(SCHEME.length());
        String query = null;
        int q = rest.indexOf('?');
        if (q >= 0) {
            query = rest.substring(q + 1);
            rest = rest.substring(0, q);
        }
        String id;
        try {
            id = rest.contains("%") ? URLDecoder.decode(rest, StandardCharsets.UTF_8) : rest;
        } catch (IllegalArgumentException e) {
            throw new ApiException(ErrorCode.INVALID_ID, "'" + uri + "' has a % that does not start an escape of "
                    + "two hex digits", ApiException.newHint().put("template", TEMPLATE)
                    .put("example", SCHEME + "usc%3A17%3A107").build());
        }
        Integer offset = null;
        if (query != null && !query.isEmpty()) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                String name = eq < 0 ? pair : pair.substring(0, eq);
                String value = eq < 0 ? "" : pair.substring(eq + 1);
                if (!name.equals("body_offset")) {
                    throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown parameter " + name + " in " + uri,
                            ApiException.newHint().put("parameter", name)
                                    .put("valid_parameters", List.of("body_offset")).build());
                }
                if (!value.matches("\\d{1,9}")) {
                    throw new ApiException(ErrorCode.INVALID_PARAMETER, "body_offset must be 0 or more, got '" + value
                            + "'", ApiException.newHint().put("parameter", "body_offset").build());
                }
                offset = Integer.parseInt(value);
            }
        }
        return new Target(id, offset);
    }
}
