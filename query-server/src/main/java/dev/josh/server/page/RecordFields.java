package dev.josh.server.page;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A record of any source as name/value rows: the page shows the same fields REST answers, read from
 * the same JSON, so a source's new field appears on the page without a template of its own. Values
 * that name other records by id (a sponsor, committees, laws) become links to their pages; a list
 * of words or a small object of plain values one line; anything else nested stays indented JSON.
 */
public final class RecordFields {

    /** Longer text reads as a paragraph rather than a table cell. */
    private static final int INLINE_CHARS = 160;

    /** How a value is shown. */
    public enum Kind { TEXT, PROSE, RECORDS, JSON }

    /** Another record a field names: its id (for its page) and what to call it. */
    public record Ref(String id, String label) {
    }

    /**
     * @param text the value as text (TEXT, PROSE) or indented JSON (JSON)
     * @param refs the records it names (RECORDS)
     */
    public record Field(String name, Kind kind, String text, List<Ref> refs) {
    }

    private final JsonMapper json;
    private final JsonMapper pretty;

    RecordFields(JsonMapper json) {
        this.json = json;
        this.pretty = json.rebuild().enable(SerializationFeature.INDENT_OUTPUT).build();
    }

    /** The fields of {@code value} in the order REST writes them, leaving out those the page shows elsewhere. */
    List<Field> of(Object value, List<String> shownElsewhere) {
        List<Field> fields = new ArrayList<>();
        JsonNode tree = json.valueToTree(value);
        for (Map.Entry<String, JsonNode> e : tree.properties()) {
            JsonNode v = e.getValue();
            if (shownElsewhere.contains(e.getKey()) || v.isNull() || v.isMissingNode()
                    || (v.isContainer() && v.isEmpty())) {
                continue;
            }
            fields.add(field(e.getKey(), v));
        }
        return fields;
    }

    private Field field(String name, JsonNode v) {
        if (!v.isContainer()) {
            String text = v.asString();
            return new Field(name, text.length() > INLINE_CHARS ? Kind.PROSE : Kind.TEXT, text, List.of());
        }
        List<JsonNode> items = v.isArray() ? StreamSupport.stream(v.spliterator(), false).toList() : List.of(v);
        if (items.stream().allMatch(JsonNode::isValueNode)) {
            return new Field(name, Kind.TEXT, String.join("; ", items.stream().map(JsonNode::asString).toList()),
                    List.of());
        }
        if (items.stream().allMatch(i -> i.isObject() && i.path("id").isString())) {
            return new Field(name, Kind.RECORDS, null, items.stream().map(RecordFields::ref).toList());
        }
        if (v.isObject() && v.properties().stream().allMatch(e -> e.getValue().isValueNode())) {
            // A small object of plain values that names no record (counts, a date and its text) reads as one line.
            return new Field(name, Kind.TEXT, String.join("; ", v.properties().stream()
                    .filter(e -> !e.getValue().isNull()).map(e -> e.getKey() + ": " + e.getValue().asString())
                    .toList()), List.of());
        }
        return new Field(name, Kind.JSON, pretty.writeValueAsString(v), List.of());
    }

    private static Ref ref(JsonNode item) {
        String id = item.get("id").asString();
        for (String label : List.of("title", "name", "citation_string", "heading")) {
            if (item.path(label).isString() && !item.path(label).asString().isBlank()) {
                return new Ref(id, item.path(label).asString());
            }
        }
        return new Ref(id, id);
    }

    /** Nested JSON of a dossier section, indented. */
    public String indented(Object value) {
        return value == null ? "" : pretty.writeValueAsString(value);
    }
}
