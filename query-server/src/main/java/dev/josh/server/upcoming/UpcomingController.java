package dev.josh.server.upcoming;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** What is due, over REST. */
@RestController
public class UpcomingController {

    private final UpcomingService upcoming;

    public UpcomingController(UpcomingService upcoming) {
        this.upcoming = upcoming;
    }

    @Operation(summary = "What is due in the next days (default 30, at most 366), soonest first: Federal Register "
            + "comment periods closing and rules taking effect, committee meetings; as_of=DATE answers for a past day "
            + "(nothing announced after it); actionable_only=true keeps open comment periods")
    @RateCost(Cost.CHANGES)
    @GetMapping("/v1/upcoming")
    public Upcoming upcoming(@RequestParam(name = "days", required = false) Integer days,
                             @RequestParam(name = "as_of", required = false) String asOf,
                             @RequestParam(name = "actionable_only", required = false) Boolean actionableOnly,
                             @RequestParam(name = "limit", required = false) Integer limit) {
        return upcoming.upcoming(days, asOf, actionableOnly, limit);
    }
}
