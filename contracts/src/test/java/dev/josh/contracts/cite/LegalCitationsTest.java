package dev.josh.contracts.cite;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The citation forms people write, each read to its span, standard form and id. */
class LegalCitationsTest {

    private final LegalCitations citations = new LegalCitations(LocalDate.of(2026, 11, 26));

    private List<String> read(String text, Integer congress) {
        return citations.find(text, congress).stream()
                .map(c -> text.substring(c.start(), c.end()) + " => " + c.canonical() + " | "
                        + (c.id() == null ? "-" : c.id().value()) + (c.problem() == null ? "" : " ! " + c.problem()))
                .toList();
    }

    @Test
    void usCodeInItsWrittenForms() {
        assertThat(read("Under 42 U.S.C. § 1983 and 42 USC 1983(a)(1), see also 17 U.S.C. 102 and 42 U.S.C. §1320a-7b(b).",
                null)).containsExactly(
                "42 U.S.C. § 1983 => 42 U.S.C. § 1983 | usc:42:1983",
                "42 USC 1983(a)(1) => 42 U.S.C. § 1983(a)(1) | usc:42:1983",
                "17 U.S.C. 102 => 17 U.S.C. § 102 | usc:17:102",
                "42 U.S.C. §1320a-7b(b) => 42 U.S.C. § 1320a-7b(b) | usc:42:1320a-7b");
        assertThat(read("17 U.S.C. §§ 106–107 and section 102 of title 17, United States Code", null)).containsExactly(
                "17 U.S.C. §§ 106–107 => 17 U.S.C. § 106 | usc:17:106",
                "17 U.S.C. §§ 106–107 => 17 U.S.C. § 107 | usc:17:107",
                "section 102 of title 17, United States Code => 17 U.S.C. § 102 | usc:17:102");
        assertThat(read("(16 U.S.C. 470w–7(e)(2)) and (42 U.S.C. 1962d–16(b))", null)).containsExactly(
                "16 U.S.C. 470w–7(e)(2) => 16 U.S.C. § 470w-7(e)(2) | usc:16:470w-7",
                "42 U.S.C. 1962d–16(b) => 42 U.S.C. § 1962d-16(b) | usc:42:1962d-16");
        assertThat(read("the Paperwork Reduction Act of 1995 (44 U.S.C. 3501-3520)", null)).containsExactly(
                "44 U.S.C. 3501-3520 => 44 U.S.C. § 3501 | usc:44:3501", "44 U.S.C. 3501-3520 => 44 U.S.C. § 3520 | usc:44:3520");
        assertThat(read("see 60 U.S.C. § 1", null)).containsExactly(
                "60 U.S.C. § 1 => 60 U.S.C. § 1 | - ! the U.S. Code has titles 1 to 54, not 60");
    }

    @Test
    void theCodeWrittenWithCommasOrItsNameNeedsASectionMark() {
        // forms the differential against eyecite found in the corpus's FR notices and Congressional Record
        assertThat(read("under Title 38, U.S.C., section 2101(a), and in Title 38 U.S.C., section 3710(a)(1).", null))
                .containsExactly("38, U.S.C., section 2101(a) => 38 U.S.C. § 2101(a) | usc:38:2101",
                        "38 U.S.C., section 3710(a)(1) => 38 U.S.C. § 3710(a)(1) | usc:38:3710");
        assertThat(read("under title 10, U.S.C., sections 624 and 531: To be colonel", null)).containsExactly(
                "10, U.S.C., sections 624 and 531 => 10 U.S.C. § 624 | usc:10:624",
                "10, U.S.C., sections 624 and 531 => 10 U.S.C. § 531 | usc:10:531");
        assertThat(read("in accordance with title 10, United States Code, section 777; and the Act, 20 United States "
                + "Code, Section 1400, et seq.", null)).containsExactly(
                "10, United States Code, section 777 => 10 U.S.C. § 777 | usc:10:777",
                "20 United States Code, Section 1400 => 20 U.S.C. § 1400 | usc:20:1400");
        // without a mark the number after the comma is something else: a count, a page, a year
        assertThat(read("title 17, United States Code, 2 copies; 5 U.S.C., 1990 edition", null)).isEmpty();
    }

    @Test
    void anOcrSectionMarkIsAnS() {
        assertThat(read("transferred under 28 U.S.C. S 1404(a) and 28 U.S.C. S 636(c)(1).", null)).containsExactly(
                "28 U.S.C. S 1404(a) => 28 U.S.C. § 1404(a) | usc:28:1404",
                "28 U.S.C. S 636(c)(1) => 28 U.S.C. § 636(c)(1) | usc:28:636");
        // a Senate bill after a Code cite stays a bill, and a lower-case s is no mark
        assertThat(read("5 U.S.C. 552; S. 1234 and 5 U.S.C. s 12", null)).containsExactly(
                "5 U.S.C. 552 => 5 U.S.C. § 552 | usc:5:552", "S. 1234 => S. 1234 | -");
    }

    @Test
    void aNumberNotReadWhollyNamesNoOtherProvision() {
        // digits run into a page number or a year: no title of that number exists, and no shorter one is guessed
        assertThat(read("Pub. L. 108-7, 2003 U.S.C. §§ 901-945; see 538 C.F.R. §§ 404.1520(e)", null)).containsExactly(
                "Pub. L. 108-7 => Pub. L. No. 108-7 | pl:108:7");
        // the appendix of title 5 is not section 2 of title 5; a lettered part is not the part of its digits
        assertThat(read("5 U.S.C. App. 2 and 36 CFR part 9A", null)).containsExactly(
                "36 CFR part 9A => 36 C.F.R. pt. 9A | -");
    }

    @Test
    void aPinCiteMayBeAWord() {
        // the FDI Act numbers the powers of 12 U.S.C. 1819 in words; the list goes on after it
        assertThat(read("12 U.S.C. 1818(t), 1819(Tenth), 1831o", null)).extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("usc:12:1818", "usc:12:1819", "usc:12:1831o");
    }

    @Test
    void aCommaListIsReadUntilTheNextCiteBegins() {
        assertThat(read("(20 U.S.C. 1082, 1094, 1221e-3, and 3474); 42 U.S.C. 1983, 2 Stat. 5", null)).containsExactly(
                "20 U.S.C. 1082, 1094, 1221e-3, and 3474 => 20 U.S.C. § 1082 | usc:20:1082",
                "20 U.S.C. 1082, 1094, 1221e-3, and 3474 => 20 U.S.C. § 1094 | usc:20:1094",
                "20 U.S.C. 1082, 1094, 1221e-3, and 3474 => 20 U.S.C. § 1221e-3 | usc:20:1221e-3",
                "20 U.S.C. 1082, 1094, 1221e-3, and 3474 => 20 U.S.C. § 3474 | usc:20:3474",
                "42 U.S.C. 1983 => 42 U.S.C. § 1983 | usc:42:1983", "2 Stat. 5 => 2 Stat. 5 | -");
    }

    @Test
    void aSingleSectionDoesNotSwallowTheNextCite() {
        assertThat(read("42 U.S.C. 1983, 42 U.S.C. 1985", null)).containsExactly(
                "42 U.S.C. 1983 => 42 U.S.C. § 1983 | usc:42:1983", "42 U.S.C. 1985 => 42 U.S.C. § 1985 | usc:42:1985");
    }

    @Test
    void regulationsAndTheFederalRegister() {
        assertThat(read("40 C.F.R. § 141.61(a), 40 CFR part 141, 40 C.F.R. pt. 142 and 3 CFR 100.1", null))
                .containsExactly("40 C.F.R. § 141.61(a) => 40 C.F.R. § 141.61(a) | cfr:40:141.61",
                        "40 CFR part 141 => 40 C.F.R. pt. 141 | -", "40 C.F.R. pt. 142 => 40 C.F.R. pt. 142 | -",
                        "3 CFR 100.1 => 3 C.F.R. § 100.1 | cfr:3:100.1");
        assertThat(read("published at 81 FR 22154 (Apr. 15, 2016); 81 Fed. Reg. 22,174; 95 FR 1", null)).containsExactly(
                "81 FR 22154 => 81 FR 22154 | -", "81 Fed. Reg. 22,174 => 81 FR 22174 | -",
                "95 FR 1 => 95 FR 1 | - ! the Federal Register has volumes 1 (1936) to 91 (this year), not 95");
    }

    @Test
    void lawsAndTheStatutesAtLarge() {
        assertThat(read("Pub. L. 117-58, Public Law 117–58, P.L. 113-121, Pub. L. No. 115-9, Private Law 112-1, "
                + "135 Stat. 429, Pub. L. 125-1", null)).containsExactly(
                "Pub. L. 117-58 => Pub. L. No. 117-58 | pl:117:58", "Public Law 117–58 => Pub. L. No. 117-58 | pl:117:58",
                "P.L. 113-121 => Pub. L. No. 113-121 | pl:113:121", "Pub. L. No. 115-9 => Pub. L. No. 115-9 | pl:115:9",
                "Private Law 112-1 => Priv. L. No. 112-1 | pvtl:112:1", "135 Stat. 429 => 135 Stat. 429 | -",
                "Pub. L. 125-1 => Pub. L. No. 125-1 | - ! there has been no 125th Congress (the current one is the 119th)");
    }

    @Test
    void billsTakeTheirCongressFromTheCiteTheTextOrTheCaller() {
        assertThat(read("H.R. 3684, 117th Cong., and S. Res. 24", 118)).containsExactly(
                "H.R. 3684, 117th Cong. => H.R. 3684, 117th Cong. | hr:117:3684",
                "S. Res. 24 => S. Res. 24, 118th Cong. | sres:118:24");
        assertThat(read("In the 113th Congress, S. 1014 and H.J.Res. 7 were reported.", null)).containsExactly(
                "S. 1014 => S. 1014, 113th Cong. | s:113:1014", "H.J.Res. 7 => H.J. Res. 7, 113th Cong. | hjres:113:7");
        assertThat(read("HR 3684", null)).containsExactly("HR 3684 => H.R. 3684 | -");
        assertThat(read("H.R. 5376 (117th Congress) passed", null))
                .containsExactly("H.R. 5376 (117th Congress) => H.R. 5376, 117th Cong. | hr:117:5376");
    }

    @Test
    void whatIsNoCitationIsNotRead() {
        assertThat(read("In 2021 the U.S. spent 1983 dollars; section 5 applies; see fr:2016-08717 and crs:R48481.", null))
                .isEmpty();
    }
}
