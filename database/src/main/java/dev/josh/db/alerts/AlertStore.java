package dev.josh.db.alerts;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The saved searches and their matches in an {@link AlertsFile}, on a connection the caller holds
 * (read-write for {@code josh alerts} and ingest, read-only for the server's reads).
 */
public final class AlertStore {

    private static final RowMapper<AlertMatch> MATCH = new SnakeCaseRecordMapper<>(AlertMatch.class);
    /** {@code sources} is stored comma-separated; Spring's default conversions split it back into a list. */
    private static final RowMapper<Alert> ALERT = new SnakeCaseRecordMapper<>(Alert.class);
    private static final RowMapper<Latest> LATEST = new SnakeCaseRecordMapper<>(Latest.class);

    private final JdbcClient jdbc;

    public AlertStore(Connection connection) {
        this.jdbc = ConnectionClient.on(connection);
    }

    public void create(Alert alert) {
        jdbc.sql("INSERT INTO alerts (id, query, sources, congress, webhook, secret, created_at, checked_through) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .params(alert.id(), alert.query(), String.join(",", alert.sources()), alert.congress(), alert.webhook(),
                        alert.secret(), alert.createdAt(), alert.checkedThrough())
                .update();
    }

    public List<Alert> list() {
        return jdbc.sql("SELECT * FROM alerts ORDER BY created_at, id").query(ALERT).list();
    }

    public Optional<Alert> find(String id) {
        return jdbc.sql("SELECT * FROM alerts WHERE id = ?").param(id).query(ALERT).optional();
    }

    /** Removes the alert with its matches and deliveries; false when there was none. */
    public boolean delete(String id) {
        jdbc.sql("DELETE FROM alert_matches WHERE alert_id = ?").param(id).update();
        jdbc.sql("DELETE FROM alert_deliveries WHERE alert_id = ?").param(id).update();
        return jdbc.sql("DELETE FROM alerts WHERE id = ?").param(id).update() > 0;
    }

    /**
     * Records the matches an evaluation found, each record once per alert (one seen by an earlier run is
     * left as it was), and moves the alert's {@code checked_through} to {@code checkedThrough}.
     *
     * @return the matches that are new
     */
    public List<AlertMatch> record(String alertId, List<AlertMatch> found, String checkedThrough) {
        long before = jdbc.sql("SELECT coalesce(max(seq), 0) FROM alert_matches").query(Long.class).single();
        for (AlertMatch m : found) {
            jdbc.sql("INSERT OR IGNORE INTO alert_matches (alert_id, record_id, source, title, citation, retrieved_at, "
                            + "matched_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
                    .params(alertId, m.recordId(), m.source(), m.title(), m.citation(), m.retrievedAt(), m.matchedAt())
                    .update();
        }
        jdbc.sql("UPDATE alerts SET checked_through = ? WHERE id = ?").params(checkedThrough, alertId).update();
        return jdbc.sql("SELECT * FROM alert_matches WHERE alert_id = ? AND seq > ? ORDER BY seq")
                .params(alertId, before).query(MATCH).list();
    }

    /**
     * An alert's matches in the order they were found: those found after {@code since} (null: all) and past
     * the match {@code afterSeq} (0: from the first), at most {@code limit}.
     */
    public List<AlertMatch> matches(String alertId, String since, long afterSeq, int limit) {
        return jdbc.sql("SELECT * FROM alert_matches WHERE alert_id = ? AND matched_at > ? AND seq > ? "
                        + "ORDER BY seq LIMIT ?")
                .params(alertId, since == null ? "" : since, afterSeq, limit).query(MATCH).list();
    }

    /** Per alert with a match, the sequence number of its latest: it grows whenever the alert gains one. */
    public Map<String, Long> latest() {
        Map<String, Long> latest = new LinkedHashMap<>();
        jdbc.sql("SELECT alert_id, max(seq) AS seq FROM alert_matches GROUP BY alert_id ORDER BY alert_id")
                .query(LATEST).list().forEach(l -> latest.put(l.alertId(), l.seq()));
        return latest;
    }

    private record Latest(String alertId, long seq) {
    }
}
