package dev.josh.server.lists;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.PageParams;
import dev.josh.server.support.CorpusFacts;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** List endpoints and aggregations over the database the real ingest built from corpus files. */
class ListServiceTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final ListService lists = services.lists;

    static ListQuery query(String resource, Map<String, String> filters) {
        return new ListQuery(resource, filters, null, null, null, null, null, null);
    }

    static ListQuery count(String resource, Map<String, String> filters, String groupBy, Integer top) {
        return new ListQuery(resource, filters, null, null, "count", groupBy, top, null);
    }

    @Test
    void aFilteredListPagesWithCursorsInAStableOrder() {
        Map<String, String> filters = Map.of("congress", "117");
        List<String> ids = new ArrayList<>();
        List<String> dates = new ArrayList<>();
        String cursor = null;
        do {
            RecordList page = lists.list(query("bills", filters), PageParams.rest(2, cursor));
            assertThat(page.count()).isLessThanOrEqualTo(2);
            for (Map<String, Object> row : page.results()) {
                ids.add((String) row.get("id"));
                dates.add(((dev.josh.contracts.api.Citation) row.get("citation")).publishedAt());
                assertThat(row.get("congress")).isEqualTo(117);
                assertThat(row).containsKeys("title", "sponsor_id", "policy_area", "latest_action_text");
            }
            cursor = page.nextCursor();
        } while (cursor != null);
        assertThat(new HashSet<>(ids)).hasSameSizeAs(ids);
        assertThat(dates).isSortedAccordingTo((a, b) -> b.compareTo(a));
        assertThat((long) ids.size()).isEqualTo(lists.aggregate(count("bills", filters, null, null)).totalCount());
        assertThat(ids).contains("hr:117:3684");

        CorpusFacts.Xml status = CorpusFacts.billStatus("hr3684");
        RecordList sponsored = lists.list(query("bills", Map.of("congress", "117",
                "sponsor", status.text("//bill/sponsors/item/bioguideId"))), PageParams.rest(null, null));
        assertThat(sponsored.results()).extracting(r -> r.get("id")).contains("hr:117:3684");
        assertThat(lists.list(query("bills", Map.of("policy_area", status.text("//bill/policyArea/name").toUpperCase(),
                "became_law", "true")), PageParams.rest(null, null)).results())
                .extracting(r -> r.get("id")).contains("hr:117:3684");
        assertThat(lists.list(query("roll-call-votes", Map.of("chamber", "s", "bill", "hr:117:3684")),
                PageParams.rest(null, null)).results()).isNotEmpty()
                .allSatisfy(r -> assertThat(r.get("chamber")).isEqualTo("senate"));
    }

    @Test
    void aggregationsCountWhatTheFilesHold() {
        CorpusFacts.Xml issue = CorpusFacts.xml("federal-register/fr-xml/FR-2016-04-15.xml");
        Aggregation byType = lists.aggregate(count("federal-register", Map.of("since", "2016-04-15",
                "until", "2016-04-15"), "type", null));
        Map<Object, Object> counts = new HashMap<>();
        byType.groups().forEach(g -> counts.put(g.get("type"), g.get("count")));
        assertThat(counts).containsEntry("rule", (long) issue.count("//RULES/RULE"))
                .containsEntry("proposed_rule", (long) issue.count("//PRORULES/PRORULE"))
                .containsEntry("notice", (long) issue.count("//NOTICES/NOTICE"));
        assertThat(byType.groups().stream().mapToLong(g -> (Long) g.get("count")).sum()).isEqualTo(byType.totalCount());

        Aggregation byAgencyAndType = lists.aggregate(count("federal-register", Map.of(), "agency,type", 5));
        assertThat(byAgencyAndType.groups()).hasSize(5);
        assertThat(byAgencyAndType.truncated()).isTrue();
        Map<String, Object> biggest = byAgencyAndType.groups().getFirst();
        assertThat(biggest).containsKeys("agency", "type", "count", "results_path");
        String path = (String) biggest.get("results_path");
        assertThat(path).startsWith("/v1/federal-register?agency_name=");

        Aggregation sponsors = lists.aggregate(count("bills", Map.of("congress", "117"), "sponsor", 200));
        assertThat(sponsors.truncated()).isFalse();
        assertThat(sponsors.groups().stream().mapToLong(g -> (Long) g.get("count")).sum())
                .isEqualTo(sponsors.totalCount());
        assertThat(sponsors.groups()).allSatisfy(g -> assertThat(g).containsKey("sponsor_name"));
        assertThat(sponsors.groups()).isSortedAccordingTo((a, b) -> Long.compare((Long) b.get("count"),
                (Long) a.get("count")));

        CorpusFacts.Xml lda = CorpusFacts.xml("lobbying-lda/2007_4_10_2.xml");
        String registrant = lda.text("//Filing[1]/Registrant/@RegistrantID");
        Aggregation filings = lists.aggregate(count("lda-filings", Map.of("registrant_id", registrant), "client", null));
        assertThat(filings.totalCount()).isEqualTo(lda.count("//Filing[Registrant/@RegistrantID='" + registrant + "']"));
        Aggregation spend = lists.aggregate(new ListQuery("lda-filings", Map.of(), null, null, "sum", "registrant",
                200, "amount"));
        assertThat(spend.sumField()).isEqualTo("amount");
        assertThat(spend.groups()).allSatisfy(g -> assertThat(g).containsKeys("sum", "registrant_name"));
    }

    static ListQuery trend(String resource, Map<String, String> filters, String groupBy, String bucket,
                           String dateField) {
        return new ListQuery(resource, filters, null, null, "count", groupBy, null, null, bucket, dateField);
    }

    static long sum(Aggregation a) {
        return a.groups().stream().mapToLong(g -> (Long) g.get("count")).sum();
    }

    @Test
    void bucketsCountEveryRowByPeriodAndSumToTheUngroupedTotal() {
        long total = lists.aggregate(count("bills", Map.of(), null, null)).totalCount();
        Aggregation yearly = lists.aggregate(trend("bills", Map.of(), null, "year", null));
        assertThat(yearly.bucket()).isEqualTo("year");
        assertThat(yearly.dateField()).isEqualTo("published_at");
        assertThat(yearly.totalCount()).isEqualTo(total);
        assertThat(yearly.truncated()).isFalse();
        assertThat(sum(yearly) + yearly.undatedCount()).isEqualTo(total);
        assertThat(yearly.groups()).extracting(g -> (String) g.get("period")).isSorted()
                .allSatisfy(p -> assertThat(p).matches("\\d{4}"));
        // Each period's drill-down lists exactly its rows.
        for (Map<String, Object> g : yearly.groups()) {
            String period = (String) g.get("period");
            assertThat(g.get("results_path")).isEqualTo("/v1/bills?since=" + period + "&until=" + period);
            assertThat(lists.aggregate(count("bills", Map.of("since", period, "until", period), null, null))
                    .totalCount()).isEqualTo(g.get("count"));
        }

        // By introduction month: the bills without an introduction date are undated, not lost.
        Aggregation monthly = lists.aggregate(trend("bills", Map.of(), null, "month", "introduced_date"));
        assertThat(monthly.dateField()).isEqualTo("introduced_date");
        assertThat(monthly.undatedCount()).isPositive();
        assertThat(sum(monthly) + monthly.undatedCount()).isEqualTo(total);
        assertThat(monthly.groups()).allSatisfy(g -> {
            assertThat((String) g.get("period")).matches("\\d{4}-\\d{2}");
            assertThat(g.get("results_path")).isNull(); // the list's since/until read published_at, not this column
        });

        // With group_by: each period split by the column, oldest period first, all rows counted once.
        Map<String, String> fr = Map.of();
        long documents = lists.aggregate(count("federal-register", fr, null, null)).totalCount();
        Aggregation byType = lists.aggregate(trend("federal-register", fr, "type", "month", "publication_date"));
        assertThat(byType.groupBy()).containsExactly("type");
        assertThat(sum(byType) + byType.undatedCount()).isEqualTo(documents);
        assertThat(byType.groups()).allSatisfy(g -> assertThat(g).containsKeys("period", "type", "count"));
        Map<Object, Long> byTypeOnly = new HashMap<>();
        lists.aggregate(count("federal-register", fr, "type", 200)).groups()
                .forEach(g -> byTypeOnly.put(g.get("type"), (Long) g.get("count")));
        Map<Object, Long> fromBuckets = new HashMap<>();
        byType.groups().forEach(g -> fromBuckets.merge(g.get("type"), (Long) g.get("count"), Long::sum));
        assertThat(fromBuckets).isEqualTo(byTypeOnly);

        // Votes by year of the vote, with a filter: the buckets hold the filtered rows only.
        Map<String, String> senate = Map.of("chamber", "senate");
        Aggregation votes = lists.aggregate(trend("roll-call-votes", senate, null, "year", "date"));
        assertThat(sum(votes) + votes.undatedCount())
                .isEqualTo(lists.aggregate(count("roll-call-votes", senate, null, null)).totalCount());

        // top bounds the periods: the newest are kept, oldest first.
        Aggregation two = lists.aggregate(new ListQuery("bills", Map.of(), null, null, "count", null, 2, null, "month",
                null));
        assertThat(two.truncated()).isTrue();
        List<Object> newest = lists.aggregate(trend("bills", Map.of(), null, "month", null)).groups().stream()
                .map(g -> g.get("period")).toList();
        assertThat(two.groups()).extracting(g -> g.get("period")).isEqualTo(newest.subList(newest.size() - 2,
                newest.size()));
    }

    @Test
    void badBucketsAndDateFieldsAre400sThatSayWhatIsValid() {
        assertThat(error(() -> lists.aggregate(trend("bills", Map.of(), null, "week", null))).hint())
                .containsEntry("parameter", "bucket").containsEntry("valid_values", List.of("month", "year"));
        ApiException field = error(() -> lists.aggregate(trend("bills", Map.of(), null, "year", "title")));
        assertThat(field.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(field.hint()).containsEntry("parameter", "date_field");
        @SuppressWarnings("unchecked")
        List<String> valid = (List<String>) field.hint().get("valid_date_fields");
        assertThat(valid).startsWith("published_at").contains("introduced_date", "latest_action_date")
                .doesNotContain("retrieved_at", "title");
        assertThat(error(() -> lists.aggregate(trend("bills", Map.of(), null, null, "introduced_date"))).hint())
                .containsEntry("parameter", "date_field");
        assertThat(error(() -> lists.list(new ListQuery("bills", Map.of(), null, null, null, null, null, null, "year",
                null), PageParams.rest(null, null))).hint()).containsEntry("parameter", "bucket");
        assertThat(ListQuery.fromParameters("bills", Map.of("aggregate", List.of("count"), "bucket", List.of("year"),
                "date_field", List.of("introduced_date"))))
                .satisfies(q -> {
                    assertThat(q.bucket()).isEqualTo("year");
                    assertThat(q.dateField()).isEqualTo("introduced_date");
                    assertThat(q.filters()).isEmpty();
                });
    }

    @Test
    void everyRequestOutsideTheWhitelistIsA400ThatSaysWhatIsValid() {
        ApiException unknown = error(() -> lists.list(query("bills", Map.of("color", "red")), PageParams.rest(5, null)));
        assertThat(unknown.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(unknown.hint()).containsKey("valid_filters");
        @SuppressWarnings("unchecked")
        Map<String, String> valid = (Map<String, String>) unknown.hint().get("valid_filters");
        assertThat(valid).containsKeys("congress", "sponsor", "policy_area");

        ApiException badGroup = error(() -> lists.aggregate(count("bills", Map.of(), "title", null)));
        assertThat(badGroup.hint()).containsEntry("parameter", "group_by").containsKey("valid_group_by");
        assertThat(error(() -> lists.aggregate(count("bills", Map.of(), "congress,sponsor,policy_area", null))).hint())
                .containsEntry("parameter", "group_by");
        assertThat(error(() -> lists.aggregate(new ListQuery("bills", Map.of(), null, null, "sum", null, null,
                "number"))).hint()).containsEntry("parameter", "aggregate");
        assertThat(error(() -> lists.aggregate(new ListQuery("lda-filings", Map.of(), null, null, "sum", null, null,
                "year"))).hint()).containsEntry("valid_sum_fields", List.of("amount"));
        assertThat(error(() -> lists.aggregate(new ListQuery("lda-filings", Map.of(), null, null, "sum", null, null,
                null))).hint()).containsEntry("parameter", "sum_field");
        assertThat(error(() -> lists.aggregate(new ListQuery("bills", Map.of(), null, null, "count", null, null,
                "amount"))).hint()).containsEntry("parameter", "sum_field");
        assertThat(error(() -> lists.aggregate(new ListQuery("bills", Map.of(), null, null, "average", null, null,
                null))).hint()).containsEntry("parameter", "aggregate");
        assertThat(error(() -> lists.aggregate(count("bills", Map.of(), "congress", 201))).hint())
                .containsEntry("parameter", "top");
        assertThat(error(() -> lists.aggregate(new ListQuery("bills", Map.of(), 5, null, "count", null, null, null)))
                .hint()).containsEntry("parameter", "limit");
        assertThat(error(() -> lists.list(new ListQuery("bills", Map.of(), null, null, null, "congress", null, null),
                PageParams.rest(null, null))).hint()).containsEntry("parameter", "group_by");
        assertThat(error(() -> lists.list(query("bills", Map.of()), PageParams.rest(201, null))).hint())
                .containsEntry("parameter", "limit");
        assertThat(error(() -> lists.list(query("bills", Map.of("congress", "one")), PageParams.rest(5, null))).hint())
                .containsEntry("parameter", "congress");
        assertThat(error(() -> lists.list(query("bills", Map.of("bill_type", "bill")), PageParams.rest(5, null)))
                .hint()).containsEntry("parameter", "bill_type");
        assertThat(error(() -> lists.list(query("bills", Map.of("sponsor", "Markey")), PageParams.rest(5, null)))
                .hint()).containsEntry("find_ids", "/v1/legislators?q=<name>");
        assertThat(error(() -> lists.list(query("bills", Map.of("since", "last year")), PageParams.rest(5, null)))
                .hint()).containsEntry("parameter", "since");
        assertThat(error(() -> lists.list(query("bills", Map.of("congress", " ")), PageParams.rest(5, null)))
                .hint()).containsEntry("parameter", "congress");
        assertThat(error(() -> lists.list(query("nothing", Map.of()), PageParams.rest(5, null))).code())
                .isEqualTo(ErrorCode.NOT_FOUND);

        String cursor = lists.list(query("bills", Map.of("congress", "117")), PageParams.rest(1, null)).nextCursor();
        assertThat(error(() -> lists.list(query("bills", Map.of("congress", "116")), PageParams.rest(1, cursor)))
                .hint()).containsEntry("parameter", "cursor");
        assertThat(error(() -> lists.list(query("bills", Map.of("congress", "117")), PageParams.rest(1,
                cursor.substring(1)))).hint()).containsEntry("parameter", "cursor");
    }

    @Test
    void anAggregationPastItsTimeBudgetIsATimeoutNotA500() {
        ListService hurried = new ListService(services.pool, services.coverage, services.catalog, Duration.ZERO);
        assertThat(error(() -> hurried.aggregate(count("bills", Map.of(), "sponsor", null))).code())
                .isEqualTo(ErrorCode.TIMEOUT);
        assertThat(error(() -> hurried.list(query("bills", Map.of()), PageParams.rest(5, null))).code())
                .isEqualTo(ErrorCode.TIMEOUT);
    }
}
