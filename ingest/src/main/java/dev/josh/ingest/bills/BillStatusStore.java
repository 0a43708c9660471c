package dev.josh.ingest.bills;

import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;

/**
 * Writes a bill from its BILLSTATUS file: the head and side tables from the file, the body from
 * the overview and the latest text version already loaded (a later text step adds new ones).
 */
final class BillStatusStore implements RecordStore<BillStatusPreparer.Prepared> {

    private final BillBodies bodies;
    private final BodySourceWriter<BillRecord> writer;

    BillStatusStore(BillBodies bodies, BodySourceWriter<BillRecord> writer) {
        this.bodies = bodies;
        this.writer = writer;
    }

    @Override
    public WriteOutcome write(WriteContext context, BillStatusPreparer.Prepared prepared)
            throws SQLException, RejectedRecordException {
        BillHead head = prepared.head();
        var versions = BillTextVersions.loaded(context.connection(), head.id().value());
        return writer.write(context, bodies.compose(head, versions, prepared.status()));
    }

    @Override
    public int retainOnly(Connection connection, SourceFile file, Set<String> keys) throws SQLException {
        return writer.retainOnly(connection, file, keys);
    }
}
