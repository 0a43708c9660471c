package dev.josh.server.web;

import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchResponse;
import dev.josh.server.search.SearchService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /v1/search}: flows 2-4. Validation and the work are the search service's. */
@RestController
public class SearchController {

    private final SearchService search;
    private final SearchProperties properties;

    public SearchController(SearchService search, SearchProperties properties) {
        this.search = search;
        this.properties = properties;
    }

    @GetMapping("/v1/search")
    public SearchResponse search(@RequestParam(name = "q", required = false) String q,
                                 @RequestParam(name = "mode", required = false) String mode,
                                 @RequestParam(name = "source", required = false) String source,
                                 @RequestParam(name = "limit", required = false) Integer limit,
                                 @RequestParam(name = "offset", required = false) Integer offset,
                                 @RequestParam(name = "since", required = false) String since,
                                 @RequestParam(name = "until", required = false) String until,
                                 @RequestParam(name = "document", required = false) String document) {
        return search.search(SearchRequest.of(q, mode, source, limit, offset,
                SearchFilter.parse(since, until, document), properties));
    }
}
