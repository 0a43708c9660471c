package dev.josh.ingest.cbo;

/**
 * One budgetary effect a cost estimate states in words, e.g. "CBO estimates that enacting H.R. 7437
 * would increase direct spending by $3 million … over the 2024-2034 period".
 *
 * @param measure   {@code spending_subject_to_appropriation}, {@code direct_spending}, {@code revenues} or
 *                  {@code deficits}
 * @param change    {@code increase}, {@code decrease}, or {@code none} ("would not affect direct spending")
 * @param amountUsd the amount in dollars, or null where the text gives none ("would not be significant")
 * @param qualifier {@code about}, {@code less than}, {@code more than}, {@code not significant}, or null
 * @param period    the years it covers as printed ({@code 2024-2034}, {@code 2012–2016}, {@code 2024}), or null
 * @param statement the sentence that states it
 */
public record BudgetEffect(String measure, String change, Long amountUsd, String qualifier, String period,
                           String statement) {
}
