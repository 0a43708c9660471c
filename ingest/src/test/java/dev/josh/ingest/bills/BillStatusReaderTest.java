package dev.josh.ingest.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** BILLSTATUS in both layouts, read from fixtures written in the upstream format. */
class BillStatusReaderTest {

    private static BillStatus read(String path) throws IOException, MalformedSourceException {
        SourceFile file = Fixtures.file(path);
        try (SourceFileReader.Cursor<BillStatus> cursor = new BillStatusReader().open(file)) {
            BillStatus status = cursor.next();
            assertThat(cursor.next()).isNull();
            return status;
        }
    }

    @Test
    void readsTheCurrentLayout() throws Exception {
        BillStatus s = read("billstatus/BILLSTATUS-117hr9999.xml");
        assertThat(s.sourceFile()).isEqualTo("billstatus/BILLSTATUS-117hr9999.xml");
        assertThat(s.schemaVersion()).isEqualTo("3.0.0");
        assertThat(s.typeCode()).isEqualTo("HR");
        assertThat(s.congress()).isEqualTo(117);
        assertThat(s.number()).isEqualTo(9999);
        assertThat(s.displayTitle()).isEqualTo("Rural Roads and Broadband Act");
        assertThat(s.introducedDate()).isEqualTo("2021-06-04");
        assertThat(s.updateDate()).isEqualTo("2022-12-30T16:02:24Z");
        assertThat(s.sponsor()).isEqualTo(new BillStatus.Sponsor("D000191", "Rep. DeFazio, Peter A. [D-OR-4]", "D",
                "OR", 4, "N"));
        assertThat(s.cosponsors()).containsExactly(
                new BillStatus.Cosponsor("N000147", "Del. Norton, Eleanor Holmes [D-DC-At Large]", "D", "DC", 0,
                        "2021-06-04", null, true),
                new BillStatus.Cosponsor("S001145", "Rep. Schakowsky, Janice D. [D-IL-9]", "D", "IL", 9,
                        "2021-06-10", "2021-06-21", false));
        assertThat(s.titles()).extracting(BillStatus.Title::titleType).containsExactly("Display Title",
                "Official Title as Introduced", "Short Titles as Enacted", "Short Titles as Enacted for portions of this bill");
        assertThat(s.titles().get(1).versionCode()).isEqualTo("IH");
        assertThat(s.actions()).hasSize(4);
        BillStatus.Action vote = s.actions().get(1);
        assertThat(vote.actionCode()).isEqualTo("H37100");
        assertThat(vote.time()).isEqualTo("14:16:15");
        assertThat(vote.sourceSystemCode()).isEqualTo("2");
        assertThat(vote.recordedVotes()).containsExactly(new BillStatus.RecordedVote("House", 117, 1, 208,
                "2021-07-01T18:16:15Z", "https://clerk.house.gov/evs/2021/roll208.xml"));
        assertThat(s.actions().get(2).committees()).containsExactly("hspw00");
        assertThat(s.latestAction()).isEqualTo(new BillStatus.LatestAction("2021-11-15", "Became Public Law No: 117-999."));
        assertThat(s.committees()).extracting(BillStatus.Committee::systemCode, BillStatus.Committee::parentSystemCode)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("hspw00", null),
                        org.assertj.core.groups.Tuple.tuple("hspw12", "hspw00"));
        assertThat(s.committees().getFirst().activities()).extracting(BillStatus.Activity::name)
                .containsExactly("Referred to", "Markup by");
        assertThat(s.policyArea()).isEqualTo("Transportation and Public Works");
        assertThat(s.subjects()).containsExactly("Broadband", "Roads and highways");
        assertThat(s.summaries()).extracting(BillStatus.Summary::versionCode).containsExactly("00", "49");
        assertThat(s.related()).singleElement().satisfies(r -> {
            assertThat(r.title()).isEqualTo("Rural Roads Act of 2021");
            assertThat(r.relationships()).containsExactly(new BillStatus.Relationship("Related bill", "CRS"));
        });
        assertThat(s.laws()).containsExactly(new BillStatus.Law("Public Law", "117-999"));
        // The empty item GPO leaves in many files is not a version.
        assertThat(s.textVersions()).extracting(BillStatus.ListedVersion::stage)
                .containsExactly("Enrolled Bill", "Introduced in House", "Public Law");
        assertThat(s.textVersions().get(1).date()).isEqualTo("2021-06-04");
        assertThat(s.committeeReports()).containsExactly("H. Rept. 117-70");
    }

    @Test
    void readsTheOlderLayout() throws Exception {
        BillStatus s = read("billstatus/BILLSTATUS-116s9998.xml");
        assertThat(s.schemaVersion()).isEqualTo("1.0.0");
        assertThat(s.typeCode()).isEqualTo("S");
        assertThat(s.number()).isEqualTo(9998);
        assertThat(s.sponsor().bioguideId()).isEqualTo("G000386");
        assertThat(s.committees()).singleElement().satisfies(c -> assertThat(c.systemCode()).isEqualTo("ssju00"));
        assertThat(s.actions().getFirst().committees()).containsExactly("ssju00");
        assertThat(s.actions().getFirst().sourceSystemName()).isEqualTo("Senate");
        assertThat(s.subjects()).containsExactly("Government buildings, facilities, and property");
        assertThat(s.policyArea()).isEqualTo("Government Operations and Politics");
        assertThat(s.summaries()).singleElement().satisfies(sum -> assertThat(sum.html()).contains("Cedar Rapids"));
        assertThat(s.related()).singleElement().satisfies(r -> assertThat(r.title()).isEqualTo("Courthouse Naming Act"));
        assertThat(s.cosponsors()).isEmpty();
        assertThat(s.laws()).isEmpty();
    }

    @Test
    void headOverviewAndCitation() throws Exception {
        BillStatusPreparer.Prepared prepared = new BillStatusPreparer().prepare(read("billstatus/BILLSTATUS-117hr9999.xml"));
        BillHead head = prepared.head();
        assertThat(head.id()).isEqualTo(PublicId.parse("hr:117:9999"));
        assertThat(PublicId.bill("hr", 117, 9999).value()).isEqualTo(head.id().value());
        assertThat(head.heading()).isEqualTo("Rural Roads and Broadband Act");
        assertThat(head.officialTitle()).isEqualTo("To fund rural roads and rural broadband, and for other purposes.");
        assertThat(BillCitations.displayTitle(head)).isEqualTo("H.R. 9999 (117th Congress) — Rural Roads and Broadband Act");
        assertThat(head.overview().markdown()).isEqualTo("""
                # H.R. 9999 — Rural Roads and Broadband Act

                **Official title:** To fund rural roads and rural broadband, and for other purposes.

                **Sponsor:** Rep. DeFazio, Peter A. [D-OR-4] · **Introduced:** 2021-06-04 · **Cosponsors:** 2 (1 withdrawn)

                **Policy area:** Transportation and Public Works

                **Became law:** Public Law 117-999

                **Latest action:** 2021-11-15 — Became Public Law No: 117-999.

                ## Titles

                - Display Title: Rural Roads and Broadband Act
                - Official Title as Introduced: To fund rural roads and rural broadband, and for other purposes.
                - Short Titles as Enacted for portions of this bill: Digital Equity Act of 2021

                ## Subjects

                Broadband; Roads and highways

                ## CRS summary (Public Law, 2021-11-15)

                **Rural Roads and Broadband Act**

                This act funds rural roads and rural broadband, including for

                - bridges;

                - tribal areas.""");
        assertThat(head.overview().landmarks()).extracting(l -> String.join(" › ", l.path()) + " #" + l.anchor())
                .containsExactly("Titles #titles", "Subjects #subjects", "CRS summary (Public Law, 2021-11-15) #summary");
        var citation = BillCitations.cite(head, "0".repeat(64), Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(citation.citationString()).isEqualTo("H.R. 9999, 117th Cong. (2021)");
        assertThat(citation.sourceUrl()).isEqualTo("https://www.congress.gov/bill/117th-congress/house-bill/9999");
        assertThat(citation.sourceOrg()).isEqualTo("Library of Congress / GPO (BILLSTATUS)");
        assertThat(citation.publishedAt()).isEqualTo("2021-06-04");
    }

    @Test
    void citationFormsOfEveryType() {
        assertThat(BillCitations.citation(BillType.HRES, 117, 24, "2021-01-13")).isEqualTo("H.Res. 24, 117th Cong. (2021)");
        assertThat(BillCitations.citation(BillType.SJRES, 101, 2, null)).isEqualTo("S.J.Res. 2, 101st Cong. (n.d.)");
        assertThat(BillCitations.citation(BillType.HCONRES, 112, 3, "2011-05-01")).isEqualTo("H.Con.Res. 3, 112th Cong. (2011)");
        assertThat(BillCitations.sourceUrl(BillType.SCONRES, 113, 7))
                .isEqualTo("https://www.congress.gov/bill/113th-congress/senate-concurrent-resolution/7");
        assertThat(BillType.parse("H. CON. RES.")).contains(BillType.HCONRES);
        assertThat(BillType.parse("S.J.Res.")).contains(BillType.SJRES);
    }

    @Test
    void aBillWithoutAValidIdIsRejected() throws Exception {
        BillStatus s = read("billstatus/BILLSTATUS-116s9998.xml");
        BillStatus broken = new BillStatus(s.sourceFile(), s.rawSha256(), s.schemaVersion(), "XX", s.congress(),
                s.number(), s.displayTitle(), s.originChamber(), s.introducedDate(), s.updateDate(), s.sponsor(),
                s.cosponsors(), s.titles(), s.actions(), s.latestAction(), s.committees(), s.policyArea(),
                s.subjects(), s.summaries(), s.related(), s.laws(), s.textVersions(), s.committeeReports());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new BillStatusPreparer().prepare(broken))
                .isInstanceOf(RejectedRecordException.class)
                .hasMessageContaining("type 'XX'");
    }
}
