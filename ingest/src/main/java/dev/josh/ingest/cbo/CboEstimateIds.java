package dev.josh.ingest.cbo;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.committeereports.ReportNumber;

/** {@code cbo:118:hrpt:728}: an estimate is named by the report that prints it, a second one with {@code .2}. */
final class CboEstimateIds {

    private CboEstimateIds() {
    }

    static PublicId of(CboEstimate estimate) {
        ReportNumber report = estimate.report();
        String number = estimate.ordinal() == 1 ? report.numberText() : report.numberText() + "." + estimate.ordinal();
        return PublicId.of(IdType.CBO_COST_ESTIMATE, report.congress(), report.kind(), number);
    }
}
