package dev.josh.server.sources.cbo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.lists.ListQuery;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.TextWindow;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** The estimate S. Rept. 113-310 prints, ingested with its report from the real corpus and served. */
class CboCostEstimatesTest {

    private static final String ESTIMATE = "cbo:113:srpt:310";

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());

    @Test
    void anEstimateComesWithItsReportItsBillAndTheTotalsItStates() {
        CboCostEstimateRecord estimate = (CboCostEstimateRecord) services.records.fetch(ESTIMATE, TextWindow.of(0, 400));
        assertThat(estimate.type()).isEqualTo("cbo_cost_estimate");
        assertThat(estimate.title()).isEqualTo("CBO cost estimate for S. 1014 (S. Rept. 113-310)");
        assertThat(estimate.report().id()).isEqualTo("crpt:113:srpt:310");
        assertThat(estimate.report().inDatabase()).isTrue();
        assertThat(estimate.bill().id()).isEqualTo("s:113:1014");
        assertThat(estimate.cboUrl()).isEqualTo("https://www.cbo.gov/publication/45348");
        assertThat(estimate.budgetEffects()).extracting(e -> e.measure() + " " + e.change() + " " + e.amountUsd())
                .containsExactly("spending_subject_to_appropriation increase null", "direct_spending none 0",
                        "revenues none 0");
        assertThat(estimate.budgetEffects().getFirst().qualifier()).isEqualTo("not significant");
        assertThat(estimate.bodyMarkdown()).startsWith("# CBO cost estimate for S. 1014").hasSizeLessThanOrEqualTo(400);
        assertThat(estimate.citation().citationString()).isEqualTo("CBO, Cost Estimate for S. 1014, in S. Rept. 113-310");
    }

    @Test
    void theListFindsTheEstimateOfABillAndOfAReport() {
        for (Map<String, String> filter : java.util.List.of(Map.of("bill", "s:113:1014"),
                Map.of("report", "crpt:113:srpt:310"), Map.of("congress", "113"))) {
            var page = services.lists.list(new ListQuery("cbo-cost-estimates", filter, 5, null, null, null, null, null),
                    PageParams.rest(5, null));
            assertThat(page.results()).as(filter.toString()).extracting(r -> r.get("id")).containsExactly(ESTIMATE);
        }
        var none = services.lists.list(new ListQuery("cbo-cost-estimates", Map.of("congress", "118"), 5, null, null,
                null, null, null), PageParams.rest(5, null));
        assertThat(none.results()).isEmpty();
    }
}
