package dev.josh.server.links;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.paging.PageParams;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A record's citation links over REST, keyset-paged ({@code limit} default 50, at most 200). */
@RestController
public class LinkController {

    private final LinkService links;

    public LinkController(LinkService links) {
        this.links = links;
    }

    @Operation(summary = "What a record cites (direction=out, default) or what cites it (direction=in), by relation, "
            + "with the locator in the citing record; the other end marked loaded or not")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/{resource}/{id}/links")
    public LinkPage links(@PathVariable("resource") String resource, @PathVariable("id") String id,
                          @RequestParam(name = "direction", required = false) String direction,
                          @RequestParam(name = "relation", required = false) String relation,
                          @RequestParam(name = "limit", required = false) Integer limit,
                          @RequestParam(name = "cursor", required = false) String cursor) {
        return links.links(resource, id, direction, relation, PageParams.rest(limit, cursor));
    }
}
