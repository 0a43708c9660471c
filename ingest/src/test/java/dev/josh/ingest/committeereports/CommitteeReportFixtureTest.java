package dev.josh.ingest.committeereports;

import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.document.FixturePdf;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small USLM legislative report and its PDF: one record, from the USLM, naming the PDF. */
class CommitteeReportFixtureTest {

    @TempDir
    Path tmp;

    @Test
    void uslmReportBecomesOneRecordWithSectionsAndItsBill() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("corpus/committee-reports"));
        Files.copy(Path.of(Objects.requireNonNull(getClass().getResource("/committee-reports/CRPT-119hrpt42.xml")).toURI()),
                folder.resolve("CRPT-119hrpt42.xml"));
        FixturePdf.twoPageReport().save(folder.resolve("CRPT-119hrpt42.pdf"));
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "committee-reports", "--corpus", tmp.resolve("corpus").toString(),
                "--db", db.toString())).isZero();

        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT id || ' | ' || congress || ' | ' || report_type || ' | ' || report_number"
                    + " || ' | ' || title || ' | ' || heading || ' | ' || committee || ' | ' || bill_id || ' | '"
                    + " || body_format || ' | ' || date_source || ' | ' || other_files FROM committee_reports"))
                    .containsExactly("crpt:119:hrpt:42 | 119 | hrpt | 42 | WIDGET SAFETY ACT | House Legislative Report"
                            + " | Committee on Energy and Commerce | hr:119:1234 | uslm | metadata"
                            + " | [\"committee-reports/CRPT-119hrpt42.pdf\"]");
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || published_at || ' | '"
                    + " || source_org FROM committee_reports")).containsExactly("H. Rept. 119-42 | "
                    + "https://www.congress.gov/congressional-report/119th-congress/house-report/42 | 2025-05-06 | "
                    + "U.S. House of Representatives, Committee on Energy and Commerce");
            assertThat(PublicId.parse("crpt:119:hrpt:42").value()).isEqualTo("crpt:119:hrpt:42");
            assertThat(strings(c, "SELECT body_markdown FROM committee_reports")).containsExactly("""
                    # H. Rept. 119-42 — WIDGET SAFETY ACT

                    WIDGET SAFETY ACT

                    May 6, 2025.— Ordered to be printed

                    The Committee on Energy and Commerce, to whom was referred the bill (H.R. 1234), reports \
                    favorably thereon and recommends that the bill do pass.

                    The amendment is as follows:

                    **SEC. 2. WIDGET STANDARDS.** The Secretary shall set standards for widgets.

                    ## PURPOSE AND SUMMARY

                    H.R. 1234 sets safety standards for widgets.

                    ### Committee Votes

                    Motion | Yeas 30 | Nays 2""");
            assertThat(strings(c, "SELECT DISTINCT heading_path FROM committee_reports_chunks")).containsExactly(
                    "H. Rept. 119-42 — WIDGET SAFETY ACT");
        }
    }

    @Test
    void reportNumbers() {
        ReportNumber part = ReportNumber.fromGpoName("CRPT-112hrpt90-pt2.pdf").orElseThrow();
        assertThat(part.publicId().value()).isEqualTo("crpt:112:hrpt:90-2");
        assertThat(part.citation()).isEqualTo("H. Rept. 112-90, pt. 2");
        assertThat(ReportNumber.fromCitation("S. Rept. 113-310").orElseThrow().sourceUrl())
                .isEqualTo("https://www.congress.gov/congressional-report/113th-congress/senate-report/310");
        assertThat(Congresses.ordinal(101)).isEqualTo("101st");
        assertThat(Congresses.ordinal(112)).isEqualTo("112th");
        assertThat(ReportCovers.accompanied("[To accompany H.R. 1425]", 112).orElseThrow().value())
                .isEqualTo("hr:112:1425");
    }
}
