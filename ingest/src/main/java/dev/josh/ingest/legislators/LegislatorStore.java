package dev.josh.ingest.legislators;

import static dev.josh.ingest.core.SqlValues.setInteger;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Writes {@code legislators} and their {@code legislator_terms}. */
public final class LegislatorStore implements RecordStore<Legislator> {

    @Override
    public WriteOutcome write(WriteContext context, Legislator legislator) throws SQLException {
        CitationColumns citation = LegislatorCitations.cite(legislator, context.retrievedAt());
        Connection c = context.connection();
        Boolean unchanged = null;
        try (PreparedStatement ps = c.prepareStatement("SELECT raw_sha256, is_current FROM legislators WHERE id = ?")) {
            ps.setString(1, legislator.id());
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    unchanged = citation.rawSha256().equals(rs.getString(1)) && rs.getInt(2) == 1;
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

    /** Members no longer in the current file stay as records, marked not current. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        List<String> gone = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM legislators WHERE is_current = 1");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (!keys.contains(rs.getString(1))) {
                    gone.add(rs.getString(1));
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE legislators SET is_current = 0 WHERE id = ?")) {
            for (String id : gone) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
        }
        return gone.size();
    }

    private static void upsert(Connection c, Legislator l, CitationColumns citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO legislators (id, first_name, middle_name, last_name, suffix, nickname, official_full_name,
                                         birthday, gender, is_current, chamber, party, state, district, lis_id,
                                         thomas_id, govtrack_id, other_ids,
                                         source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    first_name = excluded.first_name, middle_name = excluded.middle_name,
                    last_name = excluded.last_name, suffix = excluded.suffix, nickname = excluded.nickname,
                    official_full_name = excluded.official_full_name, birthday = excluded.birthday,
                    gender = excluded.gender, is_current = 1, chamber = excluded.chamber, party = excluded.party,
                    state = excluded.state, district = excluded.district, lis_id = excluded.lis_id,
                    thomas_id = excluded.thomas_id, govtrack_id = excluded.govtrack_id, other_ids = excluded.other_ids,
                    source_url = excluded.source_url, source_org = excluded.source_org,
                    published_at = excluded.published_at, retrieved_at = excluded.retrieved_at,
                    raw_sha256 = excluded.raw_sha256, citation_string = excluded.citation_string""")) {
            ps.setString(1, l.id());
            ps.setString(2, l.firstName());
            ps.setString(3, l.middleName());
            ps.setString(4, l.lastName());
            ps.setString(5, l.suffix());
            ps.setString(6, l.nickname());
            ps.setString(7, l.officialFullName());
            ps.setString(8, l.birthday());
            ps.setString(9, l.gender());
            ps.setString(10, l.chamber());
            ps.setString(11, l.party());
            ps.setString(12, l.state());
            setInteger(ps, 13, l.district());
            ps.setString(14, l.lisId());
            ps.setString(15, l.thomasId());
            setInteger(ps, 16, l.govtrackId());
            ps.setString(17, l.otherIdsJson());
            citation.bind(ps, 18);
            ps.executeUpdate();
        }
    }

    private static void replaceTerms(Connection c, Legislator l) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM legislator_terms WHERE legislator_id = ?")) {
            ps.setString(1, l.id());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO legislator_terms (legislator_id, ordinal, type, start_date, end_date, state, district,
                                              party, senate_class, state_rank, url)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            for (LegislatorTerm t : l.terms()) {
                ps.setString(1, l.id());
                ps.setInt(2, t.ordinal());
                ps.setString(3, t.type());
                ps.setString(4, t.start());
                ps.setString(5, t.end());
                ps.setString(6, t.state());
                setInteger(ps, 7, t.district());
                ps.setString(8, t.party());
                setInteger(ps, 9, t.senateClass());
                ps.setString(10, t.stateRank());
                ps.setString(11, t.url());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}
