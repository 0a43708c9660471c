package dev.josh.ingest.hearings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** Reader and citation formatter on a meeting and its witness list written in the House repository's format. */
class HearingFixtureTest {

    private static MeetingPart read(String name) throws Exception {
        Path file = Path.of(Objects.requireNonNull(HearingFixtureTest.class
                .getResource("/hearings/house-committee-meeting-xml/" + name)).toURI());
        Path corpus = file.getParent().getParent().getParent();
        try (SourceFileReader.Cursor<MeetingPart> cursor = new HearingReader().open(SourceFile.read(corpus, file))) {
            MeetingPart part = cursor.next();
            assertThat(cursor.next()).isNull();
            return part;
        }
    }

    @Test
    void meetingDetails() throws Exception {
        MeetingPart.Details d = (MeetingPart.Details) read("meeting-101718.xml");
        assertThat(d.eventId()).isEqualTo("101718");
        assertThat(new HearingReader().keyOf(d)).isEqualTo("meeting:h:101718");
        assertThat(PublicId.parse("meeting:h:101718").type()).isEqualTo(IdType.MEETING);
        assertThat(d.congress()).isEqualTo(113);
        assertThat(d.session()).isEqualTo(2);
        assertThat(d.meetingType()).isEqualTo("HHRG");
        assertThat(d.committees()).containsExactly(new MeetingPart.MeetingCommittee("GO25", "HSGO25",
                "Subcommittee on Federal Workforce, U.S. Postal Service and the Census"));
        assertThat(d.date()).isEqualTo("2014-02-13");
        assertThat(d.startTime()).isEqualTo("10:00:00");
        assertThat(d.location()).isEqualTo("2154, RHOB");
        assertThat(d.title()).isEqualTo("Postal Reform: H.R. 2748 and S.J.Res. 5");
        assertThat(d.bills()).containsExactly("hr:113:2748", "sjres:113:5");
        assertThat(d.documents().getFirst().urls())
                .containsExactly("http://beta.congress.gov/113/bills/hr2748/BILLS-113hr2748ih.pdf");
        assertThat(d.publishedDate()).isEqualTo("2014-02-11");
        assertThat(d.sourceFile()).isEqualTo("hearings/house-committee-meeting-xml/meeting-101718.xml");

        CitationColumns c = HearingCitations.cite(d, "0".repeat(64), Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(c.citationString()).isEqualTo("Postal Reform: H.R. 2748 and S.J.Res. 5: Hearing Before the House "
                + "Subcommittee on Federal Workforce, U.S. Postal Service and the Census, 113th Cong. (Feb. 13, 2014)");
        assertThat(c.sourceUrl()).isEqualTo("https://docs.house.gov/Committee/Calendar/ByEvent.aspx?EventID=101718");
        assertThat(c.publishedAt()).isEqualTo("2014-02-11");
    }

    @Test
    void witnessList() throws Exception {
        MeetingPart.Witnesses w = (MeetingPart.Witnesses) read("witnesses-101718.xml");
        assertThat(w.eventId()).isEqualTo("101718");
        assertThat(w.createdDate()).isEqualTo("2014-02-12");
        assertThat(w.witnesses()).hasSize(1);
        MeetingPart.Witness roe = w.witnesses().getFirst();
        assertThat(roe.panel()).isEqualTo("1");
        assertThat(roe.firstName() + " " + roe.lastName()).isEqualTo("Jane Roe");
        assertThat(roe.organization()).isEqualTo("U.S. Postal Service");
        assertThat(roe.testified()).isEqualTo("Yes");
        assertThat(roe.documents().getFirst().type()).isEqualTo("TTF");
        assertThat(HearingCitations.citeWitnessList("101718", w.createdDate(), "0".repeat(64), Instant.now())
                .citationString()).isEqualTo("Witness list, House committee meeting 101718 (Feb. 12, 2014)");
    }

    @Test
    void repositoryCodesAndLegislationNumbers() {
        assertThat(HearingReader.thomasId("RU00")).isEqualTo("HSRU");
        assertThat(HearingReader.thomasId("GO25")).isEqualTo("HSGO25");
        assertThat(HearingReader.eventId("HMTG102252")).isEqualTo("102252");
        assertThat(HearingReader.billId("H.R. 4435", 113)).isEqualTo("hr:113:4435");
        assertThat(HearingReader.billId("H. Con. Res. 12", 113)).isEqualTo("hconres:113:12");
        assertThat(HearingReader.billId("Discussion draft", 113)).isNull();
    }
}
