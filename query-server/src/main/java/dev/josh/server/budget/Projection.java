package dev.josh.server.budget;

import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An answer cut down to the fields a caller named ({@code fields=}) or to its ids
 * ({@code verbosity=ids}), at every depth: a named field is kept whole, an object or list is kept
 * for the named fields inside it, and ids and paging always stay, so what is left can be fetched
 * or continued.
 */
final class Projection {

    private static final Pattern ID = Pattern.compile("id|.*_id|ids|.*_ids");
    /** Where a list or a text continues, and how much there is: dropping them would strand the caller. */
    private static final Set<String> PAGING = Set.of("next_cursor", "has_more", "total", "offset", "next_offset",
            "total_chars", "returned_chars", "limit");
    private static final Set<String> NAMES = Set.of("title", "name");

    private Projection() {
    }

    static boolean isId(String field) {
        return ID.matcher(field).matches();
    }

    /** Ids, titles and names, with the paging. */
    static ObjectNode ids(ObjectNode answer) {
        return keep(answer, f -> isId(f) || NAMES.contains(f) || PAGING.contains(f));
    }

    /** The named fields, with ids and paging. */
    static ObjectNode fields(ObjectNode answer, Set<String> fields) {
        return keep(answer, f -> fields.contains(f) || isId(f) || PAGING.contains(f));
    }

    private static ObjectNode keep(ObjectNode object, Predicate<String> kept) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (kept.test(e.getKey())) {
                out.set(e.getKey(), e.getValue());
            } else {
                JsonNode inner = keepWithin(e.getValue(), kept);
                if (inner != null) {
                    out.set(e.getKey(), inner);
                }
            }
        }
        return out;
    }

    /** What a container holds of the kept fields, or null when nothing (a scalar is never kept for its own sake). */
    private static JsonNode keepWithin(JsonNode node, Predicate<String> kept) {
        if (node instanceof ObjectNode object) {
            ObjectNode inner = keep(object, kept);
            return inner.isEmpty() ? null : inner;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            array.forEach(item -> {
                JsonNode inner = keepWithin(item, kept);
                if (inner != null) {
                    out.add(inner);
                }
            });
            return out.isEmpty() ? null : out;
        }
        return null;
    }
}
