package dev.josh.ingest.topics;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A topic's record put together from its bills' rows: its name, its kinds, how many bills carry it
 * in each Congress, the policy areas those bills carry (for a subject term: where it sits in the
 * taxonomy) and a citation. A topic no bill carries any more is removed.
 */
final class Topics {

    static final String TABLE = "topic_taxonomy";
    static final String SOURCE_ORG = "Congressional Research Service, Legislative Subject Terms (via BILLSTATUS)";
    static final String VOCABULARY_URL = "https://www.congress.gov/help/field-values/legislative-subject-terms";

    private Topics() {
    }

    static void refresh(Connection c, String topicId, Instant retrievedAt) throws SQLException {
        String name = null;
        TreeSet<String> kinds = new TreeSet<>();
        TreeMap<Integer, Integer> byCongress = new TreeMap<>();
        StringBuilder hashed = new StringBuilder();
        int bills = 0;
        try (PreparedStatement ps = c.prepareStatement("SELECT bill_id, name, kind, congress, raw_sha256 FROM "
                + TopicStore.BILLS + " WHERE topic_id = ? ORDER BY bill_id, kind")) {
            ps.setString(1, topicId);
            try (ResultSet rs = ps.executeQuery()) {
                String previous = null;
                while (rs.next()) {
                    name = name == null ? rs.getString(2) : name;
                    kinds.add(rs.getString(3));
                    if (!rs.getString(1).equals(previous)) {
                        byCongress.merge(rs.getInt(4), 1, Integer::sum);
                        bills++;
                    }
                    previous = rs.getString(1);
                    hashed.append(rs.getString(1)).append(' ').append(rs.getString(3)).append(' ')
                            .append(rs.getString(5)).append('\n');
                }
            }
        }
        if (bills == 0) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + TABLE + " WHERE id = ?")) {
                ps.setString(1, topicId);
                ps.executeUpdate();
            }
            return;
        }
        Map<String, Integer> congresses = new LinkedHashMap<>();
        byCongress.descendingMap().forEach((congress, n) -> congresses.put(String.valueOf(congress), n));
        CitationColumns citation = new CitationColumns(VOCABULARY_URL, SOURCE_ORG, "n.d.", retrievedAt.toString(),
                Sha256.of(hashed.toString()), "CRS Legislative Subject Term: " + name);
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of(TABLE, "id", "id", "title", "kinds", "bills",
                "by_congress", "policy_areas", "first_congress", "last_congress", "source_url", "source_org",
                "published_at", "retrieved_at", "raw_sha256", "citation_string"))) {
            ps.setString(1, topicId);
            ps.setString(2, name);
            ps.setString(3, Json.write(List.copyOf(kinds)));
            ps.setInt(4, bills);
            ps.setString(5, Json.write(congresses));
            ps.setString(6, Json.write(policyAreas(c, topicId)));
            ps.setInt(7, byCongress.firstKey());
            ps.setInt(8, byCongress.lastKey());
            citation.bind(ps, 9);
            ps.executeUpdate();
        }
    }

    /** The policy areas the topic's bills carry, most bills first (its own name left out), at most ten. */
    private static List<Map<String, Object>> policyAreas(Connection c, String topicId) throws SQLException {
        List<Map<String, Object>> areas = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT p.topic_id, min(p.name), count(DISTINCT p.bill_id) AS n"
                + " FROM " + TopicStore.BILLS + " t JOIN " + TopicStore.BILLS + " p ON p.bill_id = t.bill_id"
                + " AND p.kind = '" + TopicTerms.POLICY_AREA + "' WHERE t.topic_id = ? AND p.topic_id <> t.topic_id"
                + " GROUP BY p.topic_id ORDER BY n DESC, p.topic_id LIMIT 10")) {
            ps.setString(1, topicId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Map<String, Object> area = new LinkedHashMap<>();
                    area.put("id", rs.getString(1));
                    area.put("name", rs.getString(2));
                    area.put("bills", rs.getInt(3));
                    areas.add(area);
                }
            }
        }
        return areas;
    }
}
