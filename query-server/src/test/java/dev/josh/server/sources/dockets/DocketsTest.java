package dev.josh.server.sources.dockets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.lists.ListQuery;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.TextWindow;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** The dockets the Federal Register issue of April 15, 2016 names, ingested from the real corpus and served. */
class DocketsTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());

    @Test
    void aDocketComesWithItsDocumentsAgencyAndCommentDeadline() {
        // 81 FR 22242: "Privacy Act of 1974; System of Records", [Docket ID DOD-2016-OS-0041], comments by May 16
        DocketRecord docket = (DocketRecord) services.records.fetch("dockets", "docket:DOD-2016-OS-0041", TextWindow.WHOLE);
        assertThat(docket.type()).isEqualTo("docket");
        assertThat(docket.docketNumber()).isEqualTo("DOD-2016-OS-0041");
        assertThat(docket.agencyCode()).isEqualTo("DOD");
        assertThat(docket.agency()).isEqualTo("DEPARTMENT OF DEFENSE");
        assertThat(docket.commentsClose()).isEqualTo("2016-05-16");
        assertThat(docket.documents()).singleElement().satisfies(d -> {
            assertThat(d.document().id()).isEqualTo("fr:2016-08636");
            assertThat(d.document().inDatabase()).isTrue();
            assertThat(d.frCitation()).isEqualTo("81 FR 22242");
            assertThat(d.printedAs()).isEqualTo("Docket ID DOD-2016-OS-0041");
        });
        assertThat(docket.citation().citationString()).isEqualTo("Regulations.gov Docket No. DOD-2016-OS-0041");
        assertThat(docket.citation().url()).isEqualTo("https://www.regulations.gov/docket/DOD-2016-OS-0041");
        assertThat(RecordIds.resource("dockets")).isEqualTo("regulations-dot-gov-dockets");
    }

    @Test
    void theListFiltersByAgencyAndByDocument() {
        var fda = services.lists.list(new ListQuery("regulations-dot-gov-dockets", Map.of("agency", "fda"), 50, null,
                null, null, null, null), PageParams.rest(50, null));
        assertThat(fda.results()).hasSizeGreaterThan(5)
                .allSatisfy(r -> assertThat((String) r.get("id")).startsWith("docket:FDA-"));
        var ofDocument = services.lists.list(new ListQuery("regulations-dot-gov-dockets",
                Map.of("document", "fr:2016-08636"), 5, null, null, null, null, null), PageParams.rest(5, null));
        assertThat(ofDocument.results()).extracting(r -> r.get("id")).containsExactly("docket:DOD-2016-OS-0041");
        for (Map<String, String> none : List.of(Map.of("agency", "XYZ"), Map.of("document", "fr:2016-99999"))) {
            assertThat(services.lists.list(new ListQuery("regulations-dot-gov-dockets", none, 5, null, null, null, null,
                    null), PageParams.rest(5, null)).results()).as(none.toString()).isEmpty();
        }
    }
}
