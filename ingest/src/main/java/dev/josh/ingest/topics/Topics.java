package dev.josh.ingest.topics;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
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
        String previous = null;
        for (TopicBill row : Rows.on(c).sql("SELECT bill_id, name, kind, congress, raw_sha256 FROM " + TopicStore.BILLS
                + " WHERE topic_id = ? ORDER BY bill_id, kind").param(topicId).query(Rows.of(TopicBill.class)).list()) {
            name = name == null ? row.name() : name;
            kinds.add(row.kind());
            if (!row.billId().equals(previous)) {
                byCongress.merge(row.congress(), 1, Integer::sum);
                bills++;
            }
            previous = row.billId();
            hashed.append(row.billId()).append(' ').append(row.kind()).append(' ').append(row.rawSha256()).append('\n');
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
            Params.bind(ps, 1, topicId, name, Json.write(List.copyOf(kinds)), bills, Json.write(congresses),
                    Json.write(policyAreas(c, topicId)), byCongress.firstKey(), byCongress.lastKey());
            citation.bind(ps, 9);
            ps.executeUpdate();
        }
    }

    /** One row of {@link TopicStore#BILLS}: a bill carrying the topic as a subject or as its policy area. */
    private record TopicBill(String billId, String name, String kind, int congress, String rawSha256) {
    }

    /** A policy area the topic's bills carry, as {@code policy_areas} lists it. */
    private record PolicyArea(String id, String name, int bills) {
    }

    /** The policy areas the topic's bills carry, most bills first (its own name left out), at most ten. */
    private static List<PolicyArea> policyAreas(Connection c, String topicId) {
        return Rows.on(c).sql("SELECT p.topic_id AS id, min(p.name) AS name, count(DISTINCT p.bill_id) AS bills"
                + " FROM " + TopicStore.BILLS + " t JOIN " + TopicStore.BILLS + " p ON p.bill_id = t.bill_id"
                + " AND p.kind = '" + TopicTerms.POLICY_AREA + "' WHERE t.topic_id = ? AND p.topic_id <> t.topic_id"
                + " GROUP BY p.topic_id ORDER BY bills DESC, p.topic_id LIMIT 10")
                .param(topicId).query(Rows.of(PolicyArea.class)).list();
    }
}
