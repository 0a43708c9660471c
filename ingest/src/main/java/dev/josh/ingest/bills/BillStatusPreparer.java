package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;

/** Gives a BILLSTATUS bill its ID and head (overview included); one that names no valid measure is rejected. */
final class BillStatusPreparer implements RecordPreparer<BillStatus, BillStatusPreparer.Prepared> {

    /** A bill from its BILLSTATUS file, ready for the store to add any loaded text. */
    record Prepared(BillHead head, BillStatus status) {
    }

    @Override
    public Prepared prepare(BillStatus status) throws RejectedRecordException {
        PublicId id = BillIds.of(status).orElseThrow(() -> new RejectedRecordException(null,
                "the BILLSTATUS file names no measure that fits the ID grammar: type '" + status.typeCode()
                        + "', congress " + status.congress() + ", number " + status.number()));
        BillType type = BillType.parse(status.typeCode()).orElseThrow();
        return new Prepared(BillHeads.fromStatus(id, type, status), status);
    }
}
