package dev.josh.server.links;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.Links;
import dev.josh.server.records.TextWindow;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** Links as the ingest of the test database wrote them: S. Rept. 113-310, its CBO estimate and their bill. */
class LinkServiceTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final LinkService links = new LinkService(services.pool, new Links(new SourceRegistry(services.pool)));

    @Test
    void aBillThatIsNotLoadedStillHasWhatCitesItMarkedByWhatIsLoaded() {
        // the Record and reports citing it in their text come too: a page large enough to hold every link
        LinkPage page = links.links("bills", "s:113:1014", "in", null, PageParams.rest(100, null));
        assertThat(page.record().inDatabase()).isFalse();
        assertThat(page.direction()).isEqualTo("in");
        assertThat(page.results()).filteredOn(l -> l.foundBy().equals("metadata"))
                .extracting(l -> l.id() + " " + l.relation() + " " + l.inDatabase())
                .containsExactlyInAnyOrder("crpt:113:srpt:310 accompanies true", "cbo:113:srpt:310 estimates true");
        assertThat(page.byRelation()).containsEntry("accompanies", 1L).containsEntry("estimates", 1L);
    }

    @Test
    void aRecordsOutgoingLinksFilterByRelationAndPage() {
        LinkPage printed = links.links(null, "cbo:113:srpt:310", "out", "printed_in", PageParams.rest(10, null));
        assertThat(printed.results()).singleElement().satisfies(l -> {
            assertThat(l.id()).isEqualTo("crpt:113:srpt:310");
            assertThat(l.title()).contains("YOUTH SPORTS CONCUSSION ACT");
            assertThat(l.locator()).isEqualTo("reportMeta");
        });
        LinkPage all = links.links("cbo-cost-estimates", "cbo:113:srpt:310", null, null, PageParams.rest(1, null));
        assertThat(all.total()).isEqualTo(all.byRelation().values().stream().mapToLong(Long::longValue).sum())
                .isGreaterThanOrEqualTo(2);
        assertThat(all.hasMore()).isTrue();
        LinkPage second = links.links("cbo-cost-estimates", "cbo:113:srpt:310", null, null,
                PageParams.rest(1, all.nextCursor()));
        assertThat(second.results()).singleElement().isNotEqualTo(all.results().getFirst());
    }

    @Test
    void aFetchedRecordCarriesItsLinkCountsByDirectionAndRelation() {
        LinkedRecord report = services.records.fetchLinked("committee-reports", "crpt:113:srpt:310", TextWindow.WHOLE);
        assertThat(report.record().id()).isEqualTo("crpt:113:srpt:310");
        assertThat(report.linkCounts().out()).containsEntry("accompanies", 1L);
        assertThat(report.linkCounts().in()).containsEntry("printed_in", 1L);
        LinkPage out = links.links("committee-reports", "crpt:113:srpt:310", "out", null, PageParams.rest(10, null));
        assertThat(report.linkCounts().out()).isEqualTo(out.byRelation());
    }

    @Test
    void aWrongDirectionOrResourceIsAClearError() {
        assertThat(error(() -> links.links("bills", "s:113:1014", "sideways", null, PageParams.rest(5, null))).hint())
                .containsEntry("parameter", "direction");
        assertThat(error(() -> links.links("us-code", "s:113:1014", null, null, PageParams.rest(5, null))).code())
                .isEqualTo(ErrorCode.WRONG_RESOURCE);
    }
}
