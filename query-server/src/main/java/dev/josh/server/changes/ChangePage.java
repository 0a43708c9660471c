package dev.josh.server.changes;

import java.util.List;

/**
 * A page of what changed since a time, oldest change first: page on with {@code next_cursor}; when
 * the last page is read, {@code latest} is the {@code since} of the next check.
 *
 * @param basis   {@code loaded} (when this database took the record in) or {@code published} (upstream's date)
 * @param sources the sources looked at
 * @param latest  the newest time on this page (null when it is empty)
 */
public record ChangePage(String since, String until, String basis, List<String> sources, int count,
                         List<Change> results, String latest, String nextCursor, boolean hasMore) {
}
