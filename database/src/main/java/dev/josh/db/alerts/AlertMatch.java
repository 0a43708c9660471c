package dev.josh.db.alerts;

/**
 * A record that matched an alert, recorded once.
 *
 * @param seq         the match's place in the file, increasing
 * @param retrievedAt when the database loaded the record (its {@code retrieved_at})
 * @param matchedAt   when the evaluation after that load found it
 */
public record AlertMatch(long seq, String alertId, String recordId, String source, String title, String citation,
                         String retrievedAt, String matchedAt) {
}
