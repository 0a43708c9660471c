package dev.josh.ingest.cbo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Sentence forms of CBO's summaries that the corpus's four estimates do not all use. */
class BudgetEffectsTest {

    @Test
    void billionsQualifiersAndDeficitsAreRead() {
        assertThat(BudgetEffects.stated("CBO estimates that enacting the bill would reduce deficits by about "
                + "$1.2 billion over the 2025-2034 period. Implementing it would cost less than $500,000 in 2025."))
                .extracting(e -> e.measure() + " " + e.change() + " " + e.amountUsd() + " " + e.qualifier() + " "
                        + e.period())
                .containsExactly("deficits decrease 1200000000 about 2025-2034",
                        "spending_subject_to_appropriation increase 500000 less than 2025");
    }

    @Test
    void theFirstStatementOfAMeasureIsKeptAndWordsWithoutAmountsGiveNothing() {
        assertThat(BudgetEffects.stated("CBO estimates that H.R. 1 would increase revenues by $40 million over the "
                + "2024-2029 period. Over the 2024-2034 period, the bill would increase revenues by $95 million. "
                + "CBO has no basis to estimate whether schools would forgo federal funds."))
                .singleElement().satisfies(e -> {
                    assertThat(e.amountUsd()).isEqualTo(40_000_000L);
                    assertThat(e.period()).isEqualTo("2024-2029");
                    assertThat(e.statement()).startsWith("CBO estimates that H.R. 1 would increase revenues");
                });
    }
}
