package dev.josh.ingest.legislators;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.UpsertSql;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.RowMapper;

/**
 * Writes {@code legislators} and their {@code legislator_terms}, from either file. The current
 * file is the authority: a former member's row from the historical file never replaces a record
 * the current file wrote (a member who returned appears in both), and a current record overwrites
 * a historical one.
 */
public final class LegislatorStore implements RecordStore<Legislator> {

    private final boolean currentFile;
    /** What decides whether a legislator's row is up to date. */
    private record Stored(String rawSha256, boolean isCurrent, String sourceUrl) {
    }

    private static final RowMapper<Stored> STORED = Rows.of(Stored.class);

    /** @param currentFile whether this store writes {@code legislators-current.yaml} (else the historical CSV) */
    public LegislatorStore(boolean currentFile) {
        this.currentFile = currentFile;
    }

    @Override
    public WriteOutcome write(WriteContext context, Legislator legislator) throws SQLException {
        CitationColumns citation = LegislatorCitations.cite(legislator, context.retrievedAt());
        Connection c = context.connection();
        Boolean unchanged = null;
        try (PreparedStatement select = c.prepareStatement(
                "SELECT raw_sha256, is_current, source_url FROM legislators WHERE id = ?")) {
            select.setString(1, legislator.id());
            try (ResultSet rs = select.executeQuery()) {
                if (rs.next()) {
                    Stored stored = STORED.mapRow(rs, 0);
                    boolean sameText = citation.rawSha256().equals(stored.rawSha256());
                    unchanged = legislator.current()
                            ? sameText && stored.isCurrent()
                            // a row the current file wrote stays: the current record is kept
                            : sameText || LegislatorCitations.SOURCE_URL.equals(stored.sourceUrl());
                }
            }
        }
        if (Boolean.TRUE.equals(unchanged)) {
            return WriteOutcome.UNCHANGED;
        }
        upsert(c, legislator, citation);
        replaceTerms(c, legislator);
        return unchanged == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /**
     * Current file: members no longer in it stay as records, marked not current. Historical file:
     * rows it wrote that it no longer holds are removed.
     */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        String query = currentFile ? "SELECT id FROM legislators WHERE is_current = 1"
                : "SELECT id FROM legislators WHERE source_url = ?";
        List<String> gone = Rows.on(c).sql(query)
                .params(currentFile ? List.of() : List.of(LegislatorCitations.BASE_URL + LegislatorCitations.HISTORICAL_FILE))
                .query(String.class).stream().filter(id -> !keys.contains(id)).toList();
        try (PreparedStatement ps = c.prepareStatement(currentFile
                ? "UPDATE legislators SET is_current = 0 WHERE id = ?" : "DELETE FROM legislators WHERE id = ?")) {
            for (String id : gone) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
        }
        return gone.size();
    }

    private void upsert(Connection c, Legislator l, CitationColumns citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("legislators", "id", "id", "first_name",
                "middle_name", "last_name", "suffix", "nickname", "official_full_name", "birthday", "gender",
                "is_current", "chamber", "party", "state", "district", "lis_id", "thomas_id", "govtrack_id",
                "other_ids", "source_url", "source_org", "published_at", "retrieved_at", "raw_sha256",
                "citation_string"))) {
            Params.bind(ps, 1, l.id(), l.firstName(), l.middleName(), l.lastName(), l.suffix(), l.nickname(),
                    l.officialFullName(), l.birthday(), l.gender(), l.current() ? 1 : 0, l.chamber(), l.party(),
                    l.state(), l.district(), l.lisId(), l.thomasId(), l.govtrackId(), l.otherIdsJson());
            citation.bind(ps, 19);
            ps.executeUpdate();
        }
    }

    private void replaceTerms(Connection c, Legislator l) throws SQLException {
        try (PreparedStatement delete = c.prepareStatement("DELETE FROM legislator_terms WHERE legislator_id = ?")) {
            delete.setString(1, l.id());
            delete.executeUpdate();
        }
        RowBatch.write(c, """
                INSERT INTO legislator_terms (legislator_id, ordinal, type, start_date, end_date, state, district,
                                              party, senate_class, state_rank, url)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", l.terms(), (t, index) -> new Object[] {l.id(),
                t.ordinal(), t.type(), t.start(), t.end(), t.state(), t.district(), t.party(), t.senateClass(),
                t.stateRank(), t.url()});
    }
}
