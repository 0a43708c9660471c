package dev.josh.ingest.cbo;

import dev.josh.ingest.core.CitationColumns;
import java.time.Instant;

/**
 * The cost-estimate citation formatter, the only place estimate citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code CBO, Cost Estimate for H.R. 7437, in H. Rept. 118-728}</li>
 *   <li>{@code source_url}: the estimate's page on cbo.gov where the report links it
 *       ({@code https://www.cbo.gov/publication/45348}), else the report's congress.gov page</li>
 *   <li>{@code published_at}: the date of CBO's letter where the report prints it, else the report's date</li>
 *   <li>{@code raw_sha256}: the hash of the report file that gave it</li>
 * </ul>
 */
final class CboCitations {

    static final String SOURCE_ORG = "Congressional Budget Office";

    private CboCitations() {
    }

    static CitationColumns cite(CboEstimateRecord record, Instant retrievedAt) {
        CboEstimate estimate = record.estimate();
        String subject = estimate.bill() == null ? "" : " for " + CboEstimatePreparer.citation(estimate.bill());
        return new CitationColumns(estimate.cboUrl() != null ? estimate.cboUrl() : estimate.report().sourceUrl(),
                SOURCE_ORG, estimate.date().publishedAt(), retrievedAt.toString(), estimate.rawSha256(),
                "CBO, Cost Estimate" + subject + ", in " + estimate.report().citation());
    }
}
