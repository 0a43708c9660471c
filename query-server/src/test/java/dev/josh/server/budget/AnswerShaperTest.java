package dev.josh.server.budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.server.error.ApiException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.util.RawValue;

class AnswerShaperTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final AnswerShaper SHAPER = new AnswerShaper(JSON);
    private static final String SCOPE = "fetch|{\"id\":\"usc:1:1\"}";

    /** A record with a long body, long notes and a long list, as a vote or a section with notes is. */
    private static Map<String, Object> record() {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("id", "usc:1:1");
        record.put("title", "1 U.S.C. § 1");
        record.put("body_markdown", "word ".repeat(3_000) + "end of body");
        record.put("notes", "note ".repeat(2_000));
        List<Map<String, Object>> members = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            members.add(Map.of("bioguide_id", "M%05d".formatted(i), "name", "Member " + i, "position", "Yea"));
        }
        record.put("members", members);
        record.put("citation", Map.of("citation_string", "1 U.S.C. § 1", "url", "https://example.test/1"));
        return record;
    }

    private static ObjectNode shape(AnswerRequest request, int budget) {
        return sent(SHAPER.shape(record(), request, budget, SCOPE, "call fetch again with the same arguments"));
    }

    /** The answer as a client reads it: whether shaped as a tree or sent as written, the JSON it becomes. */
    private static ObjectNode sent(Object shaped) {
        return (ObjectNode) JSON.readTree(JSON.writeValueAsString(shaped));
    }

    @Test
    void aWholeAnswerIsSentAsWrittenAndReadsAsItsTree() {
        Object shaped = SHAPER.shape(record(), AnswerRequest.of("full", null, null), 1_000_000, SCOPE, "again");
        assertThat(shaped).isInstanceOf(RawValue.class);
        assertThat(sent(shaped)).isEqualTo(JSON.valueToTree(record()));
        // Past its budget the same answer is a tree, cut and marked.
        assertThat(SHAPER.shape(record(), AnswerRequest.of("full", null, null), 6_000, SCOPE, "again"))
                .isInstanceOf(ObjectNode.class);
    }

    @Test
    void anAnswerUnderItsBudgetComesWholeWithoutAMarker() {
        ObjectNode answer = shape(AnswerRequest.of("full", null, null), 1_000_000);
        assertThat(answer.has("budget")).isFalse();
        assertThat(answer.get("members").size()).isEqualTo(300);
    }

    @Test
    void anAnswerOverItsBudgetIsCutWithAMarkerAndTheCursorReadsTheRestExactly() {
        int budget = 6_000;
        ObjectNode whole = shape(AnswerRequest.of("full", null, null), 1_000_000);
        StringBuilder body = new StringBuilder();
        StringBuilder notes = new StringBuilder();
        List<JsonNode> members = new ArrayList<>();
        String cursor = null;
        int parts = 0;
        do {
            ObjectNode part = shape(AnswerRequest.of("full", null, cursor), budget);
            assertThat(JSON.writeValueAsString(part).length()).as("part " + parts).isLessThanOrEqualTo(budget);
            assertThat(part.get("id").asString()).isEqualTo("usc:1:1");
            JsonNode marker = part.get("budget");
            assertThat(marker.get("truncated").asBoolean() || parts > 0).as("first part marked").isTrue();
            body.append(part.path("body_markdown").asString(""));
            notes.append(part.path("notes").asString(""));
            part.path("members").forEach(members::add);
            cursor = marker.get("truncated").asBoolean() ? marker.get("answer_cursor").asString() : null;
            assertThat(cursor == null || !marker.get("cut").isEmpty()).isTrue();
            parts++;
        } while (cursor != null && parts < 50);
        assertThat(cursor).as("the parts end").isNull();
        assertThat(parts).isGreaterThan(3);
        assertThat(body.toString()).isEqualTo(whole.get("body_markdown").asString());
        assertThat(notes.toString()).isEqualTo(whole.get("notes").asString());
        assertThat(members).containsExactlyElementsOf((ArrayNode) whole.get("members"));
    }

    @Test
    void summaryLeavesNotesOutAndSaysHowLongTheyAre() {
        ObjectNode answer = shape(AnswerRequest.DEFAULT, 1_000_000);
        assertThat(answer.has("notes")).isFalse();
        assertThat(answer.get("budget").get("omitted").get("/notes").asInt()).isEqualTo("note ".repeat(2_000).length());
        assertThat(answer.get("budget").get("truncated").asBoolean()).isFalse();
    }

    @Test
    void idsKeepIdsTitlesAndNamesOnly() {
        ObjectNode answer = shape(AnswerRequest.of("ids", null, null), 1_000_000);
        assertThat(answer.propertyNames()).containsExactlyInAnyOrder("id", "title", "members");
        assertThat(answer.get("members").get(0).propertyNames()).containsExactlyInAnyOrder("bioguide_id", "name");
    }

    @Test
    void fieldsKeepTheNamedFieldsWithTheIds() {
        ObjectNode answer = shape(AnswerRequest.of("full", "citation, position", null), 1_000_000);
        assertThat(answer.propertyNames()).containsExactlyInAnyOrder("id", "citation", "members");
        assertThat(answer.get("members").get(0).propertyNames()).containsExactlyInAnyOrder("bioguide_id", "position");
    }

    @Test
    void passagesAreTrimmedToTheMarkedWordsAndSentOnce() {
        String passage = "lead ".repeat(40) + "the <mark>arbitration</mark> award " + "tail ".repeat(40);
        ObjectNode answer = sent(SHAPER.shape(Map.of("results", List.of(Map.of("id", "usc:9:10",
                "snippet", passage, "passages", List.of(Map.of("text", passage))))), AnswerRequest.DEFAULT, 1_000_000,
                SCOPE, "again"));
        JsonNode result = answer.get("results").get(0);
        assertThat(result.has("snippet")).as("the snippet repeated its first passage").isFalse();
        String text = result.get("passages").get(0).get("text").asString();
        assertThat(text).startsWith("…").endsWith("…").contains("the <mark>arbitration</mark> award");
        assertThat(text.length()).isLessThan(2 * MarkedText.AROUND + 40);
    }

    @Test
    void aCursorOfAnotherCallOrAnEditedOneIsRefused() {
        String cursor = shape(AnswerRequest.of("full", null, null), 6_000).get("budget").get("answer_cursor").asString();
        assertThatThrownBy(() -> SHAPER.shape(record(), AnswerRequest.of("full", null, cursor), 6_000,
                "fetch|{\"id\":\"usc:1:2\"}", "again")).isInstanceOf(ApiException.class)
                .hasMessageContaining("answer_cursor");
        assertThatThrownBy(() -> shape(AnswerRequest.of("full", null, cursor.substring(1)), 6_000))
                .isInstanceOf(ApiException.class).hasMessageContaining("answer_cursor");
    }

    @Test
    void anUnknownVerbosityIsAnInvalidParameter() {
        assertThatThrownBy(() -> AnswerRequest.of("brief", null, null)).isInstanceOf(ApiException.class)
                .hasMessageContaining("verbosity must be one of [ids, summary, full]");
    }
}
