package dev.josh.ingest.sap;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.FileRetention;
import dev.josh.ingest.core.LinkTable;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.StoredHash;
import dev.josh.ingest.core.UpsertSql;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Set;

/**
 * Writes {@code statements_of_administration_policy} rows (their FTS entries follow by trigger)
 * and the {@code sap_bills} links. A statement whose {@code raw_sha256} is unchanged is left alone.
 */
public final class SapStore implements RecordStore<SapRecord> {

    @Override
    public WriteOutcome write(WriteContext context, SapRecord record) throws SQLException {
        CitationColumns citation = SapCitations.cite(record, context.retrievedAt());
        Connection c = context.connection();
        String stored = StoredHash.of(c, "statements_of_administration_policy", record.id().value());
        LinkTable.replace(c, SapJobConfiguration.SOURCE, record.id().value(), record.bills().stream()
                .map(b -> new RecordLink(b.value(), "addresses", "metadata", RecordLink.METADATA)).toList());
        if (citation.rawSha256().equals(stored)) {
            return WriteOutcome.UNCHANGED;
        }
        upsert(c, record, citation);
        replaceBills(c, record);
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        return FileRetention.retainOnly(c, "statements_of_administration_policy", file, keys);
    }

    private static void upsert(Connection c, SapRecord record, CitationColumns citation) throws SQLException {
        SapStatement statement = record.statement();
        SapIndex.Entry entry = statement.entry();
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("statements_of_administration_policy", "id",
                "id", "title", "heading", "body_markdown", "date_issued", "congress", "bill_id",
                "administration", "rescinded", "index_file", "source_file", "source_url", "source_org",
                "published_at", "retrieved_at", "raw_sha256", "citation_string"))) {
            Params.bind(ps, 1, record.id().value(), record.title(), record.heading(), record.bodyMarkdown(),
                    record.issued().toString(), entry.congress(), record.bills().get(0).value(),
                    entry.administration(), entry.rescinded() ? 1 : 0, entry.indexFile(), statement.sourceFile());
            citation.bind(ps, 12);
            ps.executeUpdate();
        }
    }

    private static void replaceBills(Connection c, SapRecord record) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM sap_bills WHERE sap_id = ?")) {
            ps.setString(1, record.id().value());
            ps.executeUpdate();
        }
        RowBatch.write(c, "INSERT INTO sap_bills (sap_id, bill_id, ordinal) VALUES (?, ?, ?)", record.bills(),
                (bill, ordinal) -> new Object[] {record.id().value(), bill.value(), ordinal});
    }
}
