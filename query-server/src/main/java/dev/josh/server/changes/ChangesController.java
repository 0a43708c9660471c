package dev.josh.server.changes;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.paging.PageParams;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** What changed since a time, over REST. */
@RestController
public class ChangesController {

    private final ChangesService changes;

    public ChangesController(ChangesService changes) {
        this.changes = changes;
    }

    @Operation(summary = "Records added or changed since a time (when this database loaded them, or basis=published: "
            + "when upstream published them), across sources, oldest first, keyset-paged; the last page's latest is "
            + "the since of the next check")
    @RateCost(Cost.CHANGES)
    @GetMapping("/v1/changes")
    public ChangePage changes(@RequestParam(name = "since", required = false) String since,
                              @RequestParam(name = "until", required = false) String until,
                              @RequestParam(name = "source", required = false) String source,
                              @RequestParam(name = "basis", required = false) String basis,
                              @RequestParam(name = "limit", required = false) Integer limit,
                              @RequestParam(name = "cursor", required = false) String cursor) {
        return changes.changes(since, until, source, basis, PageParams.rest(limit, cursor));
    }
}
