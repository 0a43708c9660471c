package dev.josh.eval.index;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Landmark;
import java.util.List;
import org.junit.jupiter.api.Test;

class LabelMaskTest {

    @Test
    void aCutMovesLaterLandmarksBackAndDropsThoseInside() {
        String text = "0123456789abcdefghij";
        ChunkableText doc = new ChunkableText("d", text, List.of("T", "S"), "top", List.of(
                new Landmark(2, List.of("a"), "a"), new Landmark(6, List.of("in"), "in"),
                new Landmark(12, List.of("b"), "b")));
        ChunkableText cut = LabelMask.cut(doc, List.of(new LabelMask.Cut(5, 10)), List.of("T"));
        assertThat(cut.text()).isEqualTo("01234abcdefghij");
        assertThat(cut.headingPath()).containsExactly("T");
        assertThat(cut.landmarks()).extracting(Landmark::offset).containsExactly(2, 7);
        assertThat(cut.landmarks()).extracting(Landmark::anchor).containsExactly("a", "b");
        assertThat(cut.text().substring(7)).startsWith("cd"); // "b" still starts where its text does
    }

    @Test
    void theSectionHeadingMaskRemovesTheOwnHeadingLineAndPathElementOnly() {
        String body = "# § 107. Limitations on exclusive rights: Fair use\n\nNotwithstanding the provisions of "
                + "sections 106 and 106A, the fair use of a copyrighted work …\n\n(a) In general.";
        ChunkableText doc = new ChunkableText("usc:17:107", body,
                List.of("Title 17—COPYRIGHTS", "Chapter 1—SUBJECT MATTER AND SCOPE OF COPYRIGHT",
                        "§ 107. Limitations on exclusive rights: Fair use"), "s107",
                List.of(new Landmark(body.indexOf("(a)"), List.of("(a) In general"), "s107-a")));
        ChunkableText masked = new SectionHeadingMask().apply(doc);
        assertThat(masked.text()).startsWith("Notwithstanding").doesNotContain("Fair use");
        assertThat(masked.headingPath()).containsExactly("Title 17—COPYRIGHTS",
                "Chapter 1—SUBJECT MATTER AND SCOPE OF COPYRIGHT");
        Landmark a = masked.landmarks().getFirst();
        assertThat(masked.text().substring(a.offset())).startsWith("(a) In general");
    }

    @Test
    void theBillMaskRemovesThePolicyAreaAndTheSubjectsSectionOnly() {
        String body = "# H.R. 1 — A bill\n\n**Sponsor:** Rep. X · **Introduced:** 2021-01-04\n\n"
                + "**Policy area:** Taxation\n\n**Latest action:** 2021-02-01 — Referred.\n\n"
                + "## Titles\n\n- Display Title: A bill\n\n## Subjects\n\nIncome tax; Tax credits\n\n"
                + "## CRS summary (Introduced, 2021-01-04)\n\nThis bill changes the income tax.";
        List<Landmark> landmarks = List.of(new Landmark(body.indexOf("## Titles"), List.of("Titles"), "titles"),
                new Landmark(body.indexOf("## Subjects"), List.of("Subjects"), "subjects"),
                new Landmark(body.indexOf("## CRS"), List.of("CRS summary"), "summary"));
        ChunkableText masked = new BillSubjectsMask().apply(new ChunkableText("hr:117:1", body, List.of("H.R. 1"),
                "overview", landmarks));
        assertThat(masked.text()).doesNotContain("Policy area", "Taxation", "## Subjects", "Tax credits")
                .contains("**Latest action:**", "## Titles", "This bill changes the income tax.");
        assertThat(masked.landmarks()).extracting(Landmark::anchor).containsExactly("titles", "summary");
        for (Landmark l : masked.landmarks()) {
            assertThat(masked.text().substring(l.offset())).startsWith("## ");
        }
    }

    @Test
    void theSummaryMaskRemovesTheSummaryOfTheQueryBillsOnly() {
        String body = "# H.R. 1 — A bill\n\n**Sponsor:** Rep. X\n\n## Titles\n\n- Display Title: A bill\n\n"
                + "## CRS summary (Introduced, 2021-01-04)\n\n**A bill**\n\nThis bill changes the income tax.\n\n"
                + "## Actions\n\n- 2021-01-04 Introduced.";
        LabelMask mask = LabelMasks.of(new dev.josh.eval.set.SetDefinition("summaries/v1", "bills",
                dev.josh.eval.set.SetDefinition.QUERY_SUMMARY_MASK, List.of(), 1, "test", null, List.of("hr:117:1"), null));
        ChunkableText own = mask.apply(new ChunkableText("hr:117:1", body, List.of("H.R. 1"), "overview", List.of()));
        assertThat(own.text()).doesNotContain("CRS summary", "income tax").contains("## Titles", "## Actions",
                "Introduced.");
        ChunkableText other = mask.apply(new ChunkableText("s:117:1", body, List.of("S. 1"), "overview", List.of()));
        assertThat(other.text()).isEqualTo(body);
        ChunkableText none = mask.apply(new ChunkableText("hr:117:1", "# H.R. 1\n\nNo summary.", List.of(), "o",
                List.of()));
        assertThat(none.text()).isEqualTo("# H.R. 1\n\nNo summary.");
    }
}
