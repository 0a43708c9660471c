package dev.josh.ingest.dockets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Docket lines as Federal Register documents of the corpus print them. */
class DocketIdsTest {

    private static List<String> ids(String... lines) {
        return DocketIds.in(List.of(lines)).keySet().stream().map(PublicId::value).toList();
    }

    @Test
    void readsTheRegulationsGovIdsAgenciesPrint() {
        assertThat(ids("Docket No. FDA-2014-D-0044")).containsExactly("docket:FDA-2014-D-0044");
        assertThat(ids("Docket ID ED-2015-OESE-0130")).containsExactly("docket:ED-2015-OESE-0130");
        assertThat(ids("Docket No. NHTSA—2016-0042")).containsExactly("docket:NHTSA-2016-0042");
        assertThat(ids("Docket ID: DoD-2009-OS-0160")).containsExactly("docket:DOD-2009-OS-0160");
        assertThat(ids("EPA-HQ-OAR-2023-0314-0001")).as("a document's ID names its docket")
                .containsExactly("docket:EPA-HQ-OAR-2023-0314");
        assertThat(ids("Public Notice: EIB-2024-0002")).containsExactly("docket:EIB-2024-0002");
    }

    @Test
    void leavesOutWhatIsNoRegulationsGovDocket() {
        assertThat(ids("WC Docket No. 17-84", "Release No. 34-77583", "OMB Control No. 2900-0788",
                "Project Identifier MCAI-2023-00996-T", "Docket No. FR-5907-N-16", "FRL-9944-61",
                "NPS-WASO-NRNHL-20719", "Docket No. 160620545-6999-02")).isEmpty();
    }
}
