package dev.josh.ingest.committees;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/** Writes {@code committees}: committees and subcommittees alike, subcommittees with {@code parent_id}. */
public final class CommitteeStore implements RecordStore<Committee> {

    /** What decides whether a committee's row is up to date. */
    private record Stored(String rawSha256, boolean isCurrent) {
    }

    @Override
    public WriteOutcome write(WriteContext context, Committee committee) throws SQLException {
        CitationColumns citation = CommitteeCitations.cite(committee, context.retrievedAt());
        Connection c = context.connection();
        Boolean unchanged = Rows.on(c).sql("SELECT raw_sha256, is_current FROM committees WHERE id = ?")
                .param(committee.id()).query(Rows.of(Stored.class)).optional()
                .map(stored -> citation.rawSha256().equals(stored.rawSha256()) && stored.isCurrent()).orElse(null);
        if (Boolean.TRUE.equals(unchanged)) {
            return WriteOutcome.UNCHANGED;
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO committees (id, parent_id, name, chamber, committee_type, url, jurisdiction, address, phone,
                                        is_current, source_url, source_org, published_at, retrieved_at, raw_sha256,
                                        citation_string)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    parent_id = excluded.parent_id, name = excluded.name, chamber = excluded.chamber,
                    committee_type = excluded.committee_type, url = excluded.url,
                    jurisdiction = excluded.jurisdiction, address = excluded.address, phone = excluded.phone,
                    is_current = 1, source_url = excluded.source_url, source_org = excluded.source_org,
                    published_at = excluded.published_at, retrieved_at = excluded.retrieved_at,
                    raw_sha256 = excluded.raw_sha256, citation_string = excluded.citation_string""")) {
            Params.bind(ps, 1, committee.id(), committee.parentId(), committee.name(), committee.chamber(),
                    committee.committeeType(), committee.url(), committee.jurisdiction(), committee.address(),
                    committee.phone());
            citation.bind(ps, 10);
            ps.executeUpdate();
        }
        return unchanged == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** Committees no longer in the current file stay (memberships of past Congresses name them), marked not current. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        List<String> gone = Rows.on(c).sql("SELECT id FROM committees WHERE is_current = 1").query(String.class)
                .stream().filter(id -> !keys.contains(id)).toList();
        try (PreparedStatement ps = c.prepareStatement("UPDATE committees SET is_current = 0 WHERE id = ?")) {
            for (String id : gone) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
        }
        return gone.size();
    }
}
