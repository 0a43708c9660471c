package dev.josh.server.paging;

import java.util.List;

/**
 * Rows of a keyset-ordered list and where the next page starts.
 *
 * @param nextCursor pass as {@code cursor} to read the next page; null on the last page
 * @param hasMore    whether another page follows
 */
public record Page<T>(List<T> results, String nextCursor, boolean hasMore) {

    public Page {
        results = List.copyOf(results);
    }
}
