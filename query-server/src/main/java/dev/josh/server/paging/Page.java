package dev.josh.server.paging;

import java.util.List;
import java.util.function.Function;

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

    /** The same page with each row turned into another value (a row record into its answer). */
    public <U> Page<U> map(Function<? super T, ? extends U> f) {
        return new Page<>(results.stream().<U>map(f).toList(), nextCursor, hasMore);
    }
}
