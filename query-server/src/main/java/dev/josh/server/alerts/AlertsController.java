package dev.josh.server.alerts;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.paging.PageParams;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A saved search's matches over REST, for clients that poll. */
@RestController
public class AlertsController {

    private final AlertMatchesService alerts;

    public AlertsController(AlertMatchesService alerts) {
        this.alerts = alerts;
    }

    @Operation(summary = "The records a saved search (josh alerts create) matched after each ingest, oldest first, "
            + "keyset-paged; since: found after this instant (the latest of the previous answer) or on or after "
            + "this date")
    @RateCost(Cost.LIST)
    @GetMapping("/v1/alerts/{id}/matches")
    public AlertMatchPage alertMatches(@PathVariable("id") String id,
                                       @RequestParam(name = "since", required = false) String since,
                                       @RequestParam(name = "limit", required = false) Integer limit,
                                       @RequestParam(name = "cursor", required = false) String cursor) {
        return alerts.matches(id, since, PageParams.rest(limit, cursor));
    }
}
