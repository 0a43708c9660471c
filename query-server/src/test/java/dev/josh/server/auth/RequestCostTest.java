package dev.josh.server.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.springframework.web.bind.annotation.GetMapping;
import tools.jackson.databind.json.JsonMapper;

/** The cost table: a request costs units by what it does, the same on REST and MCP. */
class RequestCostTest {

    /** The routes as the controllers declare them; the tools as their groups do (ToolCostsTest holds the real ones). */
    static final Map<String, Cost> TOOLS = Map.ofEntries(Map.entry("get_bill", Cost.LOOKUP),
            Map.entry("fetch", Cost.LOOKUP), Map.entry("search", Cost.SEARCH),
            Map.entry("lexical_search", Cost.ONE_LEG_SEARCH), Map.entry("semantic_search", Cost.ONE_LEG_SEARCH),
            Map.entry("search_trend", Cost.TREND), Map.entry("context", Cost.CONTEXT), Map.entry("similar", Cost.SIMILAR),
            Map.entry("compare_versions", Cost.DIFF), Map.entry("whats_new", Cost.CHANGES),
            Map.entry("verify_citation", Cost.CITATIONS), Map.entry("aggregate_records", Cost.AGGREGATE));

    /** Eleven searchable sources, as the full corpus has. */
    final RequestCost costs = new RequestCost(RouteCosts.scan("dev.josh.server"), TOOLS, () -> 11);
    final JsonMapper json = JsonMapper.builder().build();

    int mcp(String body) {
        return costs.mcp(body.getBytes(StandardCharsets.UTF_8));
    }

    String call(String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }

    @Test
    void lookupsListsAndJoinsCostOneUnit() {
        assertThat(costs.rest("/v1/legislators/S000250", Map.of())).isEqualTo(1);
        assertThat(costs.rest("/v1/bills", Map.of("congress", "118"))).isEqualTo(1);
        assertThat(costs.rest("/v1/bills/hr:117:3684/actions", Map.of())).isEqualTo(1);
        assertThat(costs.rest("/v1/status", Map.of())).isEqualTo(1);
        assertThat(mcp(call("get_bill", "{\"id\":\"hr:117:3684\"}"))).isEqualTo(1);
        assertThat(mcp(call("fetch", "{\"id\":\"usc:17:107\"}"))).isEqualTo(1);
        assertThat(mcp("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")).isEqualTo(1);
    }

    @Test
    void aSearchCostsOneUnitPerSourceAndLegSearchedPlusOne() {
        assertThat(costs.rest("/v1/search", Map.of("q", "fair use", "mode", "lexical", "source", "usc"))).isEqualTo(2);
        assertThat(costs.rest("/v1/search", Map.of("q", "fair use", "mode", "semantic", "source", "usc,crs,fr")))
                .isEqualTo(4);
        assertThat(costs.rest("/v1/search", Map.of("q", "fair use", "source", "usc,crs"))).as("hybrid: two legs")
                .isEqualTo(5);
        assertThat(costs.rest("/v1/search", Map.of("q", "fair use"))).as("every source, hybrid").isEqualTo(23);
        assertThat(costs.rest("/v1/search", Map.of("q", "fair use", "mode", "LEXICAL"))).isEqualTo(12);
        assertThat(costs.rest("/v1/search", Map.of("q", "x", "source", "usc,usc, usc"))).as("distinct names")
                .isEqualTo(3);
        assertThat(costs.rest("/v1/search", Map.of("q", "x", "mode", "lexical", "source", "fr,federal-register")))
                .as("a short form is the source it names, as the search reads it").isEqualTo(2);
        assertThat(costs.rest("/v1/search", Map.of("q", "x", "mode", "lexical",
                "source", "a,b,c,d,e,f,g,h,i,j,k,l,m,n"))).as("at most every searchable source").isEqualTo(12);
        assertThat(costs.rest("/v1/search", Map.of("q", "x", "aggregate", "count", "bucket", "year",
                "source", "bills,crs"))).as("a trend counts over one leg").isEqualTo(3);

        assertThat(mcp(call("search", "{\"query\":\"fair use\"}"))).isEqualTo(23);
        assertThat(mcp(call("search", "{\"query\":\"fair use\",\"mode\":\"lexical\",\"source\":\"usc\"}"))).isEqualTo(2);
        assertThat(mcp(call("lexical_search", "{\"query\":\"x\",\"source\":[\"usc\",\"crs\"]}"))).isEqualTo(3);
        assertThat(mcp(call("semantic_search", "{\"query\":\"x\"}"))).isEqualTo(12);
        assertThat(mcp(call("search_trend", "{\"query\":\"x\",\"bucket\":\"year\"}"))).isEqualTo(12);
    }

    @Test
    void dossiersDiffsAndSimilarCostSeveral() {
        assertThat(costs.rest("/v1/context/hr:117:3684", Map.of())).isEqualTo(5);
        assertThat(costs.rest("/v1/context/hr:117:3684", Map.of("depth", "minimal"))).isEqualTo(3);
        assertThat(costs.rest("/v1/context/hr:117:3684", Map.of("depth", "deep"))).isEqualTo(10);
        assertThat(mcp(call("context", "{\"id\":\"hr:117:3684\",\"depth\":\"deep\"}"))).isEqualTo(10);
        assertThat(mcp(call("context", "{\"id\":\"hr:117:3684\"}"))).isEqualTo(5);
        assertThat(costs.rest("/v1/similar/hr:117:3684", Map.of())).isEqualTo(5);
        assertThat(mcp(call("similar", "{\"id\":\"hr:117:3684\"}"))).isEqualTo(5);
        assertThat(costs.rest("/v1/bills/hr:117:3684/text/diff", Map.of())).isEqualTo(5);
        assertThat(mcp(call("compare_versions", "{\"bill_id\":\"hr:117:3684\"}"))).isEqualTo(5);
        assertThat(costs.rest("/v1/changes", Map.of("since", "2026-01-01"))).isEqualTo(3);
        assertThat(costs.rest("/v1/upcoming", Map.of())).isEqualTo(3);
        assertThat(mcp(call("whats_new", "{\"since\":\"2026-01-01\"}"))).isEqualTo(3);
        assertThat(costs.rest("/v1/citations", Map.of("text", "17 U.S.C. 107"))).isEqualTo(3);
        assertThat(mcp(call("verify_citation", "{\"text\":\"17 U.S.C. 107\"}"))).isEqualTo(3);
        assertThat(costs.rest("/v1/bills", Map.of("aggregate", "count", "group_by", "congress"))).isEqualTo(2);
        assertThat(mcp(call("aggregate_records", "{\"resource\":\"bills\"}"))).isEqualTo(2);
    }

    @Test
    void aBatchCostsTheSumOfItsMessagesAndWhatCannotBeReadCostsOne() {
        assertThat(mcp("[" + call("context", "{\"id\":\"x\"}") + "," + call("get_bill", "{}") + "]")).isEqualTo(6);
        assertThat(mcp("{not json")).isEqualTo(1);
        assertThat(mcp("null")).isEqualTo(1);
        assertThat(mcp(call("search", "\"not an object\""))).as("a malformed call is priced as it reads").isEqualTo(23);
        assertThat(mcp("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":7}}")).isEqualTo(1);
    }

    @Test
    void aRouteIsPricedByItsMostSpecificPatternAndAnUnknownPathOrToolCostsOne() {
        assertThat(RouteCosts.scan("dev.josh.server").routes()).containsEntry("/v1/search", Cost.SEARCH)
                .containsEntry("/v1/{resource}", Cost.LIST).containsEntry("/v1/context/{id}", Cost.CONTEXT);
        assertThat(costs.rest("/v1/search", Map.of("aggregate", "count"))).as("not /v1/{resource}").isEqualTo(12);
        assertThat(costs.rest("/v1/nothing/here/at/all", Map.of())).isEqualTo(1);
        assertThat(mcp(call("no_such_tool", "{}"))).isEqualTo(1);
    }

    @Test
    void aRouteWithoutADeclaredCostIsRefused() {
        assertThatThrownBy(() -> RouteCosts.of(List.of(Unpriced.class))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("/v1/unpriced (Unpriced.unpriced)");
    }

    /** Not a {@code @RestController}, so no component scan serves it: {@link RouteCosts#of} reads its mappings. */
    static class Unpriced {

        @GetMapping("/v1/unpriced")
        String unpriced() {
            return "free";
        }

        @GetMapping("/not-keyed")
        String page() {
            return "a page, not priced";
        }
    }

    @Test
    void theBucketSpendsUnitsAndSaysWhatIsLeft() {
        AtomicLong now = new AtomicLong();
        RateLimiter limiter = new RateLimiter(now::get);
        assertThat(limiter.spend("k", 60, 23).allowed()).isTrue();
        assertThat(limiter.spend("k", 60, 23).allowed()).isTrue();
        RateLimiter.Decision refused = limiter.spend("k", 60, 23);
        assertThat(refused.allowed()).isFalse();
        assertThat(refused.units()).isEqualTo(14);
        assertThat(refused.cost()).isEqualTo(23);
        assertThat(refused.retryAfterSeconds()).as("nine more units at one a second").isEqualTo(9);
        assertThat(limiter.spend("k", 60, 10).allowed()).as("a cheaper request still fits").isTrue();
        now.addAndGet(60_000_000_000L);
        assertThat(limiter.spend("small", 5, 23)).as("more than the whole rate spends the full bucket")
                .isEqualTo(new RateLimiter.Decision(0, 0, 5));
    }
}
