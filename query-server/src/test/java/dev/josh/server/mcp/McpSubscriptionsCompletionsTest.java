package dev.josh.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.josh.db.ConnectionClient;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.CompleteReference;
import io.modelcontextprotocol.spec.McpSchema.CompleteRequest;
import io.modelcontextprotocol.spec.McpSchema.CompleteRequest.CompleteArgument;
import io.modelcontextprotocol.spec.McpSchema.CompleteRequest.CompleteContext;
import io.modelcontextprotocol.spec.McpSchema.CompleteResult.CompleteCompletion;
import io.modelcontextprotocol.spec.McpSchema.PromptReference;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.ResourceReference;
import io.modelcontextprotocol.spec.McpSchema.SubscribeRequest;
import io.modelcontextprotocol.spec.McpSchema.UnsubscribeRequest;
import java.sql.Connection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Resource subscriptions and completions through the real SDK client over Streamable HTTP, on the
 * database the real ingest built from the corpus slice; the expected ids are read from that database.
 */
class McpSubscriptionsCompletionsTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());
    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    /** A client per test: a session held across the whole class outlives the servlet's async timeout. */
    @AutoClose
    final McpSyncClient client = server.mcp();

    static List<String> ids(String sql, Object... params) throws Exception {
        try (Connection conn = services.pool.getConnection()) {
            return ConnectionClient.on(conn).sql(sql).params(params).query(String.class).list();
        }
    }

    static McpError error(Runnable call) {
        McpError error = catchThrowableOfType(McpError.class, call::run);
        assertThat(error).as("a JSON-RPC error").isNotNull();
        assertThat(error.getMessage()).doesNotContain("Exception", "java.", "io.modelcontextprotocol");
        return error;
    }

    CompleteCompletion complete(CompleteReference ref, String argument, String value) {
        return client.completeCompletion(new CompleteRequest(ref, new CompleteArgument(argument, value))).completion();
    }

    @Test
    void bothAreAdvertised() {
        assertThat(client.getServerCapabilities().resources().subscribe()).isTrue();
        assertThat(client.getServerCapabilities().completions()).isNotNull();
    }

    @Test
    void aRecordThatExistsIsSubscribedToAndUnsubscribedFrom() throws Exception {
        // What a session holds shows in its limit: with n held, MAX_PER_SESSION - n more fit and the next is refused.
        int max = ResourceSubscriptionFilter.MAX_PER_SESSION;
        List<String> others = ids("SELECT id FROM legislators ORDER BY id LIMIT ?", max).stream()
                .map(id -> "josh://" + id).toList();
        client.subscribeResource(new SubscribeRequest("josh://hr:117:3684"));
        client.subscribeResource(new SubscribeRequest("josh://hr:117:3684")); // again: still one subscription
        client.subscribeResource(new SubscribeRequest("josh://usc%3A17%3A107")); // colons encoded, as some hosts send
        others.subList(0, max - 2).forEach(uri -> client.subscribeResource(new SubscribeRequest(uri)));
        assertThat(error(() -> client.subscribeResource(new SubscribeRequest(others.get(max - 2))))
                .getJsonRpcError().code()).as("two held before the others: the repeat counted once").isEqualTo(-32602);

        client.unsubscribeResource(new UnsubscribeRequest("josh://hr:117:3684"));
        client.unsubscribeResource(new UnsubscribeRequest("josh://hr:117:3684")); // not held any more: no error
        client.subscribeResource(new SubscribeRequest(others.get(max - 2))); // the place the first one freed
        assertThat(error(() -> client.subscribeResource(new SubscribeRequest(others.get(max - 1))))
                .getJsonRpcError().code()).as("the second unsubscribe freed nothing").isEqualTo(-32602);
    }

    @Test
    void anUnknownIdOrAMalformedUriIsResourceNotFound() {
        McpError unknown = error(() -> client.subscribeResource(new SubscribeRequest("josh://hr:117:9999")));
        assertThat(unknown.getJsonRpcError().code()).isEqualTo(-32002);
        assertThat(unknown.getMessage()).contains("hr:117:9999");
        @SuppressWarnings("unchecked")
        Map<String, Object> envelope = (Map<String, Object>) ((Map<String, Object>) unknown.getJsonRpcError().data())
                .get("error");
        assertThat(envelope.get("code")).isEqualTo("not_found");
        assertThat(envelope.get("hint")).isNotNull();

        for (String uri : List.of("josh://not-an-id", "test://watched-resource", "josh://", "josh://%y%25", "josh://"
                + "x".repeat(10_000))) {
            McpError malformed = error(() -> client.subscribeResource(new SubscribeRequest(uri)));
            assertThat(malformed.getJsonRpcError().code()).as(uri.substring(0, Math.min(uri.length(), 40)))
                    .isEqualTo(-32002);
            assertThat(malformed.getMessage()).isNotBlank();
        }
        assertThat(error(() -> client.unsubscribeResource(new UnsubscribeRequest("josh://not-an-id")))
                .getJsonRpcError().code()).isEqualTo(-32002);
        // A read of a malformed escape is the same error (found by the fuzzer: it was -32603, "a bug").
        assertThat(error(() -> client.readResource(new ReadResourceRequest("josh://%ad%y"))).getJsonRpcError().code())
                .isEqualTo(-32002);
    }

    @Test
    void aSessionHoldsAtMostAHundredSubscriptions() throws Exception {
        List<String> uris = ids("SELECT id FROM legislators ORDER BY id LIMIT ?", ResourceSubscriptionFilter
                .MAX_PER_SESSION + 1).stream().map(id -> "josh://" + id).toList();
        assertThat(uris).hasSize(ResourceSubscriptionFilter.MAX_PER_SESSION + 1);
        uris.stream().limit(ResourceSubscriptionFilter.MAX_PER_SESSION)
                .forEach(uri -> client.subscribeResource(new SubscribeRequest(uri)));
        McpError full = error(() -> client.subscribeResource(new SubscribeRequest(uris.getLast())));
        assertThat(full.getJsonRpcError().code()).isEqualTo(-32602);
        assertThat(full.getMessage()).contains("resources/unsubscribe");

        client.unsubscribeResource(new UnsubscribeRequest(uris.getFirst()));
        client.subscribeResource(new SubscribeRequest(uris.getLast()));
        // Another session starts with none.
        try (McpSyncClient other = server.mcp()) {
            other.subscribeResource(new SubscribeRequest(uris.getFirst()));
        }
    }

    @Test
    void aTypedPrefixCompletesToTheIdsTheDatabaseHolds() throws Exception {
        ResourceReference template = new ResourceReference("josh://{id}");
        List<String> bills = ids("SELECT id FROM bills WHERE id LIKE 'hr:117:3%' ORDER BY id");
        assertThat(bills).contains("hr:117:3684");

        CompleteCompletion some = complete(template, "id", "hr:117:3");
        assertThat(some.values()).isEqualTo(bills);
        assertThat(some.total()).isEqualTo(bills.size());
        assertThat(some.hasMore()).isFalse();
        assertThat(complete(template, "id", "hr:117:36").values()).containsExactly("hr:117:3684");
        assertThat(complete(template, "id", "usc:17:10").values()).contains("usc:17:107")
                .allMatch(id -> id.startsWith("usc:17:10"));

        CompleteCompletion nothing = complete(template, "id", "hr:117:36849");
        assertThat(nothing.values()).isEmpty();
        assertThat(nothing.total()).isZero();
        assertThat(complete(template, "id", "hr:117:\u00e9").values()).isEmpty();
    }

    @Test
    void anAnswerCarriesAtMostAHundredValuesWithTheTotal() throws Exception {
        ResourceReference template = new ResourceReference("josh://{id}");
        List<String> senators = ids("SELECT id FROM legislators WHERE id GLOB 'S0*' ORDER BY id");
        assertThat(senators).hasSizeBetween(RecordCompletions.MAX_VALUES + 1, RecordCompletions.COUNT_CAP);
        CompleteCompletion some = complete(template, "id", "S0"); // bioguide ids: no other id starts so
        assertThat(some.values()).isEqualTo(senators.subList(0, RecordCompletions.MAX_VALUES));
        assertThat(some.total()).isEqualTo(senators.size());
        assertThat(some.hasMore()).isTrue();

        // Past the count cap the total is left out (unknown), and there are more.
        long legislators = Long.parseLong(ids("SELECT count(*) FROM legislators").getFirst());
        assertThat(legislators).isGreaterThan(RecordCompletions.COUNT_CAP);
        CompleteCompletion all = complete(template, "id", "");
        assertThat(all.values()).hasSize(RecordCompletions.MAX_VALUES).isSortedAccordingTo(Comparator.naturalOrder());
        assertThat(all.total()).isNull();
        assertThat(all.hasMore()).isTrue();
    }

    @Test
    void thePromptsIdArgumentsCompleteToIdsOfTheirType() throws Exception {
        List<String> bills = ids("SELECT id FROM bills WHERE id LIKE 'hr:%' ORDER BY id");
        assertThat(complete(new PromptReference("brief_on_bill"), "bill_id", "hr:").values()).isEqualTo(bills);
        assertThat(complete(new PromptReference("compare_bill_versions"), "bill_id", "hr:117:36").values())
                .containsExactly("hr:117:3684");
        // Only bills: the prefix of every id matches legislators and sections too.
        assertThat(complete(new PromptReference("brief_on_bill"), "bill_id", "").values())
                .allMatch(id -> id.matches("[a-z]+:\\d+:\\d+"));
        assertThat(complete(new PromptReference("regulations_implementing_statute"), "usc_section", "usc:17:1")
                .values()).contains("usc:17:107").allMatch(id -> id.startsWith("usc:17:1"));
        // An argument with no known set of values.
        assertThat(complete(new PromptReference("whats_due"), "days", "3").values()).isEmpty();
        assertThat(complete(new PromptReference("compare_bill_versions"), "from", "").values()).isEmpty(); // no bill yet
    }

    @Test
    void aVersionCompletesToTheChosenBillsLoadedVersions() throws Exception {
        String bill = ids("SELECT bill_id FROM bill_text_versions WHERE markdown IS NOT NULL GROUP BY bill_id "
                + "HAVING count(*) > 1 ORDER BY bill_id LIMIT 1").getFirst();
        List<String> loaded = ids("SELECT version_code FROM bill_text_versions WHERE bill_id = ? AND markdown IS NOT "
                + "NULL ORDER BY version_code", bill);
        PromptReference compare = new PromptReference("compare_bill_versions");
        CompleteCompletion all = client.completeCompletion(new CompleteRequest(compare, new CompleteArgument("to", ""),
                new CompleteContext(Map.of("bill_id", bill)))).completion();
        assertThat(all.values()).containsExactlyInAnyOrderElementsOf(loaded);
        String first = loaded.getFirst();
        assertThat(client.completeCompletion(new CompleteRequest(compare, new CompleteArgument("from",
                first.substring(0, 1).toLowerCase(java.util.Locale.ROOT)), new CompleteContext(Map.of("bill_id", bill))))
                .completion().values()).contains(first).allMatch(code -> code.startsWith(first.substring(0, 1)));
        // A bill the database does not hold has no versions to offer.
        assertThat(client.completeCompletion(new CompleteRequest(compare, new CompleteArgument("to", ""),
                new CompleteContext(Map.of("bill_id", "hr:117:9999")))).completion().values()).isEmpty();
    }

    @Test
    void badCompletionsAreJsonRpcErrors() throws Exception {
        McpError tooLong = error(() -> complete(new ResourceReference("josh://{id}"), "id", "h".repeat(10_000)));
        assertThat(tooLong.getJsonRpcError().code()).isEqualTo(-32602);
        assertThat(tooLong.getMessage()).contains("at most " + RecordCompletions.MAX_PREFIX);

        assertThat(error(() -> complete(new PromptReference("test_prompt_with_arguments"), "arg1", "test"))
                .getJsonRpcError().code()).isEqualTo(-32602);
        assertThat(error(() -> complete(new ResourceReference("josh://{id}"), "name", "x"))
                .getJsonRpcError().code()).isEqualTo(-32602);

        RawHttp.Answer noArgument = server.send("POST", "/mcp", server.localhost(), null,
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"completion/complete\",\"params\":{\"ref\":"
                        + "{\"type\":\"ref/prompt\"},\"argument\":{\"name\":\"bill_id\"}}}");
        assertThat(noArgument.status()).isEqualTo(400);
        assertThat(noArgument.body()).contains("-32602").doesNotContain("Exception", "io.modelcontextprotocol");
    }
}
