package dev.josh.server.links;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * How many links a record has, by relation: {@code out} what it cites, amends, accompanies …;
 * {@code in} what cites it. {@code GET /v1/{resource}/{id}/links} pages through them.
 */
public record LinkCounts(Map<String, Long> out, Map<String, Long> in) {
    public LinkCounts {
        // sorted by relation: Map.copyOf would order the keys differently from one JVM to the next
        out = Collections.unmodifiableSortedMap(new TreeMap<>(out));
        in = Collections.unmodifiableSortedMap(new TreeMap<>(in));
    }
}
