package dev.josh.server.status;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /v1/status} and {@code /v1/explore}: what the server can answer from, and how to ask it. */
@RestController
public class StatusController {

    private final StatusService status;
    private final ExploreService explore;

    public StatusController(StatusService status, ExploreService explore) {
        this.status = status;
        this.explore = explore;
    }

    /** For an agent about to ask: sources with shapes, sizes, date ranges, flows and filters; the id grammar. */
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/explore")
    public ExploreService.Explore explore() {
        return explore.explore();
    }

    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/status")
    public StatusService.Status status() {
        return status.status();
    }
}
