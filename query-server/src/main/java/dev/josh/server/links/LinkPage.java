package dev.josh.server.links;

import dev.josh.server.records.Link;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One page of a record's links.
 *
 * @param record     the record asked about (loaded or not: a U.S. Code section outside the corpus still has
 *                   the laws that cite it)
 * @param direction  {@code out} (what it cites) or {@code in} (what cites it)
 * @param byRelation how many links of each relation the record has in this direction, all pages together
 * @param total      links in this direction matching {@code relation}, all pages together
 * @param nextCursor pass as {@code cursor} for the next page; null on the last
 */
public record LinkPage(Link record, String direction, Map<String, Long> byRelation, long total, int count,
                       List<CitationLink> results, String nextCursor, boolean hasMore) {
    public LinkPage {
        byRelation = Collections.unmodifiableSortedMap(new TreeMap<>(byRelation));
        results = List.copyOf(results);
    }
}
