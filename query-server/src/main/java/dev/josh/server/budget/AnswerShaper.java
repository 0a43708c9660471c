package dev.josh.server.budget;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.util.RawValue;

/**
 * Shapes any answer the same way for a tool and a route: the verbosity and fields asked for, passages
 * trimmed to the words that matched, the part an {@code answer_cursor} asks for, and the budget. An answer
 * cut at its budget says so in a {@code budget} object ({@code truncated}, what was cut, the
 * {@code answer_cursor} that reads on); nothing is left out without a word.
 */
public final class AnswerShaper {

    /** Room kept under the budget for the {@code budget} object itself. */
    static final int MARKER_ROOM = 600;
    /** Long secondary texts the default verbosity leaves out (a U.S. Code section's notes run to 30,000 characters). */
    private static final Set<String> SECONDARY = Set.of("notes");

    private final JsonMapper json;

    public AnswerShaper(JsonMapper json) {
        this.json = json;
    }

    /**
     * {@code value} as {@code request} asks, at most {@code budget} characters of JSON: a {@link JsonNode}, or the
     * JSON already written ({@link RawValue}) when the answer is sent whole.
     *
     * @param scope the call (tool or route with its arguments, without {@code answer_cursor}): a cursor is
     *              honoured only by the call that made it
     * @param again how to read on, e.g. "call fetch again with the same arguments"
     */
    public Object shape(Object value, AnswerRequest request, int budget, String scope, String again) {
        if (request.verbosity() == Verbosity.FULL && request.fields().isEmpty() && request.cursor() == null) {
            // Nothing to project: an answer that fits is sent as written once, without a tree of it and copies of
            // that (at 5M chunks the tree, its copy and a second writing were a tenth of a search's CPU).
            String written = json.writeValueAsString(value);
            if (written.length() <= budget - MARKER_ROOM) {
                return new RawValue(written);
            }
        }
        JsonNode tree = json.valueToTree(value);
        if (!(tree instanceof ObjectNode answer)) {
            return tree;
        }
        Map<String, Integer> omitted = new LinkedHashMap<>();
        switch (request.verbosity()) {
            case IDS -> answer = Projection.ids(answer);
            case SUMMARY -> summarize(answer, "", omitted);
            case FULL -> { }
        }
        if (!request.fields().isEmpty()) {
            answer = Projection.fields(answer, request.fields());
        }
        int answerChars = size(answer);
        Map<String, Integer> sent = request.cursor() == null ? Map.of() : AnswerCursor.decode(request.cursor(), scope);
        if (!sent.isEmpty()) {
            answer = BudgetCut.rest(answer, sent);
        }
        // The marker grows with what was cut (its paths, the cursor naming each): where it does not fit in the room
        // kept for it, cut again with the room it took.
        int room = MARKER_ROOM;
        while (true) {
            ObjectNode attempt = answer.deepCopy();
            Map<String, Integer> kept = BudgetCut.fit(attempt, budget - room, this::size);
            if (kept.isEmpty() && sent.isEmpty() && omitted.isEmpty()) {
                return attempt;
            }
            mark(attempt, kept, sent, omitted, budget, answerChars, scope, again);
            int over = size(attempt) - budget;
            if (over <= 0 || room >= budget / 2) {
                return attempt;
            }
            room += over;
        }
    }

    private void mark(ObjectNode answer, Map<String, Integer> kept, Map<String, Integer> sent,
                      Map<String, Integer> omitted, int budget, int answerChars, String scope, String again) {
        ObjectNode marker = answer.putObject("budget").put("chars", budget).put("answer_chars", answerChars)
                .put("truncated", !kept.isEmpty());
        if (!sent.isEmpty()) {
            marker.put("continued", true);
        }
        if (!kept.isEmpty()) {
            Map<String, Integer> next = new LinkedHashMap<>();
            kept.forEach((path, n) -> next.put(path, sent.getOrDefault(path, 0) + n));
            marker.set("cut", json.valueToTree(kept.keySet()));
            marker.put("answer_cursor", AnswerCursor.encode(next, scope));
            marker.put("hint", again + ", adding answer_cursor, to read the rest of the cut fields");
        }
        if (!omitted.isEmpty()) {
            marker.set("omitted", json.valueToTree(omitted));
            marker.put("omitted_hint", "verbosity=full includes the omitted fields (characters given)");
        }
    }

    /**
     * The default verbosity: secondary texts left out (their sizes noted), passages trimmed to their marks, and a
     * search result's snippet dropped where its first passage says the same.
     */
    private static void summarize(JsonNode node, String path, Map<String, Integer> omitted) {
        if (node instanceof ObjectNode object) {
            if (object.path("snippet").isString()
                    && object.path("snippet").equals(object.path("passages").path(0).path("text"))) {
                object.remove("snippet");
            }
            for (String name : Set.copyOf(object.propertyNames())) {
                JsonNode v = object.get(name);
                String at = path + "/" + name;
                if (SECONDARY.contains(name) && v.isString() && !v.asString().isEmpty()) {
                    omitted.put(at, v.asString().length());
                    object.remove(name);
                } else if (v.isString() && MarkedText.isMarked(v.asString())) {
                    object.put(name, MarkedText.trim(v.asString()));
                } else {
                    summarize(v, at, omitted);
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                summarize(node.get(i), path + "/" + i, omitted);
            }
        }
    }

    int size(JsonNode node) {
        return json.writeValueAsString(node).length();
    }
}
