package dev.josh.server.page;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A record of any source as name/value rows: the page shows the same fields REST answers, read from
 * the same JSON, so a source's new field appears on the page without a template of its own.
 */
public final class RecordFields {

    /** Longer text reads as a paragraph rather than a table cell. */
    private static final int INLINE_CHARS = 160;

    /**
     * @param text      the value as text (nested values as indented JSON)
     * @param block     whether it is long prose, shown below its name
     * @param structure whether it is nested JSON, shown pre-formatted
     */
    public record Field(String name, String text, boolean block, boolean structure) {
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
            if (v.isContainer()) {
                fields.add(new Field(e.getKey(), pretty.writeValueAsString(v), false, true));
            } else {
                String text = v.asString();
                fields.add(new Field(e.getKey(), text, text.length() > INLINE_CHARS, false));
            }
        }
        return fields;
    }

    /** Nested JSON of a dossier section, indented. */
    public String indented(Object value) {
        return value == null ? "" : pretty.writeValueAsString(value);
    }
}
