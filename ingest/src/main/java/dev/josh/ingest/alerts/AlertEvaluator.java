package dev.josh.ingest.alerts;

import dev.josh.db.RankedFtsTable;
import dev.josh.db.RankedFtsTables;
import dev.josh.db.SourceCatalog;
import dev.josh.db.alerts.Alert;
import dev.josh.db.alerts.AlertMatch;
import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which records loaded since an alert was last checked match it: an FTS5 query ({@link AlertQuery}) over
 * every ranked index search reads (discovered from the schema, as search discovers them), joined to the
 * records whose {@code retrieved_at} (rewritten when ingest adds or changes a record, as {@code whats_new}
 * reads it) is at or after the alert's {@code checked_through}, and to the alert's filters.
 */
final class AlertEvaluator {

    private final Connection db;
    private final List<RankedFtsTable> tables;
    private final Map<String, Set<String>> columns = new HashMap<>();

    AlertEvaluator(Connection db) throws SQLException {
        this.db = db;
        this.tables = RankedFtsTables.discover(db);
    }

    /** The alert's matches among the records loaded since it was last checked, one per record. */
    List<AlertMatch> matches(Alert alert, String matchedAt) throws SQLException {
        String match = AlertQuery.of(alert.query()).fts5();
        Map<String, AlertMatch> found = new LinkedHashMap<>();
        for (RankedFtsTable table : tables) {
            String records = table.recordTable();
            String source = SourceCatalog.sourceName(records);
            Set<String> cols = columns(records);
            if ((!alert.sources().isEmpty() && !alert.sources().contains(source))
                    || !cols.containsAll(List.of("id", "retrieved_at", "citation_string"))
                    || (alert.congress() != null && !cols.contains("congress"))) {
                continue;
            }
            String fts = table.name();
            String title = cols.contains("title") ? "r.title" : cols.contains("name") ? "r.name" : "r.id";
            String join = table.chunkRows()
                    ? " JOIN " + table.contentTable() + " c ON c." + table.contentRowid() + " = " + fts + ".rowid JOIN "
                    + records + " r ON r.id = c.document_id"
                    : " JOIN " + records + " r ON r." + table.contentRowid() + " = " + fts + ".rowid";
            // julianday: retrieved_at is an ISO instant of varying width (…:05Z, …:05.25Z), so text order is not time order.
            String sql = "SELECT DISTINCT r.id, " + title + " AS title, r.citation_string, r.retrieved_at FROM " + fts
                    + join + " WHERE " + fts + " MATCH :match AND julianday(r.retrieved_at) >= julianday(:since)"
                    + (alert.congress() == null ? "" : " AND r.congress = :congress") + " ORDER BY r.id";
            for (Hit hit : Rows.on(db).sql(sql).param("match", match).param("since", alert.checkedThrough())
                    .param("congress", alert.congress()).query(Rows.of(Hit.class)).list()) {
                found.putIfAbsent(hit.id(), new AlertMatch(0, alert.id(), hit.id(), source, hit.title(),
                        hit.citationString(), hit.retrievedAt(), matchedAt));
            }
        }
        return new ArrayList<>(found.values());
    }

    private Set<String> columns(String table) throws SQLException {
        Set<String> known = columns.get(table);
        if (known == null) {
            known = new HashSet<>(Rows.on(db).sql("SELECT name FROM pragma_table_info(?)").param(table)
                    .query(String.class).list());
            columns.put(table, known);
        }
        return known;
    }

    /** A record an alert's words match, loaded since it was last checked. */
    private record Hit(String id, String title, String citationString, String retrievedAt) {
    }
}
