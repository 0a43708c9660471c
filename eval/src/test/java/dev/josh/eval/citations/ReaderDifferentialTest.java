package dev.josh.eval.citations;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.cite.LegalCitations;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pairing two readers' citations by the words they stand on, and telling why they disagree. */
class ReaderDifferentialTest {

    private static final String TEXT = "Under 42 U.S.C. 1983 and 40 C.F.R. § 141.61, and Title 38, U.S.C., section 2101 "
            + "(Public Law 112–55), see 17 C.F.R. § 240 and 36 CFR part 9A.";

    /** What Josh reads in {@link #TEXT}, keyed as the differential keys it. */
    private static List<ReadCitation> josh() {
        List<ReadCitation> out = new ArrayList<>();
        new LegalCitations(LocalDate.of(2026, 11, 29)).find(TEXT, null).forEach(f -> CitationKeys.of(f)
                .ifPresent(key -> out.add(new ReadCitation("d", f.start(), f.end(), f.text(), key))));
        return out;
    }

    /** eyecite's reading of the same text, as its script writes it (a section mark needed, an en dash not read). */
    private static ReadCitation eyecite(String text, String key) {
        int at = TEXT.indexOf(text);
        return new ReadCitation("d", at, at + text.length(), text, key);
    }

    @Test
    void citationsPairByTheirWordsAndDisagreementsSayWhy() {
        List<ReaderDifferential.Outcome> outcomes = ReaderDifferential.compare(josh(), List.of(
                eyecite("40 C.F.R. § 141.61", "cfr:40:141.61"),
                eyecite("17 C.F.R. § 240", "cfr-part:17:240"),
                eyecite("38, U.S.C., section 2101", "usc:38:2101")));
        assertThat(outcomes).extracting(o -> o.verdict() + " " + (o.josh() == null ? o.eyecite() : o.josh()).key()
                + " " + Cause.of(o)).containsExactlyInAnyOrder(
                "AGREE cfr:40:141.61 UNEXPLAINED",
                "AGREE cfr-part:17:240 UNEXPLAINED",
                "AGREE usc:38:2101 UNEXPLAINED",
                "JOSH_ONLY usc:42:1983 NO_SECTION_MARK",
                "JOSH_ONLY pl:112:55 LAW_FORM",
                "JOSH_ONLY cfr-part:36:9A CFR_PART_IN_WORDS");
    }

    @Test
    void theSameWordsReadAsDifferentThingsAreADisagreement() {
        List<ReaderDifferential.Outcome> outcomes = ReaderDifferential.compare(josh(), List.of(
                eyecite("42 U.S.C. 1983", "usc:42:1938"), eyecite("2003 U.S.C. § 1", "usc:2003:1")));
        assertThat(outcomes).extracting(ReaderDifferential.Outcome::verdict, Cause::of).contains(
                org.assertj.core.groups.Tuple.tuple(Verdict.READ_DIFFERENTLY, Cause.UNEXPLAINED));
        ReaderDifferential.Outcome impossible = ReaderDifferential.compare(List.of(),
                List.of(new ReadCitation("d", 0, 15, "2003 U.S.C. § 1", "usc:2003:1"))).getFirst();
        assertThat(impossible.verdict()).isEqualTo(Verdict.EYECITE_ONLY);
        assertThat(Cause.of(impossible)).isEqualTo(Cause.TITLE_THAT_DOES_NOT_EXIST);
    }
}
