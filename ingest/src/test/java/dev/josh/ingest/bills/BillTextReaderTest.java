package dev.josh.ingest.bills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.lawtext.MarkedText;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bill text in USLM, the GPO bill DTD and govinfo XHTML, read from fixtures written in those formats. */
class BillTextReaderTest {

    private static BillText read(String path) throws IOException, MalformedSourceException {
        try (SourceFileReader.Cursor<BillText> cursor = new BillTextReader().open(Fixtures.file(path))) {
            return cursor.next();
        }
    }

    private static List<String> landmarks(MarkedText text) {
        return text.landmarks().stream()
                .map(l -> String.join(" › ", l.path()) + " #" + l.anchor() + " @" + text.markdown().substring(l.offset()).lines().findFirst().orElseThrow())
                .toList();
    }

    @Test
    void uslmBill() throws Exception {
        BillText t = read("bills-uslm/BILLS-117hr9999ih.xml");
        assertThat(t.format()).isEqualTo("uslm");
        assertThat(t.document()).isEqualTo(new BillText.Claim("HR", 117, 9999, "IH"));
        assertThat(t.fileName()).isEqualTo(new BillText.Claim("hr", 117, 9999, "IH"));
        assertThat(t.stage()).isEqualTo("Introduced in House");
        assertThat(t.date()).isEqualTo("2021-06-04");
        assertThat(t.processedDate()).isEqualTo("2024-09-09");
        assertThat(t.officialTitle()).isEqualTo("To fund rural roads and rural broadband, and for other purposes.");
        assertThat(t.sponsorId()).isEqualTo("D000191");
        assertThat(t.sponsorName()).isEqualTo("Mr. DeFazio");
        // Page markers, the table of contents and the long title stay out; quoted matter has no headings of its own.
        assertThat(t.text().markdown()).isEqualTo("""
                Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,

                #### SECTION 1. SHORT TITLE; TABLE OF CONTENTS.

                This Act may be cited as the “Rural Roads and Broadband Act”.

                ### TITLE I—RURAL ROADS

                #### SEC. 101. RURAL ROAD GRANTS.

                **(a) In General.—** The Secretary shall make grants to States for—

                **(1)** rural roads; and

                **(2)** rural bridges.

                **(b)** Section 101 of title 23, United States Code, is amended by adding at the end the following:

                **“SEC. 5. RURAL BROADBAND.** Each State shall plan rural broadband along rural roads.”.

                **(c) Amounts.—** The amounts are:

                Fiscal year | Amount
                2022 | $1,000,000""");
        assertThat(landmarks(t.text())).containsExactly(
                "SECTION 1. SHORT TITLE; TABLE OF CONTENTS. #sec-1 @#### SECTION 1. SHORT TITLE; TABLE OF CONTENTS.",
                "TITLE I—RURAL ROADS #title-i @### TITLE I—RURAL ROADS",
                "TITLE I—RURAL ROADS › SEC. 101. RURAL ROAD GRANTS. #sec-101 @#### SEC. 101. RURAL ROAD GRANTS.");
        BillTextPreparer.Identity id = new BillTextPreparer().prepare(t).identity();
        assertThat(id.billId().value()).isEqualTo("hr:117:9999");
        assertThat(id.versionCode()).isEqualTo("IH");
    }

    @Test
    void uslmResolutionNamedTheGpoSampleWay() throws Exception {
        BillText t = read("bills-uslm/H77_RH.XML");
        assertThat(t.document()).isEqualTo(new BillText.Claim("HRES", 118, 77, "RH"));
        // H77 alone does not say House bill or resolution; only the version after the underscore is read.
        assertThat(t.fileName()).isEqualTo(new BillText.Claim(null, null, null, "RH"));
        assertThat(t.date()).isEqualTo("2023-03-01");
        assertThat(t.text().markdown()).isEqualTo("""
                Whereas rural roads carry a third of the Nation’s freight: Now, therefore, be it

                Resolved,

                That the House of Representatives supports the designation of National Rural Roads Week.""");
    }

    @Test
    void gpoDtdResolutionTakesTheCongressFromTheForm() throws Exception {
        BillText t = read("bills-gpo-dtd/BILLS-118hres77rds.xml");
        assertThat(t.format()).isEqualTo("gpo-bill-dtd");
        assertThat(t.document()).isEqualTo(new BillText.Claim("HRES", 118, 77, "RDS"));
        assertThat(t.stage()).isEqualTo("Received in Senate");
        assertThat(t.date()).isEqualTo("2023-03-08");
        assertThat(t.officialTitle()).isEqualTo("Expressing support for the designation of National Rural Roads Week.");
        assertThat(t.text().markdown()).isEqualTo("""
                Whereas rural roads carry a third of the Nation’s freight: Now, therefore, be it

                That the House of Representatives supports the designation of National Rural Roads Week.

                #### SEC. 2. Findings

                **(a) Freight** Rural roads carry “freight”.

                **SEC. 3. Quoted** Not a section of this resolution.""");
        assertThat(t.text().landmarks()).extracting(Landmark::anchor).containsExactly("sec-2");
        assertThat(new BillTextPreparer().prepare(t).identity().billId().value()).isEqualTo("hres:118:77");
    }

    @Test
    void xhtmlRendition() throws Exception {
        BillText t = read("bills-xhtml/BILLS-119s55is.html");
        assertThat(t.format()).isEqualTo("xhtml");
        assertThat(t.document()).isEqualTo(new BillText.Claim("s", 119, 55, "IS"));
        assertThat(t.date()).isEqualTo("2025-01-09");
        assertThat(t.officialTitle()).isEqualTo("To name a post office, and for other purposes.");
        assertThat(t.text().markdown()).isEqualTo("""
                Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,

                #### SECTION 1. Post office.

                (a) Designation.—The facility shall be known as the “Walter Mondale Post Office”.

                (1) “SEC. 2. Quoted.""");
        assertThat(t.text().landmarks()).extracting(Landmark::anchor).containsExactly("sec-1");
    }

    @Test
    void aFileNameThatContradictsTheDocumentIsRejected() throws Exception {
        BillText t = read("bills-uslm/BILLS-117hr9999ih.xml");
        BillText renamed = new BillText(t.sourceFile(), t.rawSha256(), t.format(), t.document(),
                new BillText.Claim("hr", 117, 9998, "IH"), t.stage(), t.date(), t.processedDate(), t.officialTitle(),
                t.sponsorId(), t.sponsorName(), t.text());
        assertThatThrownBy(() -> new BillTextPreparer().prepare(renamed))
                .isInstanceOf(RejectedRecordException.class)
                .hasMessage("the document and its file name disagree on the number (document: 9999, file name: 9998); not loaded");
    }

    @Test
    void versionsAreOrderedByDateWithTheEnrolledLast() {
        TextVersion enrolled = version("ENR", null);
        TextVersion engrossed = version("EH", "2019-01-09");
        TextVersion calendar = version("PCS", "2019-01-10");
        TextVersion undated = version("RCS", null);
        assertThat(List.of(enrolled, calendar, engrossed, undated).stream().sorted(TextVersion.CHRONOLOGICAL).toList())
                .containsExactly(undated, engrossed, calendar, enrolled);
    }

    private static TextVersion version(String code, String date) {
        return new TextVersion(code, null, date, "uslm", null, null, null, null, "f", "h", new MarkedText("", List.of()));
    }
}
