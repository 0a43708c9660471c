package dev.josh.server.page;

import dev.josh.contracts.api.Citation;
import dev.josh.server.search.SearchResponse;
import java.util.List;

/** One search result as the page shows it: the document, its citation, and its passages with their marks. */
public record FoundDocument(String id, String source, String title, Citation citation, Marked snippet,
                            List<Passage> passages) {

    /** @param url the passage in the upstream document */
    public record Passage(String heading, String url, Marked text) {
    }

    static FoundDocument of(SearchResponse.Result r) {
        return new FoundDocument(r.id(), r.source(), r.title(), r.citation(), Marked.of(r.snippet()),
                r.passages() == null ? List.of() : r.passages().stream()
                        .map(p -> new Passage(p.headingPath(), p.url(), Marked.of(p.text()))).toList());
    }
}
