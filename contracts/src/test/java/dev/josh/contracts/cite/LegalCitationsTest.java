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
    void aBillsCongressComesFromTheEvidenceBesideItNotFromACongressSentencesBefore() {
        assertThat(read("Hearings have been held since the 101st Congress, thirty years ago. On June 2, 2019, a Member"
                + " introduced H.R. 1234, the Better Schools Act of 2019, with two cosponsors.", null))
                .containsExactly("H.R. 1234 => H.R. 1234, 116th Cong. | hr:116:1234");
        assertThat(read("## Recent Resolutions\n\nH.Res. 77 (2025)—Supporting a day. S.Res. 12 (2020)—Another.", null))
                .containsExactly("H.Res. 77 => H. Res. 77, 119th Cong. | hres:119:77",
                        "S.Res. 12 => S. Res. 12, 116th Cong. | sres:116:12");
        assertThat(read("In the 119th Congress, bills differ: the Clean Boats Act of 2017 (H.R. 900 and S. 45) would have"
                + " acted.", null)).containsExactly("H.R. 900 => H.R. 900, 115th Cong. | hr:115:900",
                "S. 45 => S. 45, 115th Cong. | s:115:45");
        assertThat(read("The bill was introduced on March 3, 2021, as S. 61.", 118))
                .containsExactly("S. 61 => S. 61, 117th Cong. | s:117:61");
    }

    @Test
    void aListOfBillsSharesTheCongressThatClosesIt() {
        assertThat(read("some Members proposed bills (e.g., S. 10 and H.R. 20, 118th Congress; S. 30, 119th Congress).",
                null)).containsExactly("S. 10 => S. 10, 118th Cong. | s:118:10",
                "H.R. 20, 118th Congress => H.R. 20, 118th Cong. | hr:118:20",
                "S. 30, 119th Congress) => S. 30, 119th Cong. | s:119:30");
        assertThat(read("as amended by S.Con.Res. 11 [114th Congress])", null))
                .containsExactly("S.Con.Res. 11 [114th Congress] => S. Con. Res. 11, 114th Cong. | sconres:114:11");
    }

    @Test
    void aBillDatedOnceIsDatedEverywhereInTheText() {
        assertThat(read("That hearing was held in the 101st Congress. It informed H.R. 55. On May 9, 2019, a Member introduced"
                + " H.R. 55. The committee then adopted amendments to H.R. 55.", 118)).extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("hr:116:55", "hr:116:55", "hr:116:55");
    }

    @Test
    void aCongressInAnotherParagraphYieldsToTheDocumentsOwn() {
        String text = "## Background\n\nThe 101st Congress held hearings.\n\nThe committee ordered H.R. 88 reported.";
        assertThat(read(text, 112)).containsExactly("H.R. 88 => H.R. 88, 112th Cong. | hr:112:88");
        assertThat(read(text, null)).containsExactly("H.R. 88 => H.R. 88, 101st Cong. | hr:101:88");
        assertThat(read("The 118th Congress acted. In the same paragraph, S. 7 passed.", 112))
                .containsExactly("S. 7 => S. 7, 118th Cong. | s:118:7");
    }

    @Test
    void aDateOrLawRightAfterTheCiteDatesIt() {
        assertThat(read("unless provided for in H.R. 80 (as engrossed in the House of Representatives on June 28, 2024)"
                + " or S. 90 (as reported by the Senate Committee on Appropriations on August 1, 2024); the House adopted H. Con. Res. 8 on May 16, 2016.", 119))
                .extracting(r -> r.substring(r.indexOf("| ") + 2)).containsExactly("hr:118:80", "s:118:90", "hconres:114:8");
        assertThat(read("Sections 4 and 5 of H.R. 898 from the 118th Congress apply, as does title VI of H.R. 342, as"
                + " enacted into law by section 1000(a)(7) of Public Law 106–113.", 119))
                .extracting(r -> r.substring(r.indexOf("| ") + 2)).containsExactly("hr:118:898", "hr:106:342", "pl:106:113");
        assertThat(read("This bill is identical to S. 178, which was reported in the last Congress.", 105))
                .containsExactly("S. 178 => S. 178, 104th Cong. | s:104:178");
    }

    @Test
    void anotherActsYearIsNoTitleYearAndABearingIsNoBill() {
        // the year of the Act a bill amends is not the bill's; the doc's Congress is the evidence left
        assertThat(read("a cosponsor of S. 14, a bill to amend the Fair Labor Standards Act of 1938, and S. 12, to"
                + " reauthorize the Great Ape Conservation Act of 2000", 105)).extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("s:105:14", "s:105:12");
        assertThat(read("thence S. 64 degrees 49 minutes 06 seconds E., 1583.82 feet to a point", 113)).isEmpty();
    }

    @Test
    void aListClosedByOfTheCongressSharesIt() {
        assertThat(read("7 H.Res. 93, H.J.Res. 112, H.J.Res 134, and H.J.Res 418 of the 92nd Cong. and H.Con.Res. 106 of"
                + " the 93rd Cong.", null)).extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("hres:92:93", "hjres:92:112", "hconres:93:106");
    }

    @Test
    void aBillWithoutEvidenceIsLeftUnresolved() {
        assertThat(read("Several bills would do so; S. 412 would go further.", null))
                .containsExactly("S. 412 => S. 412 | -");
    }

    @Test
    void suchTitleIsTheCodeTitleNamedBefore() {
        assertThat(read("under sections 708(d) and 1316 of title 17, United States Code: Provided, That collections"
                + " under sections 111(d)(2), 119(b)(3), and 1005 of such title", null))
                .extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("usc:17:708", "usc:17:1316", "usc:17:111", "usc:17:119", "usc:17:1005");
        // after a title of an Act, "such title" is that Act's title, which has no Code id
        assertThat(read("section 5 of title 17, United States Code, and title I of the Example Act; section 102 of such"
                + " title applies", null)).extracting(r -> r.substring(r.indexOf("| ") + 2)).containsExactly("usc:17:5");
    }

    @Test
    void anAuthorityListGoesOnAfterEtSeq() {
        assertThat(read("Authority: 42 U.S.C. 7401 et seq., 7601(a), 7607; 5 U.S.C. 301.", null))
                .extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("usc:42:7401", "usc:42:7601", "usc:42:7607", "usc:5:301");
        assertThat(read("(42 U.S.C. 4321 et seq.), 40 CFR 1500.1", null)).extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("usc:42:4321", "cfr:40:1500.1");
    }

    @Test
    void aRangeIsItsTwoEndsAndAHyphenatedSectionIsOne() {
        assertThat(read("16 U.S.C. 668-668d, 20 U.S.C. 1070–1099d and 20 U.S.C. 1078-3", null))
                .extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("usc:16:668", "usc:16:668d", "usc:20:1070", "usc:20:1099d", "usc:20:1078-3");
    }

    @Test
    void aCfrRangeIsItsTwoEndsAndAHyphenatedCfrSectionIsOne() {
        assertThat(read("40 CFR 35.001-35.003, 48 CFR 52.204-17(a) and 17 CFR 200.30-3", null))
                .extracting(r -> r.substring(r.indexOf("| ") + 2))
                .containsExactly("cfr:40:35.001", "cfr:40:35.003", "cfr:48:52.204-17", "cfr:17:200.30-3");
    }

    @Test
    void whatIsNoCitationIsNotRead() {
        assertThat(read("In 2021 the U.S. spent 1983 dollars; section 5 applies; see fr:2016-08717 and crs:R48481.", null))
                .isEmpty();
    }
}
