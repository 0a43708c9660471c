package dev.josh.ingest.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A two-page report laid out like a CRS product: what the layout analysis makes of it. */
class PdfLayoutTest {

    @TempDir
    Path tmp;

    @Test
    void titleHeadingsParagraphsAcrossPagesAndNotes() throws Exception {
        Path file = tmp.resolve("report.pdf");
        FixturePdf.twoPageReport().save(file);

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
