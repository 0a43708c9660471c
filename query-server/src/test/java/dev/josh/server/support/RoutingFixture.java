package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The committed routing fixture ({@code mcp/routing-questions.json}): questions an agent gets,
 * each with the tool and arguments a good agent picks and the record that must come back within
 * the first {@code within} answers. Runs over any MCP client, so HTTP and stdio share it.
 */
public final class RoutingFixture {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Where a tool's output lists records, in the order they are ranked. */
    private static final List<String> LISTS = List.of("results", "members", "matches", "items", "cosponsors",
            "votes", "bills", "citations");
    private static final Pattern ID_FIELD = Pattern.compile("id|bioguide_id|.*_id");

    /** One question of the fixture. */
    public record Question(String question, String flow, String source, String tool, Map<String, Object> arguments,
                           String expectId, Integer within, String expectText) {
    }

    /** A call and what it returned: the tool's JSON output. */
    public record Answer(Question question, JsonNode output) {
    }

    private RoutingFixture() {
    }

    public static List<Question> questions() throws IOException {
        try (InputStream in = RoutingFixture.class.getResourceAsStream("/mcp/routing-questions.json")) {
            assertThat(in).as("mcp/routing-questions.json on the test classpath").isNotNull();
            return JSON.rebuild().propertyNamingStrategy(tools.jackson.databind.PropertyNamingStrategies.SNAKE_CASE)
                    .build().readValue(in, new TypeReference<List<Question>>() { });
        }
    }

    /** Asks every question; each call must succeed and return its expected record or text. */
    public static List<Answer> askAll(McpSyncClient mcp) throws IOException {
        List<Answer> answers = new ArrayList<>();
        for (Question q : questions()) {
            JsonNode output = ask(mcp, q, q.arguments());
            // An answer cut at its budget reads on with its answer_cursor, as an agent would: the rows it holds back
            // are still the answer to the question.
            while (output.path("budget").path("truncated").asBoolean()) {
                Map<String, Object> next = new LinkedHashMap<>(q.arguments());
                next.put("answer_cursor", output.get("budget").get("answer_cursor").asString());
                JsonNode rest = ask(mcp, q, next);
                for (JsonNode path : output.get("budget").get("cut")) {
                    appendRest((ObjectNode) output, path.asString(), rest.at(path.asString()));
                }
                ((ObjectNode) output).set("budget", rest.get("budget"));
            }
            if (q.expectId() != null) {
                int within = q.within() == null ? 1 : q.within();
                List<String> ranked = rankedIds(output);
                assertThat(ranked.subList(0, Math.min(within, ranked.size())))
                        .as(q.question() + " -> " + q.tool() + " " + q.arguments() + " ranked " + ranked)
                        .contains(q.expectId());
            }
            if (q.expectText() != null) {
                assertThat(JSON.writeValueAsString(output)).as(q.question()).contains(q.expectText());
            }
            answers.add(new Answer(q, output));
        }
        return answers;
    }

    private static JsonNode ask(McpSyncClient mcp, Question q, Map<String, Object> arguments) {
        McpSchema.CallToolResult result = mcp.callTool(new McpSchema.CallToolRequest(q.tool(), arguments));
        String text = ((McpSchema.TextContent) result.content().get(0)).text();
        assertThat(result.isError()).as(q.question() + " -> " + q.tool() + " " + arguments + ": " + text).isFalse();
        return JSON.readTree(text);
    }

    /** The next part of a cut field joined to what came before: a list's further items, a text's further characters. */
    private static void appendRest(ObjectNode output, String path, JsonNode rest) {
        JsonNode so = output.at(path);
        ObjectNode parent = (ObjectNode) output.at(path.substring(0, path.lastIndexOf('/')));
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (so instanceof ArrayNode list) {
            rest.forEach(list::add);
        } else if (!rest.isMissingNode()) {
            parent.put(name, so.asString() + rest.asString());
        }
    }

    /**
     * The record ids an output answers with, best first: its own id, then those of its ranked lists; for a
     * {@code context} dossier, then those of each section's data in order (a list, or an object with lists).
     */
    static List<String> rankedIds(JsonNode output) {
        List<String> out = new ArrayList<>();
        if (output.hasNonNull("id")) {
            out.add(output.get("id").asString());
        }
        addListed(output, out);
        for (JsonNode section : output.path("sections")) {
            JsonNode data = section.path("data");
            if (data.isArray()) {
                addItems(data, out);
            } else {
                addListed(data, out);
            }
        }
        return out;
    }

    private static void addListed(JsonNode output, List<String> out) {
        for (String list : LISTS) {
            JsonNode items = output.get(list);
            if (items != null && items.isArray()) {
                addItems(items, out);
            }
        }
    }

    private static void addItems(JsonNode items, List<String> out) {
        for (JsonNode item : items) {
            for (String field : List.of("id", "bioguide_id", "legislator_id")) {
                if (item.hasNonNull(field)) {
                    out.add(item.get(field).asString());
                    break;
                }
            }
        }
    }

    /**
     * Every value of a field named like an id anywhere in the output, for the fetch round trip, except
     * references the output marks as not loaded ({@link #unloadedIds}).
     */
    public static Set<String> allIds(JsonNode output) {
        Set<String> loaded = new LinkedHashSet<>();
        collect(output, null, loaded, new LinkedHashSet<>());
        return loaded;
    }

    /**
     * Ids the output names but marks as not loaded here (the id fields of an object with
     * {@code in_database: false} or {@code legislator_found: false}; {@code <x>_id} beside
     * {@code <x>_in_database: false}): fetch must answer them with {@code not_found}, never {@code invalid_id}.
     */
    public static Set<String> unloadedIds(JsonNode output) {
        Set<String> unloaded = new LinkedHashSet<>();
        collect(output, null, new LinkedHashSet<>(), unloaded);
        return unloaded;
    }

    private static void collect(JsonNode node, String field, Set<String> loaded, Set<String> unloaded) {
        if (node.isObject()) {
            node.properties().forEach(e -> {
                boolean notLoaded = e.getValue().isString() && isMarkedNotLoaded(node, e.getKey());
                collect(e.getValue(), e.getKey(), notLoaded ? unloaded : loaded, unloaded);
            });
        } else if (node.isArray()) {
            node.forEach(n -> collect(n, field, loaded, unloaded));
        } else if (node.isString() && field != null && ID_FIELD.matcher(field).matches()) {
            loaded.add(node.asString());
        }
    }

    /** A field-specific flag ({@code bill_in_database} for {@code bill_id}) wins over the object's {@code in_database}. */
    private static boolean isMarkedNotLoaded(JsonNode object, String field) {
        if (!ID_FIELD.matcher(field).matches()) {
            return false;
        }
        String own = field.endsWith("_id") ? field.substring(0, field.length() - 3) + "_in_database" : null;
        if (own != null && object.has(own)) {
            return !object.get(own).asBoolean();
        }
        return (object.has("in_database") && !object.get("in_database").asBoolean())
                || (object.has("legislator_found") && !object.get("legislator_found").asBoolean());
    }
}
