package dev.josh.server.records;

import dev.josh.server.paging.Page;
import java.util.List;

/**
 * One page of a structured join (a bill's cosponsors, a member's votes …), keyset-paged.
 *
 * @param parent     the record the join starts from
 * @param total      rows of the whole join, all pages together
 * @param count      rows on this page
 * @param nextCursor pass as {@code cursor} for the next page; null on the last
 */
public record JoinPage<T>(RecordRef parent, long total, int count, List<T> results, String nextCursor,
                          boolean hasMore) {

    public JoinPage {
        results = List.copyOf(results);
    }

    public static <T> JoinPage<T> of(RecordRef parent, long total, Page<T> page) {
        return new JoinPage<>(parent, total, page.results().size(), page.results(), page.nextCursor(), page.hasMore());
    }
}
