package dev.josh.server.sources.cbo;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A Congressional Budget Office cost estimate, as the committee report that prints it gives it.
 *
 * @param report         the committee report that prints it
 * @param bill           the bill estimated, when named
 * @param budgetEffects  the totals the estimate states in words (none where it states none)
 * @param cboUrl         the estimate's page on cbo.gov, when the report links it
 * @param bodyFormat     which file of the report gave it: uslm or pdf
 */
public record CboCostEstimateRecord(String type, String id, int congress, String title, String committee, Link report,
                                    Link bill, List<BudgetEffect> budgetEffects, String cboUrl, String bodyFormat,
                                    String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {

    /**
     * One budgetary effect the estimate states.
     *
     * @param measure   spending_subject_to_appropriation, direct_spending, revenues or deficits
     * @param change    increase, decrease, or none (the text says the bill would not affect it)
     * @param amountUsd dollars, or null where the text gives no amount ("would not be significant")
     * @param qualifier about, less than, more than, not significant, or null
     * @param period    the years as printed (2024-2034), or null
     * @param statement the sentence that states it
     */
    public record BudgetEffect(String measure, String change, Long amountUsd, String qualifier, String period,
                               String statement) {
    }
}
