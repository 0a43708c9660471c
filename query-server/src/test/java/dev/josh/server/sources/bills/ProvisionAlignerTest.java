package dev.josh.server.sources.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.sources.bills.ProvisionAligner.Entry;
import dev.josh.server.sources.bills.ProvisionAligner.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cutting small hand-written bills into provisions, aligning them, and the hunks of a changed one. */
class ProvisionAlignerTest {

    private static final String ENACTING = "Be it enacted by the Senate and House of Representatives of the United "
            + "States of America in Congress assembled,\n\n";

    private static String section(String designation, String title, String body) {
        return "#### " + designation + " " + title + "\n\n" + body + "\n\n";
    }

    private static final String SHORT_TITLE = "This Act may be cited as the \u201cExample Act of 2026\u201d.";
    private static final String DEFINITIONS = "In this Act: (1) The term \u201cSecretary\u201d means the Secretary of "
            + "Agriculture. (2) The term \u201cState\u201d means each of the several States and the District of Columbia.";
    private static final String GRANTS = "The Secretary shall award grants to States to improve rural broadband "
            + "networks, in amounts not to exceed $5,000,000 a year for each State, for fiscal years 2027 through 2031.";
    private static final String REPORT = "Not later than 1 year after the date of enactment of this Act, the Secretary "
            + "shall submit to Congress a report on the grants awarded under section 3.";

    private static List<Entry> align(String from, String to) {
        return ProvisionAligner.align(Provisions.cut(from).provisions(), Provisions.cut(to).provisions());
    }

    private static Entry only(List<Entry> entries, Kind kind) {
        List<Entry> of = entries.stream().filter(e -> e.kind() == kind).toList();
        assertThat(of).as(kind + " in " + entries).hasSize(1);
        return of.getFirst();
    }

    @Test
    void aBillIsCutAtItsHeadingsWithThePreambleAndTheTitlesAbove() {
        String md = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE) + "### TITLE I—GRANTS\n\n"
                + section("SEC. 101.", "GRANTS.", GRANTS);
        Provisions.Cut cut = Provisions.cut(md);
        assertThat(cut.split()).isEqualTo(Provisions.Split.HEADINGS);
        assertThat(cut.provisions()).extracting(Provisions.Provision::heading)
                .containsExactly("(preamble)", "SECTION 1. SHORT TITLE.", "TITLE I—GRANTS", "SEC. 101. GRANTS.");
        Provisions.Provision grants = cut.provisions().get(3);
        assertThat(grants.designation()).isEqualTo("SEC. 101.");
        assertThat(grants.path()).isEqualTo("TITLE I—GRANTS");
        assertThat(md.substring(grants.offset())).startsWith("#### SEC. 101. GRANTS.");
        assertThat(cut.provisions().get(2).designation()).isEqualTo("TITLE I—");
    }

    @Test
    void aTextWithoutHeadingsIsCutIntoParagraphsWithTheirItems() {
        String md = "Whereas the first clause;\n\nWhereas the second clause names—\n\n**(1)** one item; and\n\n"
                + "**(2)** another;\n\nResolved, That the Senate agrees.";
        Provisions.Cut cut = Provisions.cut(md);
        assertThat(cut.split()).isEqualTo(Provisions.Split.PARAGRAPHS);
        assertThat(cut.provisions()).hasSize(3);
        assertThat(cut.provisions().get(1).text()).startsWith("Whereas the second").endsWith("**(2)** another;");
        assertThat(cut.provisions().get(2).heading()).isEqualTo("¶ 3");
    }

    @Test
    void sameTextIsUnchangedAndAnInsertedSectionRenumbersNothingElse() {
        String from = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "DEFINITIONS.", DEFINITIONS) + section("SEC. 3.", "REPORT.", REPORT);
        assertThat(align(from, from)).extracting(Entry::kind).containsOnly(Kind.UNCHANGED);

        String to = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "DEFINITIONS.", DEFINITIONS) + section("SEC. 3.", "GRANTS.", GRANTS)
                + section("SEC. 4.", "REPORT.", REPORT);
        List<Entry> entries = align(from, to);
        assertThat(entries).extracting(Entry::kind).containsExactly(Kind.UNCHANGED, Kind.UNCHANGED, Kind.UNCHANGED,
                Kind.INSERTED, Kind.UNCHANGED);
        assertThat(only(entries, Kind.INSERTED).to().heading()).isEqualTo("SEC. 3. GRANTS.");
        Entry report = entries.getLast();
        assertThat(report.renumbered()).isTrue();
        assertThat(report.from().designation()).isEqualTo("SEC. 3.");
        assertThat(report.to().designation()).isEqualTo("SEC. 4.");
    }

    @Test
    void aMovedSectionIsMovedNotStruckAndInserted() {
        String from = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "DEFINITIONS.", DEFINITIONS) + section("SEC. 3.", "GRANTS.", GRANTS)
                + section("SEC. 4.", "REPORT.", REPORT);
        String to = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "GRANTS.", GRANTS) + section("SEC. 3.", "REPORT.", REPORT)
                + section("SEC. 4.", "DEFINITIONS.", DEFINITIONS);
        List<Entry> entries = align(from, to);
        assertThat(entries).extracting(Entry::kind).doesNotContain(Kind.INSERTED, Kind.STRUCK);
        Entry moved = only(entries, Kind.MOVED);
        assertThat(moved.from().heading()).isEqualTo("SEC. 2. DEFINITIONS.");
        assertThat(moved.to().heading()).isEqualTo("SEC. 4. DEFINITIONS.");
        assertThat(moved.textChanged()).isFalse();
        // reading order is the second version's
        assertThat(entries.getLast()).isSameAs(moved);
    }

    @Test
    void aMovedAndRewrittenSectionIsStillMoved() {
        String from = ENACTING + section("SEC. 2.", "DEFINITIONS.", DEFINITIONS) + section("SEC. 3.", "GRANTS.", GRANTS)
                + section("SEC. 4.", "REPORT.", REPORT);
        String to = ENACTING + section("SEC. 2.", "GRANTS.", GRANTS) + section("SEC. 3.", "REPORT.", REPORT)
                + section("SEC. 4.", "TERMS.", DEFINITIONS.replace("Agriculture", "Commerce"));
        Entry moved = only(align(from, to), Kind.MOVED);
        assertThat(moved.textChanged()).isTrue();
        assertThat(moved.similarity()).isBetween(0.6, 0.99);
    }

    @Test
    void aRewrittenSectionIsChangedWithItsHunksAndAStruckOneIsStruck() {
        String from = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "GRANTS.", GRANTS) + section("SEC. 3.", "REPORT.", REPORT);
        String to = ENACTING + section("SECTION 1.", "SHORT TITLE.", SHORT_TITLE)
                + section("SEC. 2.", "GRANTS.", GRANTS.replace("$5,000,000", "$7,500,000")
                + "\n\nA State may not receive a grant for more than 3 fiscal years.");
        List<Entry> entries = align(from, to);
        Entry changed = only(entries, Kind.CHANGED);
        assertThat(only(entries, Kind.STRUCK).from().heading()).isEqualTo("SEC. 3. REPORT.");
        TextDiff.Result hunks = TextDiff.hunks(changed.from().text(), changed.to().text(), 2_000);
        assertThat(hunks.total()).isEqualTo(2);
        assertThat(hunks.truncated()).isFalse();
        BillTextDiff.TextHunk amount = hunks.hunks().getFirst();
        assertThat(amount.deleted()).isEqualTo("$5,000,000");
        assertThat(amount.inserted()).isEqualTo("$7,500,000");
        assertThat(amount.before()).endsWith("in amounts not to exceed");
        assertThat(amount.after()).startsWith("a year for each State");
        assertThat(hunks.hunks().get(1).deleted()).isEmpty();
        assertThat(hunks.hunks().get(1).inserted()).isEqualTo("A State may not receive a grant for more than 3 fiscal years.");

        TextDiff.Result cut = TextDiff.hunks(changed.from().text(), changed.to().text(), 60);
        assertThat(cut.truncated()).isTrue();
        assertThat(cut.hunks()).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void repeatedHeadingsPairWithinTheirOwnTitle() {
        String agriculture = "### TITLE I—AGRICULTURE\n\n" + section("SEC. 101.", "GRANTS.", GRANTS)
                + "### GENERAL PROVISION—THIS TITLE\n\n";
        String labor = "### TITLE II—LABOR\n\n" + section("SEC. 201.", "REPORT.", REPORT)
                + "### GENERAL PROVISION—THIS TITLE\n\n";
        String energy = "### TITLE I—ENERGY\n\n" + section("SEC. 101.", "DEFINITIONS.", DEFINITIONS)
                + "### GENERAL PROVISION—THIS TITLE\n\n";
        List<Entry> entries = align(ENACTING + agriculture + labor,
                ENACTING + energy + agriculture.replace("TITLE I", "TITLE II").replace("SEC. 101", "SEC. 201")
                        + labor.replace("TITLE II", "TITLE III").replace("SEC. 201", "SEC. 301"));
        assertThat(entries).extracting(Entry::kind).doesNotContain(Kind.MOVED, Kind.STRUCK);
        assertThat(entries.stream().filter(e -> e.kind() == Kind.INSERTED)).extracting(e -> e.to().heading())
                .containsExactly("TITLE I—ENERGY", "SEC. 101. DEFINITIONS.", "GENERAL PROVISION—THIS TITLE");
    }

    @Test
    void nearbyWordChangesAreOneHunkWithUnchangedContext() {
        TextDiff.Result r = TextDiff.hunks("That the following sums are hereby appropriated, out of any money in the "
                + "Treasury not otherwise appropriated, for fiscal year 2019.", "The following sums in this Act are "
                + "appropriated, out of any money in the Treasury not otherwise appropriated, for fiscal year 2020.",
                1_000);
        assertThat(r.hunks()).hasSize(2);
        assertThat(r.hunks().getFirst()).isEqualTo(new BillTextDiff.TextHunk("", "That the following sums are hereby",
                "The following sums in this Act are", "appropriated, out of any money in"));
        assertThat(r.hunks().get(1)).isEqualTo(new BillTextDiff.TextHunk("not otherwise appropriated, for fiscal year",
                "2019.", "2020.", ""));
    }

    @Test
    void aReplacedTextIsOneBoundedHunkNotAWordByWordDiff() {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 3_000; i++) {
            a.append("alpha").append(i).append(' ');
            b.append(i % 2 == 0 ? "alpha" + i : "beta" + i).append(' ');
        }
        long start = System.nanoTime();
        TextDiff.Result r = TextDiff.hunks(a.toString(), b.toString(), 500);
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms").isLessThan(2_000);
        assertThat(r.total()).isEqualTo(1);
        assertThat(r.truncated()).isTrue();
        BillTextDiff.TextHunk h = r.hunks().getFirst();
        assertThat(h.deleted()).startsWith("alpha0 alpha1 alpha2").endsWith("…");
        assertThat(h.inserted()).startsWith("alpha0 beta1 alpha2").endsWith("…");
        assertThat(h.deleted().length() + h.inserted().length()).isLessThanOrEqualTo(500);
    }
}
