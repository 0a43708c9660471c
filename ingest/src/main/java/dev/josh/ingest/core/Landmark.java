package dev.josh.ingest.core;

import java.util.List;

/**
 * A place inside a record's body a chunk can be filed under: a subsection, say.
 *
 * @param offset where it starts in the body (a {@code String} index)
 * @param path   its labels below the record's own heading path, outermost first, e.g. {@code ["(a)", "(1) In general"]}
 * @param anchor the stable anchor for deep links ({@code source_url#anchor}), e.g. {@code s102-a}
 */
public record Landmark(int offset, List<String> path, String anchor) {
    public Landmark {
        path = List.copyOf(path);
    }
}
