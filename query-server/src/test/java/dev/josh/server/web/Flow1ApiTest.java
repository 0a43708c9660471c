package dev.josh.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.CorpusFacts;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.InProcessServer.Reply;
import dev.josh.server.support.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Flow 1 over HTTP, on the database the real ingest built from the corpus slice: routes, paging, errors, MCP. */
class Flow1ApiTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());
    static final JsonMapper json = JsonMapper.builder().build();

    static JsonNode ok(String pathAndQuery) {
        Reply r = server.get(pathAndQuery);
        assertThat(r.status()).as(pathAndQuery + " → " + r.body()).isEqualTo(200);
        return r.body();
    }

    static JsonNode error(String pathAndQuery, int status, String code) {
        Reply r = server.get(pathAndQuery);
        assertThat(r.status()).as(pathAndQuery + " → " + r.body()).isEqualTo(status);
        assertThat(r.body().get("error").get("code").asString()).as(pathAndQuery).isEqualTo(code);
        assertThat(r.body().get("error").get("message").asString()).isNotBlank();
        return r.body().get("error").get("hint");
    }

    static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    static void assertFetchable(String id) {
        JsonNode record = ok("/v1/fetch/" + id);
        assertThat(record.get("id").asString()).isEqualTo(id);
        assertThat(record.get("citation").get("citation_string").asString()).isNotBlank();
    }

    @Test
    void everyIdTypeHasATypedRouteAndFetchDispatchesEveryPrefix() {
        JsonNode bill = ok("/v1/bills/hr:117:3684?body_max_chars=200");
        assertThat(bill.get("type").asString()).isEqualTo("bill");
        assertThat(bill.get("cosponsors").get("total").asInt())
                .isEqualTo(CorpusFacts.billStatus("hr3684").count("//bill/cosponsors/item"));
        assertThat(bill.get("paths").get("text").asString()).isEqualTo("/v1/bills/hr:117:3684/text");
        assertThat(ok("/v1/fetch/meeting:h:102252").get("type").asString()).isEqualTo("meeting");
        String filing = ok("/v1/lda-filings?limit=1").get("results").get(0).get("id").asString();
        assertThat(ok("/v1/fetch/" + filing).get("type").asString()).isEqualTo("lda_filing");
        assertThat(ok("/v1/hearings/meeting:h:102252").get("committee").get("id").asString()).isEqualTo("HSRU");

        JsonNode nays = ok("/v1/votes/vote:117:h:1:144?position=Nay");
        assertThat(nays.get("members")).isNotEmpty()
                .allSatisfy(m -> assertThat(m.get("position").asString()).isEqualTo("Nay"));
        assertThat(nays.get("members_shown").get("count").asInt()).isEqualTo(nays.get("tallies").get("nay").asInt());
        assertThat(ok("/v1/roll-call-votes/vote:117:h:1:144").get("members").size())
                .isEqualTo(nays.get("members_shown").get("total").asInt());
        assertThat(error("/v1/votes/hr:117:3684", 404, "wrong_resource").get("path").asString())
                .isEqualTo("/v1/bills/hr:117:3684");
        error("/v1/bills/hr:117:9999", 404, "not_found");
        error("/v1/bills/hr-3684", 400, "invalid_id");
    }

    @Test
    void joinsPageWithOpaqueCursors() {
        List<String> cosponsors = new ArrayList<>();
        String next = "/v1/bills/hr:117:3684/cosponsors?limit=2";
        while (next != null) {
            JsonNode page = ok(next);
            page.get("results").forEach(c -> cosponsors.add(c.get("bioguide_id").asString()));
            assertThat(page.get("has_more").asBoolean()).isEqualTo(!page.get("next_cursor").isNull());
            next = page.get("has_more").asBoolean()
                    ? "/v1/bills/hr:117:3684/cosponsors?limit=2&cursor=" + page.get("next_cursor").asString() : null;
        }
        assertThat(cosponsors).isEqualTo(CorpusFacts.billStatus("hr3684").texts("//bill/cosponsors/item/bioguideId"));

        JsonNode actions = ok("/v1/bills/hr:117:3684/actions?limit=3");
        assertThat(actions.get("count").asInt()).isEqualTo(3);
        assertThat(actions.get("total").asInt()).isEqualTo(CorpusFacts.billStatus("hr3684").count("//bill/actions/item"));
        String cursor = actions.get("next_cursor").asString();
        assertThat(error("/v1/bills/hr:117:3684/cosponsors?cursor=" + cursor, 400, "invalid_parameter")
                .get("parameter").asString()).isEqualTo("cursor");
        error("/v1/bills/hr:117:3684/actions?cursor=x" + cursor, 400, "invalid_parameter");

        JsonNode text = ok("/v1/bills/hjres:116:37/text?version=RH&offset=100&length=50");
        assertThat(text.get("text").get("markdown").asString()).hasSize(50);
        assertThat(text.get("text").get("window").get("next_offset").asInt()).isEqualTo(150);
        assertThat(error("/v1/bills/hjres:116:37/text?length=0", 400, "invalid_parameter").get("parameter").asString())
                .isEqualTo("length");

        JsonNode related = ok("/v1/bills/hr:117:3684/related");
        related.get("statements_of_administration_policy").forEach(s -> assertFetchable(s.get("id").asString()));
        related.get("votes").forEach(v -> {
            if (v.get("in_database").asBoolean()) {
                assertFetchable(v.get("id").asString());
            }
        });

        JsonNode votes = ok("/v1/legislators/B001296/votes?limit=3&congress=117");
        assertThat(votes.get("results")).hasSize(3);
        votes.get("results").forEach(v -> assertFetchable(v.get("vote_id").asString()));
        JsonNode bills = ok("/v1/legislators/D000191/bills?role=sponsor");
        assertThat(bills.get("parent").get("id").asString()).isEqualTo("D000191");
        bills.get("results").forEach(b -> assertFetchable(b.get("id").asString()));
    }

    @Test
    void listsFilterPageAndAggregate() {
        List<String> ids = new ArrayList<>();
        String path = "/v1/bills?congress=117&limit=2";
        JsonNode first = ok(path);
        first.get("results").forEach(r -> ids.add(r.get("id").asString()));
        JsonNode second = ok(path + "&cursor=" + first.get("next_cursor").asString());
        second.get("results").forEach(r -> ids.add(r.get("id").asString()));
        assertThat(new HashSet<>(ids)).hasSize(4);
        ids.forEach(Flow1ApiTest::assertFetchable);
        assertThat(error(path + "&cursor=" + first.get("next_cursor").asString().replace('A', 'B'), 400,
                "invalid_parameter").get("parameter").asString()).isEqualTo("cursor");
        assertThat(error("/v1/bills?congress=118&cursor=" + first.get("next_cursor").asString(), 400,
                "invalid_parameter").get("parameter").asString()).isEqualTo("cursor");

        JsonNode grouped = ok("/v1/federal-register?aggregate=count&group_by=agency,type&top=3");
        assertThat(grouped.get("groups")).hasSize(3);
        assertThat(grouped.get("total_count").asLong()).isPositive();
        JsonNode drill = ok(grouped.get("groups").get(0).get("results_path").asString() + "&limit=200");
        assertThat(drill.get("count").asLong()).isEqualTo(grouped.get("groups").get(0).get("count").asLong());

        JsonNode sponsors = ok("/v1/bills?aggregate=count&group_by=sponsor&congress=117&top=5");
        assertThat(sponsors.get("groups").get(0).has("sponsor_name")).isTrue();
        assertFetchable(sponsors.get("groups").get(0).get("sponsor").asString());

        assertThat(error("/v1/bills?aggregate=count&group_by=color", 400, "invalid_parameter").get("valid_group_by"))
                .isNotEmpty();
        assertThat(error("/v1/bills?color=red", 400, "invalid_parameter").get("valid_filters").has("congress")).isTrue();
        error("/v1/bills?limit=201", 400, "invalid_parameter");
        error("/v1/bills?limit=abc", 400, "invalid_parameter");
        error("/v1/bills?congress=117&congress=116", 400, "invalid_parameter");
        error("/v1/bills?aggregate=count&top=1000", 400, "invalid_parameter");
        error("/v1/lda-filings?aggregate=sum&sum_field=year", 400, "invalid_parameter");
        error("/v1/committee-memberships", 404, "not_found");
    }

    @Test
    void namesResolveToIdsAndListsWithoutANameList() {
        JsonNode markey = ok("/v1/legislators?q=Markye&state=MA");
        assertThat(markey.get("results").get(0).get("name").asString()).contains("Markey");
        assertFetchable(markey.get("results").get(0).get("id").asString());
        JsonNode senators = ok("/v1/legislators?state=MA&chamber=senate&current=true");
        assertThat(senators.get("results")).isNotEmpty().allSatisfy(r -> {
            assertThat(r.get("state").asString()).isEqualTo("MA");
            assertThat(r.get("chamber").asString()).isEqualTo("senate");
        });
        error("/v1/legislators?q=markey&congress=117", 400, "invalid_parameter");
        error("/v1/legislators?q=markey&current=maybe", 400, "invalid_parameter");

        JsonNode registrants = ok("/v1/lda-filings/registrants?q=" + q("chernikoff and co"));
        JsonNode top = registrants.get("results").get(0);
        assertFetchable(top.get("latest_filing").asString());
        assertThat(ok(top.get("filings_path").asString()).get("count").asInt()).isEqualTo(top.get("filings").asInt());
        assertThat(ok("/v1/lda-filings/clients?q=" + q("natonal museum of women")).get("results")).isNotEmpty();
        error("/v1/lda-filings/clients", 400, "invalid_parameter");

        JsonNode older = ok("/v1/committees/HSWM/members?congress=118");
        assertThat(older.get("members")).isEmpty();
        assertThat(older.get("note").asString()).startsWith("not covered");
        assertThat(older.get("rosters_on_file").get(0).asInt()).isEqualTo(119);
        assertThat(ok("/v1/committees/HSWM/members?congress=119").get("members")).isNotEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/bills/hr:117:3684/cosponsors?limit=0", "/v1/bills/hr:117:3684/cosponsors?limit=x",
            "/v1/bills/hr:117:3684/actions?cursor=%25%25", "/v1/bills/S000033/text", "/v1/bills/hr:117:3684/text?offset=-1",
            "/v1/bills/hr:117:3684/text?version=ZZZ", "/v1/bills/nonsense/related", "/v1/legislators/HSWM/votes",
            "/v1/legislators/B001296/votes?congress=abc", "/v1/legislators/B001296/bills?role=x", "/v1/votes/vote:1:x",
            "/v1/bills?since=yesterday", "/v1/bills?became_law=perhaps", "/v1/bills?aggregate=count&group_by=a,b,c",
            "/v1/bills?aggregate=sum", "/v1/bills?aggregate=count&cursor=abc", "/v1/bills?group_by=congress",
            "/v1/votes?chamber=upper", "/v1/federal-register?type=regulation", "/v1/lda-filings?form=LD-9",
            "/v1/hearings?committee=ways", "/v1/ecfr-and-cfr?title=three", "/v1/lda-filings/registrants?q=",
            "/v1/committees?q=x&limit=99", "/v1/nothing?x=1", "/v1/bills?sponsor=%00", "/v1/bills?subject="})
    void noInputIsA500(String path) {
        Reply r = server.get(path);
        assertThat(r.status()).as(path + " → " + r.body()).isBetween(400, 499);
        assertThat(r.body().get("error").get("code").asString()).as(path).isNotBlank();
    }

    @Test
    void mcpListsTheLookupToolsBesideTheOthers() {
        try (McpSyncClient client = server.mcp("/mcp?toolsets=all")) {
            List<String> names = client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
            assertThat(names).contains("search", "fetch", "get_bill", "get_bill_text", "list_cosponsors",
                    "list_bill_actions", "get_legislator", "list_member_votes", "get_committee", "get_vote",
                    "get_fr_document", "list_records", "aggregate_records");
            McpSchema.CallToolResult bill = client.callTool(new McpSchema.CallToolRequest("get_bill",
                    Map.of("bill_id", "hr:117:3684")));
            assertThat(bill.isError()).isFalse();
            assertThat(json.readTree(((McpSchema.TextContent) bill.content().get(0)).text()).get("id").asString())
                    .isEqualTo("hr:117:3684");
            McpSchema.CallToolResult missing = client.callTool(new McpSchema.CallToolRequest("get_vote", Map.of()));
            assertThat(missing.isError()).isTrue();
            assertThat(json.readTree(((McpSchema.TextContent) missing.content().get(0)).text()).get("error")
                    .get("code").asString()).isEqualTo("invalid_parameter");
        }
    }
}
