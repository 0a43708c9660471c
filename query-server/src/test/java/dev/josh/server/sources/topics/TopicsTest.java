package dev.josh.server.sources.topics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.lists.ListQuery;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.NameResolver;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.TextWindow;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** The topics the BILLSTATUS files of the test slice assign (six bills of the 117th Congress), served. */
class TopicsTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final Topics topics = new Topics(new RecordReader(services.pool, services.coverage), new NameResolver(services.pool));

    @Test
    void aTopicComesWithItsBillsCongressesAndPolicyAreas() {
        TopicRecord roads = (TopicRecord) services.records.fetch("topics", "topic:roads-and-highways", TextWindow.WHOLE);
        assertThat(roads.title()).isEqualTo("Roads and highways");
        assertThat(roads.kinds()).containsExactly("legislative_subject");
        assertThat(roads.bills()).extracting(b -> b.id()).contains("hr:117:3684");
        assertThat(roads.billCount()).isEqualTo(roads.byCongress().get("117")).isEqualTo(roads.bills().size());
        assertThat(roads.policyAreas()).extracting(TopicRecord.PolicyArea::name).contains("Transportation and Public Works");
        assertThat(roads.billsPath()).isEqualTo("/v1/bills?topic=topic:roads-and-highways");
        assertThat(roads.citation().citationString()).isEqualTo("CRS Legislative Subject Term: Roads and highways");
        assertThat(RecordIds.resource("topics")).isEqualTo("topic-taxonomy");
    }

    @Test
    void aNoisyNameFindsItsTopicFirst() {
        // a typo, another word order, a partial word
        for (String query : new String[] {"roads and higways", "highways roads", "Transportation public works"}) {
            assertThat(topics.topicsNamed(query, 5).results()).as(query).isNotEmpty();
        }
        assertThat(topics.topicsNamed("roads and higways", 5).results().getFirst().id()).isEqualTo("topic:roads-and-highways");
        assertThat(topics.topicsNamed("Transportation public works", 5).results().getFirst().id())
                .isEqualTo("topic:transportation-and-public-works");
    }

    @Test
    void theBillsListFiltersByTopic() {
        var bills = services.lists.list(new ListQuery("bills", Map.of("topic", "topic:roads-and-highways"), 20, null,
                null, null, null, null), PageParams.rest(20, null));
        assertThat(bills.results()).extracting(r -> r.get("id")).contains("hr:117:3684");
        var none = services.lists.list(new ListQuery("bills", Map.of("topic", "topic:no-such-topic"), 20, null,
                null, null, null, null), PageParams.rest(20, null));
        assertThat(none.results()).isEmpty();
        var policyAreas = services.lists.list(new ListQuery("topic-taxonomy", Map.of("kind", "policy_area"), 50, null,
                null, null, null, null), PageParams.rest(50, null));
        assertThat(policyAreas.results()).isNotEmpty()
                .allSatisfy(r -> assertThat((String) r.get("kinds")).contains("policy_area"));
    }
}
