package dev.josh.server.citations;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.List;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** Citations checked against the test database (U.S. Code title 17, CFR title 3, one FR issue, a few laws and bills). */
class CitationVerifierTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final CitationVerifier verifier = new CitationVerifier(services.pool, services.coverage);

    private static List<String> check(String text, Integer congress) {
        return verifier.verify(text, congress).citations().stream()
                .map(c -> c.canonical() + " " + c.status() + " " + (c.id() == null ? "-" : c.id())).toList();
    }

    @Test
    void aLoadedTitleSaysWhichSectionsExistAndWhichAreGone() {
        assertThat(check("17 U.S.C. § 102(a); 17 USC 1400; section 509 of title 17, United States Code; 42 U.S.C. 1983",
                null)).containsExactly("17 U.S.C. § 102(a) found usc:17:102", "17 U.S.C. § 1400 invalid usc:17:1400",
                "17 U.S.C. § 509 invalid usc:17:509", "42 U.S.C. § 1983 not_loaded usc:42:1983");
        CheckedCitation found = verifier.verify("17 U.S.C. § 102", null).citations().getFirst();
        assertThat(found.record().citation().citationString()).isEqualTo("17 U.S.C. § 102");
        assertThat(found.edition()).startsWith("U.S. Code release point ");
        assertThat(verifier.verify("17 U.S.C. § 509", null).citations().getFirst().reason()).contains("repealed");
    }

    @Test
    void aPageCiteFindsTheDocumentOrLawOnThatPage() {
        // 81 FR 22174 is the last page of fr:2016-08717 and the first of fr:2016-08684: a pin cite names the later
        assertThat(check("81 FR 22176, 81 Fed. Reg. 22,180, 81 FR 22174, 81 FR 99999, 131 Stat. 16, Pub. L. 115-9, "
                + "Pub. L. 125-1", null)).containsExactly("81 FR 22176 found fr:2016-08792",
                "81 FR 22180 found fr:2016-08792", "81 FR 22174 found fr:2016-08684", "81 FR 99999 not_loaded -",
                "131 Stat. 16 found pl:115:9", "Pub. L. No. 115-9 found pl:115:9", "Pub. L. No. 125-1 invalid -");
    }

    @Test
    void billsNeedTheirCongress() {
        assertThat(check("H.R. 3684 was signed.", null)).containsExactly("H.R. 3684 needs_congress -");
        assertThat(check("H.R. 3684 was signed.", 117)).containsExactly("H.R. 3684, 117th Cong. found hr:117:3684");
        assertThat(check("In the 117th Congress, S. 99999 died.", null))
                .containsExactly("S. 99999, 117th Cong. not_loaded s:117:99999");
    }

    @Test
    void aPartIsFoundByItsSectionsAndCountsAreKept() {
        CitationReport report = verifier.verify("3 CFR part 100 and 3 C.F.R. § 100.1 and 40 CFR 141.61", null);
        assertThat(report.citations()).extracting(c -> c.canonical() + " " + c.status()).containsExactly(
                "3 C.F.R. pt. 100 found", "3 C.F.R. § 100.1 found", "40 C.F.R. § 141.61 not_loaded");
        assertThat(report.citations().getFirst().listPath()).isEqualTo("/v1/ecfr-and-cfr?title=3&part=100");
        assertThat(report.counts()).containsEntry("found", 2).containsEntry("not_loaded", 1);
    }

    @Test
    void aMissingOrHugeTextOrAFutureCongressIsA400() {
        assertThat(error(() -> verifier.verify(" ", null)).code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(error(() -> verifier.verify("x".repeat(CitationVerifier.MAX_TEXT + 1), null)).hint())
                .containsEntry("parameter", "text");
        assertThat(error(() -> verifier.verify("H.R. 1", 400)).hint()).containsEntry("parameter", "congress");
    }

    private static QuoteCheck quote(String text, String quote) {
        return verifier.verify(text, null, quote).quote();
    }

    @Test
    void aQuoteIsCheckedAgainstTheFirstCitationsProvision() {
        QuoteCheck verified = quote("17 U.S.C. § 107", "the fair use of a copyrighted work, including such use by "
                + "reproduction in copies … is not an infringement of copyright");
        assertThat(verified.status()).isEqualTo("verified");
        assertThat(verified.citation()).isEqualTo("17 U.S.C. § 107");
        assertThat(verified.match().id()).isEqualTo("usc:17:107");
        assertThat(verified.match().citationString()).isEqualTo("17 U.S.C. § 107");
        assertThat(verified.reason()).isNull();

        QuoteCheck moved = quote("17 U.S.C. § 106", "the fair use of a copyrighted work, including such use by "
                + "reproduction in copies");
        assertThat(moved.status()).isEqualTo("misattributed");
        assertThat(moved.match()).isNull();
        assertThat(moved.foundIn()).extracting(QuoteCheck.Located::id).contains("usc:17:107");

        QuoteCheck altered = quote("17 U.S.C. § 107", "the fair use of a copyrighted work, including such use by "
                + "reproduction in copies … is an infringement of copyright");
        assertThat(altered.status()).isEqualTo("misattributed");
        assertThat(altered.foundIn()).isEmpty();
    }

    @Test
    void aPinCiteNamesTheParagraphThatMustHoldTheWords() {
        assertThat(quote("17 U.S.C. § 107(2)", "the nature of the copyrighted work").status()).isEqualTo("verified");
        QuoteCheck elsewhere = quote("17 U.S.C. § 107(1)", "the nature of the copyrighted work");
        assertThat(elsewhere.status()).isEqualTo("misattributed");
        assertThat(elsewhere.reason()).contains("(2)").contains("(1)");
        assertThat(elsewhere.foundIn()).singleElement().satisfies(at -> {
            assertThat(at.id()).isEqualTo("usc:17:107");
            assertThat(at.label()).isEqualTo("(2)");
        });
    }

    @Test
    void aQuoteOfACfrPartIsLookedForInItsSections() {
        QuoteCheck part = quote("3 CFR part 101", "Freedom of Information regulations for the National Security "
                + "Council appear at 32 CFR Ch. XXI");
        assertThat(part.status()).isEqualTo("verified");
        assertThat(part.match().id()).isEqualTo("cfr:3:101.4");
    }

    @Test
    void aQuoteOfNoProvisionSaysWhy() {
        assertThat(quote("17 U.S.C. § 509", "any words").status()).isEqualTo("not_found");
        assertThat(quote("17 U.S.C. § 1400", "any words").reason()).contains("no section 1400");
        assertThat(quote("42 U.S.C. § 1983", "Every person who").status()).isEqualTo("not_loaded");
        assertThat(quote("the Copyright Act", "fair use").status()).isEqualTo("unresolved");
        assertThat(quote("the Copyright Act", "fair use").citation()).isNull();
        assertThat(quote("H.R. 3684", "Be it enacted").status()).isEqualTo("unresolved");
    }

    @Test
    void aQuoteOfNoWordsOrTooManyIsA400() {
        assertThat(error(() -> verifier.verify("17 U.S.C. § 107", null, " … “” ")).hint())
                .containsEntry("parameter", "quote");
        assertThat(error(() -> verifier.verify("17 U.S.C. § 107", null, "x ".repeat(CitationVerifier.MAX_QUOTE)))
                .code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
    }
}
