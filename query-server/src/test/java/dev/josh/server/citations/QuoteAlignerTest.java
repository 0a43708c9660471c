package dev.josh.server.citations;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The normalizer and the aligner of quote verification, on the text of 9 U.S.C. § 10 as the corpus holds it. */
class QuoteAlignerTest {

    private static final String SECTION = """
            # § 10. Same; vacation; grounds; rehearing

            **(a)** In any of the following cases the United States court in and for the district wherein the award \
            was made may make an order vacating the award upon the application of any party to the arbitration—

            **(1)** where the award was procured by corruption, fraud, or undue means;

            **(2)** where there was evident partiality or corruption in the arbitrators, or either of them;

            **(b)** If an award is vacated and the time within which the agreement required the award to be made has \
            not expired, the court may, in its discretion, direct a rehearing by the arbitrators. A non-profit fee of \
            $1,000 applies.
            """;

    private static Optional<String> find(String quote) {
        return QuoteAligner.find(QuoteWords.fragments(quote), QuoteWords.of(SECTION))
                .map(s -> SECTION.substring(s.start(), s.end()));
    }

    @Test
    void aTrueQuoteIsFoundWhereItStands() {
        assertThat(find("the court may, in its discretion, direct a rehearing by the arbitrators"))
                .contains("the court may, in its discretion, direct a rehearing by the arbitrators");
    }

    @Test
    void caseWhitespaceQuotesAndPunctuationDoNotCount() {
        assertThat(find("“The  Court may in its\ndiscretion direct a rehearing”")).isPresent();
        assertThat(find("\"[t]he court may, in its discretion, direct a rehearing.\"")).isPresent();
        assertThat(find("where the award was procured by corruption, fraud or undue means")).isPresent();
    }

    @Test
    void aHyphenOrAThousandsSeparatorMayComeOrGo() {
        assertThat(find("a nonprofit fee of $1000 applies")).isPresent();
        assertThat(find("a non profit fee of $1,000 applies")).isPresent();
    }

    @Test
    void ellipsesJoinFragmentsThatMustAppearInOrder() {
        assertThat(find("the court may ... direct a rehearing by the arbitrators")).contains(
                "the court may, in its discretion, direct a rehearing by the arbitrators");
        assertThat(find("the court may … direct a rehearing")).isPresent();
        assertThat(find("the United States court . . . may make an order vacating the award [...] where the award "
                + "was procured by corruption")).isPresent();
        assertThat(find("direct a rehearing ... the court may")).as("fragments out of order").isEmpty();
    }

    @Test
    void aLabelTheQuoteLeavesOutIsSkippedAndOneItKeepsMustBeRight() {
        assertThat(find("upon the application of any party to the arbitration— where the award was procured"))
                .contains("upon the application of any party to the arbitration—\n\n**(1)** where the award was procured");
        assertThat(find("to the arbitration— (1) where the award was procured")).isPresent();
        assertThat(find("to the arbitration— (2) where the award was procured")).isEmpty();
    }

    @Test
    void aChangedAddedOrRemovedWordIsNoMatch() {
        assertThat(find("the court shall, in its discretion, direct a rehearing")).as("changed").isEmpty();
        assertThat(find("the court may not, in its discretion, direct a rehearing")).as("negation added").isEmpty();
        assertThat(find("the court may, in its sole discretion, direct a rehearing")).as("added").isEmpty();
        assertThat(find("the court may, in discretion, direct a rehearing")).as("removed").isEmpty();
        assertThat(find("a non-profit fee of $2,000 applies")).as("number changed").isEmpty();
        assertThat(find("the courts may, in its discretion")).as("plural").isEmpty();
    }

    @Test
    void aQuoteOfNoWordsHasNoFragments() {
        assertThat(QuoteWords.fragments(" … “ ” ... ")).isEmpty();
        assertThat(QuoteWords.fragments("the court ... may")).hasSize(2);
    }

    @Test
    void wordsKeepTheirPlaceInTheText() {
        assertThat(QuoteWords.of("**(a)** Café, non-profit")).extracting(QuoteWords.Word::text)
                .containsExactly("a", "cafe", "non", "profit");
        QuoteWords.Word label = QuoteWords.of("**(a)** x").getFirst();
        assertThat(label.label()).isTrue();
        assertThat(label.start()).isEqualTo(2);
        assertThat(label.end()).isEqualTo(5);
    }
}
