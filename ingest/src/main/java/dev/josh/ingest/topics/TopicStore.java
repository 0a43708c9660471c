package dev.josh.ingest.topics;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.bills.BillIds;
import dev.josh.ingest.bills.BillStatus;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes each bill's terms as rows of {@code topic_taxonomy_bills}, then every topic the bill joins or
 * leaves put together again from its rows ({@link Topics}). A bill whose file is unchanged writes nothing.
 */
final class TopicStore implements RecordStore<BillStatus> {

    static final String BILLS = "topic_taxonomy_bills";

    @Override
    public WriteOutcome write(WriteContext context, BillStatus status) throws SQLException, RejectedRecordException {
        String billId = BillIds.of(status).map(PublicId::value).orElseThrow(() -> new RejectedRecordException(
                status.sourceFile(), "the file names no bill the ID grammar accepts"));
        if (status.congress() == null) {
            throw new RejectedRecordException(billId, "the file names no Congress");
        }
        Connection c = context.connection();
        Map<String, String> stored = stored(c, billId);
        List<TopicTerms.Term> terms = TopicTerms.of(status);
        Set<String> topics = new LinkedHashSet<>();
        terms.forEach(t -> topics.add(t.topicId()));
        if (stored.keySet().equals(topics) && stored.values().stream().allMatch(status.rawSha256()::equals)) {
            return WriteOutcome.UNCHANGED;
        }
        delete(c, billId);
        RowBatch.write(c, "INSERT OR IGNORE INTO " + BILLS + " (topic_id, bill_id, name,"
                + " kind, congress, raw_sha256, source_file) VALUES (?, ?, ?, ?, ?, ?, ?)", terms,
                (term, index) -> new Object[] {term.topicId(), billId, term.name(), term.kind(), status.congress(),
                        status.rawSha256(), status.sourceFile()});
        Set<String> affected = new LinkedHashSet<>(stored.keySet());
        affected.addAll(topics);
        for (String topic : affected) {
            Topics.refresh(c, topic, context.retrievedAt());
        }
        return stored.isEmpty() ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** Bills a newer copy of the file no longer holds leave their topics. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        Map<String, Set<String>> gone = new HashMap<>();
        for (Filed filed : Rows.on(c).sql("SELECT bill_id, topic_id, raw_sha256 FROM " + BILLS + " WHERE source_file = ?")
                .param(file.relativePath()).query(Rows.of(Filed.class)).list()) {
            if (!keys.contains(filed.billId())) {
                gone.computeIfAbsent(filed.billId(), k -> new HashSet<>()).add(filed.topicId());
            }
        }
        for (Map.Entry<String, Set<String>> bill : gone.entrySet()) {
            delete(c, bill.getKey());
            for (String topic : bill.getValue()) {
                Topics.refresh(c, topic, Instant.now().truncatedTo(ChronoUnit.SECONDS));
            }
        }
        return gone.size();
    }

    /** The topics the bill is filed under now, each with the file hash it was filed with. */
    private static Map<String, String> stored(Connection c, String billId) throws SQLException {
        Map<String, String> stored = new HashMap<>();
        Rows.on(c).sql("SELECT bill_id, topic_id, raw_sha256 FROM " + BILLS + " WHERE bill_id = ?").param(billId)
                .query(Rows.of(Filed.class)).list().forEach(filed -> stored.put(filed.topicId(), filed.rawSha256()));
        return stored;
    }

    /** A bill filed under a topic, with the hash of the file it was filed from. */
    private record Filed(String billId, String topicId, String rawSha256) {
    }

    private static void delete(Connection c, String billId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + BILLS + " WHERE bill_id = ?")) {
            ps.setString(1, billId);
            ps.executeUpdate();
        }
    }
}
