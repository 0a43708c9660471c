package dev.josh.server.sources.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.mcp.ToolSupport;
import dev.josh.server.records.Refs;
import dev.josh.server.sources.LookupTools;
import dev.josh.server.support.CorpusFacts;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Class A tools called as an MCP server calls them, over the database the real ingest built:
 * results are the REST JSON, bounded, continued by cursors and offsets; bad calls are tool errors
 * with REST codes; every id a tool returns is accepted by fetch.
 */
class LookupToolsTest {

    static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    static Flow1Services services;
    static Map<String, SyncToolSpecification> tools = new HashMap<>();

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        ToolSupport support = new ToolSupport(JSON);
        List.of(new BillTools(services.bills, services.billTexts, services.billJoins, services.billRelations,
                        new BillTextDiffs(services.pool, new Refs(services.coverage)), support),
                new LookupTools(services.records, services.legislators, services.committees, services.votes,
                        services.lists, support)).forEach(group -> group.tools()
                .forEach(t -> tools.put(t.name(), t.specification())));
    }

    @AfterAll
    static void close() {
        services.close();
    }

    @Test
    void everyRegisteredSourceHasItsGetterTool() {
        assertThat(services.records.all()).isNotEmpty().allSatisfy(source ->
                assertThat(tools).as(source.definition().resource()).containsKey(source.definition().getter().tool()));
    }

    @SuppressWarnings("unchecked")
    static List<String> required(String tool) {
        return (List<String>) tools.get(tool).tool().inputSchema().get("required");
    }

    static McpSchema.CallToolResult call(String tool, Map<String, Object> args) {
        assertThat(tools).as("tool " + tool).containsKey(tool);
        return tools.get(tool).callHandler().apply(null, new McpSchema.CallToolRequest(tool, args));
    }

    static JsonNode ok(String tool, Map<String, Object> args) {
        McpSchema.CallToolResult result = call(tool, args);
        String text = ((McpSchema.TextContent) result.content().getFirst()).text();
        assertThat(result.isError()).as(tool + " " + args + " → " + text).isFalse();
        assertThat(result.structuredContent()).as("the JSON is sent once, as text").isNull();
        JsonNode body = JSON.readTree(text);
        ids(body, id -> assertThat(services.records.fetch(id, dev.josh.server.records.TextWindow.of(0, 1)).id())
                .as("fetch " + id).isEqualTo(id));
        return body;
    }

    static JsonNode failure(String tool, Map<String, Object> args, String code) {
        McpSchema.CallToolResult result = call(tool, args);
        assertThat(result.isError()).as(tool + " " + args).isTrue();
        JsonNode error = JSON.readTree(((McpSchema.TextContent) result.content().getFirst()).text()).get("error");
        assertThat(error.get("code").asString()).as(tool + " " + args).isEqualTo(code);
        assertThat(error.get("message").asString()).isNotBlank();
        return error.get("hint");
    }

    /** Every loaded record's id a body carries: "id" fields whose sibling in_database is not false. */
    static void ids(JsonNode node, Consumer<String> check) {
        if (node.isObject()) {
            JsonNode id = node.get("id");
            if (id != null && id.isString() && PublicId.tryParse(id.asString()).isPresent()
                    && !(node.has("in_database") && !node.get("in_database").asBoolean())
                    && !(node.has("legislator_found") && !node.get("legislator_found").asBoolean())) {
                check.accept(id.asString());
            }
            node.properties().forEach(e -> ids(e.getValue(), check));
        } else if (node.isArray()) {
            node.forEach(n -> ids(n, check));
        }
    }

    @Test
    void everyToolHasADescriptionThatTeachesRoutingAndAStrictSchema() {
        assertThat(tools.keySet()).contains("get_bill", "get_bill_text", "list_cosponsors", "list_bill_actions",
                "get_bill_related", "get_legislator", "list_member_votes", "list_member_bills", "get_committee",
                "get_vote", "get_us_code_section", "get_cfr_section", "get_fr_document", "get_public_law",
                "get_crs_report", "get_gao_report", "get_committee_report", "get_congressional_record",
                "get_statement_of_administration_policy", "get_hearing", "get_lda_filing", "list_records",
                "aggregate_records");
        tools.values().forEach(t -> {
            assertThat(t.tool().description()).as(t.tool().name()).hasSizeGreaterThan(80);
            assertThat(t.tool().inputSchema()).containsEntry("additionalProperties", false);
            assertThat(required(t.tool().name())).isNotEmpty();
            assertThat(t.tool().annotations().readOnlyHint()).isTrue();
        });
        assertThat(tools.get("get_fr_document").tool().description()).contains("names this identifier");
    }

    @Test
    void billToolsAnswerFromBillstatusAndContinue() {
        CorpusFacts.Xml status = CorpusFacts.billStatus("hr3684");
        JsonNode bill = ok("get_bill", Map.of("bill_id", "hr:117:3684"));
        assertThat(bill.get("sponsor").get("id").asString()).isEqualTo(status.text("//bill/sponsors/item/bioguideId"));
        assertThat(bill.get("body").get("returned_chars").asInt()).isLessThanOrEqualTo(BillTools.BILL_OVERVIEW_WINDOW);

        JsonNode cosponsors = ok("list_cosponsors", Map.of("bill_id", "hr:117:3684", "limit", 3));
        assertThat(cosponsors.get("results")).hasSize(3);
        JsonNode rest = ok("list_cosponsors", Map.of("bill_id", "hr:117:3684", "cursor",
                cosponsors.get("next_cursor").asString()));
        assertThat(cosponsors.get("results").size() + rest.get("results").size())
                .isEqualTo(status.count("//bill/cosponsors/item"));

        JsonNode actions = ok("list_bill_actions", Map.of("bill_id", "hr:117:3684"));
        assertThat(actions.get("results")).hasSize(20);
        assertThat(actions.get("has_more").asBoolean()).isTrue();
        failure("list_bill_actions", Map.of("bill_id", "hr:117:3684", "limit", 51), "invalid_parameter");

        JsonNode text = ok("get_bill_text", Map.of("bill_id", "hjres:116:37", "max_chars", 1000));
        assertThat(text.get("text").get("markdown").asString()).hasSize(1000);
        JsonNode next = ok("get_bill_text", Map.of("bill_id", "hjres:116:37", "offset",
                text.get("text").get("window").get("next_offset").asInt()));
        assertThat(next.get("text").get("window").get("offset").asInt()).isEqualTo(1000);
        failure("get_bill_text", Map.of("bill_id", "hjres:116:37", "max_chars", 50_000), "invalid_parameter");

        JsonNode related = ok("get_bill_related", Map.of("bill_id", "hr:117:3684"));
        assertThat(related.get("statements_of_administration_policy")).isNotEmpty();
    }

    @Test
    void memberVoteAndCommitteeTools() {
        JsonNode member = ok("get_legislator", Map.of("bioguide_id", "B001296"));
        assertThat(member.get("terms")).isNotEmpty();
        JsonNode votes = ok("list_member_votes", Map.of("bioguide_id", "B001296", "position", "Nay", "limit", 5));
        assertThat(votes.get("results")).allSatisfy(v -> assertThat(v.get("position").asString()).isEqualTo("Nay"));
        JsonNode bills = ok("list_member_bills", Map.of("bioguide_id", "D000191", "role", "sponsor"));
        assertThat(bills.get("results")).anySatisfy(b -> assertThat(b.get("id").asString()).isEqualTo("hr:117:3684"));

        JsonNode counts = ok("get_vote", Map.of("vote_id", "vote:117:h:1:144"));
        assertThat(counts.get("members")).isEmpty();
        assertThat(counts.get("by_party")).isNotEmpty();
        JsonNode nays = ok("get_vote", Map.of("vote_id", "vote:117:h:1:144", "position", "Nay"));
        assertThat(nays.get("members")).hasSize(nays.get("tallies").get("nay").asInt());

        JsonNode committee = ok("get_committee", Map.of("committee_id", "HSWM"));
        assertThat(committee.get("members_path").asString()).isEqualTo("/v1/committees/HSWM/members");
    }

    @Test
    void everyTypedGetterReturnsItsTypeInWindows() {
        Map<String, String> firstIds = Map.ofEntries(
                Map.entry("get_us_code_section", "us-code"), Map.entry("get_cfr_section", "ecfr-and-cfr"),
                Map.entry("get_fr_document", "federal-register"), Map.entry("get_public_law", "public-laws"),
                Map.entry("get_crs_report", "crs-reports"), Map.entry("get_gao_report", "gao-reports"),
                Map.entry("get_committee_report", "committee-reports"),
                Map.entry("get_cbo_cost_estimate", "cbo-cost-estimates"),
                Map.entry("get_docket", "regulations-dot-gov-dockets"), Map.entry("get_topic", "topic-taxonomy"),
                Map.entry("get_congressional_record", "congressional-record"),
                Map.entry("get_statement_of_administration_policy", "statements-of-administration-policy"),
                Map.entry("get_hearing", "hearings"), Map.entry("get_lda_filing", "lda-filings"));
        firstIds.forEach((tool, resource) -> {
            JsonNode listed = ok("list_records", Map.of("resource", resource, "limit", 1));
            String id = listed.get("results").get(0).get("id").asString();
            String argument = required(tool).getFirst();
            JsonNode record = ok(tool, Map.of(argument, id));
            assertThat(record.get("id").asString()).isEqualTo(id);
            assertThat(record.get("citation").get("citation_string").asString()).isNotBlank();
            if (record.has("body")) {
                assertThat(record.get("body").get("returned_chars").asInt()).isLessThanOrEqualTo(ToolSupport.BODY_WINDOW);
            }
            failure(tool, Map.of(argument, "hr:117:3684"), "wrong_resource");
        });
        JsonNode section = ok("get_us_code_section", Map.of("section_id", "usc:17:107"));
        if (section.get("body").get("next_offset").isNumber()) {
            ok("get_us_code_section", Map.of("section_id", "usc:17:107", "body_offset",
                    section.get("body").get("next_offset").asInt()));
        }
    }

    @Test
    void listAndAggregateTools() {
        JsonNode rules = ok("list_records", Map.of("resource", "federal-register", "filters",
                Map.of("type", "rule", "since", "2016")));
        assertThat(rules.get("results")).isNotEmpty()
                .allSatisfy(r -> assertThat(r.get("document_type").asString()).isEqualTo("rule"));
        JsonNode top = ok("aggregate_records", Map.of("resource", "bills", "group_by", "sponsor",
                "filters", Map.of("congress", 117), "top", 3));
        assertThat(top.get("groups")).hasSize(3);
        assertThat(failure("aggregate_records", Map.of("resource", "bills", "group_by", "color"), "invalid_parameter")
                .get("valid_group_by")).isNotEmpty();
        JsonNode monthly = ok("aggregate_records", Map.of("resource", "bills", "bucket", "month", "date_field",
                "introduced_date", "filters", Map.of("congress", 117)));
        assertThat(monthly.get("bucket").asString()).isEqualTo("month");
        assertThat(monthly.get("date_field").asString()).isEqualTo("introduced_date");
        long months = 0;
        for (JsonNode g : monthly.get("groups")) {
            assertThat(g.get("period").asString()).matches("\\d{4}-\\d{2}");
            months += g.get("count").asLong();
        }
        assertThat(months + monthly.get("undated_count").asLong()).isEqualTo(monthly.get("total_count").asLong());
        assertThat(failure("aggregate_records", Map.of("resource", "bills", "bucket", "week"), "invalid_parameter")
                .get("parameter").asString()).isEqualTo("bucket");
        assertThat(failure("aggregate_records", Map.of("resource", "bills", "bucket", "year", "date_field", "title"),
                "invalid_parameter").get("valid_date_fields")).isNotEmpty();
        failure("list_records", Map.of("resource", "bills", "filters", "congress=117"), "invalid_parameter");
        failure("list_records", Map.of("resource", "bills", "filters", Map.of("colour", "red")), "invalid_parameter");
    }

    /** Issue 32: a not_found told an MCP client to GET a REST path it cannot send; it names the tool call now. */
    @Test
    void hintsNameTheToolCallThatHelpsNotARestPath() {
        JsonNode notFound = failure("get_bill", Map.of("bill_id", "hr:117:9999"), "not_found");
        assertThat(notFound.toString()).doesNotContain("/v1/");
        assertThat(notFound.get("search").get("tool").asString()).isEqualTo("search");
        assertThat(notFound.get("search").get("arguments").get("query").asString()).isEqualTo("hr:117:9999");
        assertThat(notFound.get("search").get("arguments").get("source").asString()).isEqualTo("bills");

        JsonNode wrong = failure("get_vote", Map.of("vote_id", "S000033"), "wrong_resource");
        assertThat(wrong.toString()).doesNotContain("/v1/");
        assertThat(wrong.get("fetch_any_id").get("tool").asString()).isEqualTo("fetch");
        assertThat(wrong.get("fetch_any_id").get("arguments").get("id").asString()).isEqualTo("S000033");
    }

    @Test
    void badCallsAreToolErrorsWithRestCodes() {
        failure("get_bill", Map.of(), "invalid_parameter");
        failure("get_bill", Map.of("bill_id", 3684), "invalid_parameter");
        failure("get_bill", Map.of("bill_id", "HR 3684"), "invalid_id");
        failure("get_bill", Map.of("bill_id", "hr:117:9999"), "not_found");
        failure("get_vote", Map.of("vote_id", "S000033"), "wrong_resource");
        failure("list_member_votes", Map.of("bioguide_id", "B001296", "limit", "many"), "invalid_parameter");
        failure("list_cosponsors", Map.of("bill_id", "hr:117:3684", "cursor", "abc"), "invalid_parameter");
        assertThat(failure("get_bill", Map.of("bill_id", "hr:117:3684", "bill", "x"), "invalid_parameter")
                .get("unknown_arguments").toString()).contains("bill");
        for (String tool : List.of("get_cfr_section", "get_lda_filing")) {
            String argument = required(tool).getFirst();
            failure(tool, Map.of(argument, "nope"), "invalid_id");
        }
    }
}
