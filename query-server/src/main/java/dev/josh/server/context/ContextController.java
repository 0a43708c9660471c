package dev.josh.server.context;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Context dossiers over REST. */
@RestController
public class ContextController {

    private final ContextService context;

    public ContextController(ContextService context) {
        this.context = context;
    }

    @Operation(summary = "Everything that matters about one record in one bounded answer: for a bill its status, "
            + "sponsor, cosponsors by party, committees, actions, votes with tallies, related bills, laws, SAPs, reports, "
            + "CBO estimates, CRS reports, Record granules, rules and U.S. Code sections; for a legislator, committee, "
            + "section, rule, law, report, vote or docket the sections of its type. Each section has its own status "
            + "(ok, empty, not_covered, timed_out, truncated, failed) and citations")
    @RateCost(Cost.CONTEXT)
    @GetMapping("/v1/context/{id}")
    public Dossier context(@PathVariable("id") String id,
                           @RequestParam(name = "depth", required = false) String depth,
                           @RequestParam(name = "sections", required = false) String sections) {
        return context.context(id, depth, sections);
    }
}
