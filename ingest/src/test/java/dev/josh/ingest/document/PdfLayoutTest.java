package dev.josh.ingest.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A two-page report laid out like a CRS product: what the layout analysis makes of it. */
class PdfLayoutTest {

    @TempDir
    Path tmp;

    /** Title, date, two headed sections, a paragraph broken by a page, a footnote, running header and footers. */
    static FixturePdf twoPageReport() {
        FixturePdf pdf = new FixturePdf().page()
                .line(72, 40, 8, false, "Widget Policy")             // running header
                .line(72, 90, 20, true, "Widget Policy: Background")  // title, two lines
                .line(72, 114, 20, true, "and Issues for Congress")
                .line(72, 140, 10, false, "Updated March 3, 2026");
        float y = pdf.body(170, "Widgets are small devices used in many federal programs, and",
                "their regulation has grown over the last decade.1");
        pdf.line(72, y + 14, 14, true, "Background");
        y = pdf.body(y + 32, "The Widget Act of 2020 set the first standards for widgets. It was",
                "amended twice, most recently in 2024, and it now covers imported");
        pdf.line(72, 700, 8, false, "1 See the Widget Act of 2020, P.L. 116-999.")  // footnote
                .line(72, 760, 8, false, "Congressional Research Service 1");       // footer
        pdf.page().line(72, 40, 8, false, "Widget Policy")
                .body(72, "widgets as well as domestic ones.");
        pdf.line(72, 100, 14, true, "Issues for Congress");
        pdf.body(118, "Congress may consider whether the standards should be updated.",
                "\u2022 Other options include a study.");
        pdf.line(72, 760, 8, false, "Congressional Research Service 2");
        return pdf;
    }

    @Test
    void titleHeadingsParagraphsAcrossPagesAndNotes() throws Exception {
        Path file = tmp.resolve("report.pdf");
        twoPageReport().save(file);

        PdfText text = PdfTextReader.read(file);
        PdfLayout.Laid laid = PdfLayout.lay(text);
        ComposedMarkdown body = MarkdownComposer.compose("Widget Policy: Background and Issues for Congress", laid.blocks());

        assertThat(text.pages()).isEqualTo(2);
        assertThat(laid.title()).isEqualTo("Widget Policy: Background and Issues for Congress");
        assertThat(body.markdown()).isEqualTo("""
                # Widget Policy: Background and Issues for Congress

                Updated March 3, 2026

                Widgets are small devices used in many federal programs, and their regulation has grown over the last decade.1

                ## Background

                The Widget Act of 2020 set the first standards for widgets. It was amended twice, most recently in 2024, \
                and it now covers imported widgets as well as domestic ones.

                ## Issues for Congress

                Congress may consider whether the standards should be updated.

                - Other options include a study.

                ## Notes

                1 See the Widget Act of 2020, P.L. 116-999.""");
        assertThat(body.headings()).isEqualTo(3);
        assertThat(body.landmarks()).extracting(l -> l.anchor() + " " + l.path())
                .containsExactly("background [Background]", "issues-for-congress [Issues for Congress]", "notes [Notes]");
        assertThat(body.markdown().substring(body.landmarks().get(0).offset())).startsWith("## Background");
    }

    @Test
    void datesAsPrinted() {
        assertThat(DatePhrases.first("Updated April 10, 2026")).contains(
                new DatePhrases.PrintedDate(java.time.LocalDate.of(2026, 4, 10), true));
        assertThat(DatePhrases.first("JULY 1, 2011.—Committed to the Committee")).contains(
                new DatePhrases.PrintedDate(java.time.LocalDate.of(2011, 7, 1), true));
        assertThat(DatePhrases.first("Report to Congress February 2006")).contains(
                new DatePhrases.PrintedDate(java.time.LocalDate.of(2006, 2, 1), false));
        assertThat(CitedDate.fromMetadata(java.time.LocalDate.of(2006, 2, 1),
                DatePhrases.first("February 2006")).phrase()).isEqualTo("February 2006");
        assertThat(CitedDate.fromMetadata(java.time.LocalDate.of(2006, 2, 1),
                DatePhrases.first("February 8, 2006")).phrase()).isEqualTo("February 1, 2006");
    }
}
