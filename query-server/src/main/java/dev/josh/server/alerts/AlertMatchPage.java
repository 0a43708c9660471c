package dev.josh.server.alerts;

import java.util.List;

/**
 * A page of an alert's matches, oldest first: page on with {@code next_cursor}; when the last page is read,
 * {@code latest} is the {@code since} of the next poll (matches found after it, none repeated).
 *
 * @param since  the time asked for, as read (null: every match)
 * @param latest when the newest match on this page was found (null when the page is empty)
 */
public record AlertMatchPage(AlertSummary alert, String since, int count, List<Match> matches, String latest,
                             String nextCursor, boolean hasMore) {

    /**
     * The saved search, without where its webhook is or its secret.
     *
     * @param delivery       {@code webhook} or {@code mcp}
     * @param checkedThrough records loaded before this time have been looked at
     */
    public record AlertSummary(String id, String query, List<String> sources, Integer congress, String delivery,
                               String createdAt, String checkedThrough) {
    }

    /**
     * A record that matched, found once.
     *
     * @param seq         the match's number, increasing
     * @param retrievedAt when the database loaded the record
     * @param matchedAt   when the evaluation after that ingest found it
     */
    public record Match(long seq, String id, String source, String title, String citation, String retrievedAt,
                        String matchedAt) {
    }
}
