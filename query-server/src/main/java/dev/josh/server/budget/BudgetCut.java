package dev.josh.server.budget;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An answer made to fit its budget by cutting its largest lists and texts, never a field out of
 * the middle: a list keeps its first items, a text its first characters, and what was kept is
 * counted per field (a JSON pointer through objects) so the next part starts exactly where this
 * one stopped. Only fields reached through objects are cut; a list keeps at least one item.
 */
final class BudgetCut {

    /** A text shorter than this is never cut: the cut would save less than the marker costs. */
    static final int MIN_TEXT = 200;

    private BudgetCut() {
    }

    /** A field that can be cut: its path, the object holding it and its name. */
    private record Part(String path, ObjectNode parent, String name) {
        JsonNode value() {
            return parent.get(name);
        }
    }

    /**
     * Cuts {@code answer} in place until it measures at most {@code budget}; returns, per field cut,
     * the items or characters it kept (empty when the answer fitted).
     */
    static Map<String, Integer> fit(ObjectNode answer, int budget, ToIntFunction<JsonNode> size) {
        Map<String, Integer> kept = new LinkedHashMap<>();
        int total = size.applyAsInt(answer);
        while (total > budget) {
            List<Part> parts = new ArrayList<>();
            collect(answer, "", parts);
            parts.sort(Comparator.comparingInt((Part p) -> size.applyAsInt(p.value())).reversed());
            boolean cut = false;
            for (Part part : parts) {
                int room = budget - (total - size.applyAsInt(part.value()));
                Integer keep = part.value().isArray() ? cutList(part, room, size) : cutText(part, room, size);
                if (keep != null) {
                    kept.put(part.path(), keep);
                    cut = true;
                    break;
                }
            }
            if (!cut) {
                break;
            }
            total = size.applyAsInt(answer);
        }
        return kept;
    }

    private static void collect(ObjectNode object, String path, List<Part> out) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            String at = path + "/" + e.getKey();
            JsonNode v = e.getValue();
            if (v instanceof ObjectNode inner) {
                collect(inner, at, out);
            } else if (v.isArray() && v.size() == 1 && v.get(0) instanceof ObjectNode only) {
                // a list of one (a dossier asked for one section) is cut inside its item
                collect(only, at + "/0", out);
            } else if ((v.isArray() && v.size() > 1) || (v.isString() && v.asString().length() > MIN_TEXT)) {
                out.add(new Part(at, object, e.getKey()));
            }
        }
    }

    /** Keeps the first items that fit in {@code room} (at least one); null when nothing would be cut. */
    private static Integer cutList(Part part, int room, ToIntFunction<JsonNode> size) {
        ArrayNode list = (ArrayNode) part.value();
        int used = 2;
        int keep = 0;
        while (keep < list.size()) {
            int next = used + size.applyAsInt(list.get(keep)) + (keep > 0 ? 1 : 0);
            if (next > room && keep > 0) {
                break;
            }
            used = next;
            keep++;
        }
        if (keep >= list.size()) {
            return null;
        }
        part.parent().set(part.name(), slice(list, 0, keep));
        return keep;
    }

    /**
     * Keeps the first characters that fit in {@code room} (escapes counted by the text's own ratio), ending at a
     * space where one is near; null when the text is already as short as a cut may leave it.
     */
    private static Integer cutText(Part part, int room, ToIntFunction<JsonNode> size) {
        String text = part.value().asString();
        double perChar = (double) size.applyAsInt(part.value()) / Math.max(1, text.length());
        int keep = Math.min((int) ((room - 2) / perChar), text.length() * 9 / 10);
        keep = Math.max(keep, MIN_TEXT);
        if (keep >= text.length()) {
            return null;
        }
        int space = text.lastIndexOf(' ', keep);
        if (space > keep * 3 / 4) {
            keep = space;
        }
        part.parent().put(part.name(), text.substring(0, keep));
        return keep;
    }

    /**
     * What is left of {@code answer} after the parts already sent: its ids and title at the top (to say
     * what this continues), and each field still open from the item or character it stopped at.
     */
    static ObjectNode rest(ObjectNode answer, Map<String, Integer> sent) {
        ObjectNode rest = JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, JsonNode> e : answer.properties()) {
            if (e.getValue().isValueNode() && (Projection.isId(e.getKey()) || e.getKey().equals("title"))) {
                rest.set(e.getKey(), e.getValue());
            }
        }
        sent.forEach((path, from) -> {
            JsonNode full = answer.at(path);
            if (full.isMissingNode()) {
                return;
            }
            JsonNode left = full.isArray() ? slice((ArrayNode) full, from, full.size())
                    : JsonNodeFactory.instance.stringNode(full.asString().substring(Math.min(from,
                    full.asString().length())));
            put(rest, path, left);
        });
        return rest;
    }

    private static void put(ObjectNode root, String path, JsonNode value) {
        String[] names = path.substring(1).split("/");
        ObjectNode at = root;
        for (int i = 0; i < names.length - 1; i++) {
            at = at.get(names[i]) instanceof ObjectNode o ? o : at.putObject(names[i]);
        }
        at.set(names[names.length - 1], value);
    }

    private static ArrayNode slice(ArrayNode list, int from, int to) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (int i = from; i < to; i++) {
            out.add(list.get(i));
        }
        return out;
    }
}
