package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a text version of a bill and puts the bill's body together again with it.
 *
 * <p>A bill based on its BILLSTATUS file keeps its stored head and overview; only the body's text
 * part changes. A bill whose BILLSTATUS is not in the corpus gets its record from the text: the
 * head is derived from all its loaded versions (this one included) every time, so the order in
 * which the files are read does not matter. The bill row is written first, so the version row's
 * foreign key always has its bill.
 */
final class BillTextStore implements RecordStore<BillTextPreparer.Prepared> {

    private static final Logger log = LoggerFactory.getLogger(BillTextStore.class);

    private final BillBodies bodies;
    private final BodySourceWriter<BillRecord> writer;

    BillTextStore(BillBodies bodies, BodySourceWriter<BillRecord> writer) {
        this.bodies = bodies;
        this.writer = writer;
    }

    @Override
    public WriteOutcome write(WriteContext context, BillTextPreparer.Prepared prepared)
            throws SQLException, RejectedRecordException {
        Connection c = context.connection();
        BillTextPreparer.Identity identity = prepared.identity();
        BillText text = prepared.text();
        String billId = identity.billId().value();
        TextVersion version = new TextVersion(identity.versionCode(), text.stage(), text.date(), text.format(),
                text.officialTitle(), text.sponsorId(), text.sponsorName(), text.processedDate(), text.sourceFile(),
                text.rawSha256(), text.text());
        String stored = BillTextVersions.storedHash(c, billId, identity.versionCode());
        List<TextVersion> versions = new ArrayList<>();
        for (TextVersion v : BillTextVersions.loaded(c, billId)) {
            if (!v.versionCode().equals(identity.versionCode())) {
                versions.add(v);
            }
        }
        versions.add(version);
        rewriteBill(context, identity, versions);
        String date = version.date();
        BillTextVersions.writeText(c, billId, version,
                BillCitations.versionUrl(identity.type(), identity.congress(), identity.number(), identity.versionCode()),
                BillCitations.TEXT_ORG, date == null ? dev.josh.ingest.core.CitationColumns.NO_DATE : date,
                context.retrievedAt().toString(),
                BillCitations.versionCitation(identity.type(), identity.congress(), identity.number(),
                        identity.versionCode(), version.stage(), date));
        if (stored == null) {
            return WriteOutcome.ADDED;
        }
        return stored.equals(version.rawSha256()) ? WriteOutcome.UNCHANGED : WriteOutcome.CHANGED;
    }

    /** Writes the bill's row and body from its head (stored, or derived from the versions) and versions. */
    private void rewriteBill(WriteContext context, BillTextPreparer.Identity identity, List<TextVersion> versions)
            throws SQLException, RejectedRecordException {
        Connection c = context.connection();
        PublicId id = identity.billId();
        BillHead head = BillsTable.storedStatusHead(c, id, identity.type())
                .orElseGet(() -> BillHeads.fromTexts(id, identity.type(), identity.congress(), identity.number(),
                        versions));
        writer.write(context, bodies.compose(head, versions, null));
    }

    /**
     * A file no longer holds a version it held before (its content now says it is another one):
     * that version's text goes, and its bill is put together again without it, or removed when it
     * was known from that text alone.
     */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        int removed = 0;
        for (String key : BillTextVersions.keysFromFile(c, file.relativePath())) {
            if (keys.contains(key)) {
                continue;
            }
            String billId = key.substring(0, key.indexOf(' '));
            String code = key.substring(key.indexOf(' ') + 1);
            BillTextVersions.removeText(c, billId, code);
            removed++;
            PublicId id = PublicId.parse(billId);
            BillType type = BillType.parse(id.part("billType")).orElseThrow();
            List<TextVersion> rest = BillTextVersions.loaded(c, billId);
            boolean statusBased = BillsTable.storedStatusHead(c, id, type).isPresent();
            if (rest.isEmpty() && !statusBased) {
                try (PreparedStatement ps = c.prepareStatement("DELETE FROM bills WHERE id = ?")) {
                    ps.setString(1, billId);
                    ps.executeUpdate();
                }
                continue;
            }
            BillTextPreparer.Identity identity = new BillTextPreparer.Identity(id, type,
                    Integer.parseInt(id.part("congress")), Integer.parseInt(id.part("number")), code);
            try {
                rewriteBill(new Retained(c), identity, rest);
            } catch (RejectedRecordException e) {
                throw new SQLException("cannot rewrite " + billId + " without its " + code + " text: " + e.getMessage(), e);
            }
        }
        return removed;
    }

    /** The context of a rewrite outside any record: the file's own transaction, stamped now. */
    private record Retained(Connection connection) implements WriteContext {
        @Override
        public Instant retrievedAt() {
            return Instant.now().truncatedTo(ChronoUnit.SECONDS);
        }

        @Override
        public void warn(String recordId, String reason) {
            log.warn("{}: {}", recordId, reason);
        }
    }
}
