package dev.josh.server.sources.bills;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.JoinPage;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.votes.MemberVote;
import dev.josh.server.sources.votes.VoteRecords;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Structured joins over REST, keyset-paged ({@code limit} default 50, at most 200; {@code cursor}
 * from the previous page's {@code next_cursor}): a bill's cosponsors, actions, text and related
 * records; a legislator's votes and bills.
 */
@RestController
public class JoinController {

    private final BillJoins joins;
    private final BillTexts texts;
    private final BillRelations relations;
    private final VoteRecords votes;

    public JoinController(BillJoins joins, BillTexts texts, BillRelations relations, VoteRecords votes) {
        this.joins = joins;
        this.texts = texts;
        this.relations = relations;
        this.votes = votes;
    }

    @Operation(summary = "A bill's cosponsors in BILLSTATUS order, keyset-paged")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/bills/{id}/cosponsors")
    public JoinPage<Cosponsor> cosponsors(@PathVariable("id") String id,
                                          @RequestParam(name = "limit", required = false) Integer limit,
                                          @RequestParam(name = "cursor", required = false) String cursor) {
        return joins.cosponsors(id, PageParams.rest(limit, cursor));
    }

    @Operation(summary = "A bill's actions, newest first, with the roll-call votes they record, keyset-paged")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/bills/{id}/actions")
    public JoinPage<BillAction> actions(@PathVariable("id") String id,
                                        @RequestParam(name = "limit", required = false) Integer limit,
                                        @RequestParam(name = "cursor", required = false) String cursor) {
        return joins.actions(id, PageParams.rest(limit, cursor));
    }

    /** The versions, and a window of one version's text: {@code offset} and {@code length} (default 20,000). */
    @Operation(summary = "A bill's text versions and a window of one version's text (offset, length up to 100,000)")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/bills/{id}/text")
    public BillText text(@PathVariable("id") String id,
                         @RequestParam(name = "version", required = false) String version,
                         @RequestParam(name = "offset", required = false) Integer offset,
                         @RequestParam(name = "length", required = false) Integer length) {
        return texts.text(id, version, TextWindow.bounded(offset, length, BillTexts.DEFAULT_TEXT_WINDOW,
                BillTexts.MAX_TEXT_WINDOW, "offset", "length"));
    }

    @Operation(summary = "What the data links to a bill: laws, statements of administration policy, votes, related "
            + "bills, committee reports, hearings, Record granules, U.S. Code sections its text cites")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/bills/{id}/related")
    public BillRelated related(@PathVariable("id") String id) {
        return relations.related(id);
    }

    @Operation(summary = "How a legislator voted, newest first, keyset-paged")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/legislators/{id}/votes")
    public JoinPage<MemberVote> legislatorVotes(@PathVariable("id") String id,
                                                @RequestParam(name = "congress", required = false) Integer congress,
                                                @RequestParam(name = "chamber", required = false) String chamber,
                                                @RequestParam(name = "position", required = false) String position,
                                                @RequestParam(name = "limit", required = false) Integer limit,
                                                @RequestParam(name = "cursor", required = false) String cursor) {
        return votes.legislatorVotes(id, congress, chamber, position, PageParams.rest(limit, cursor));
    }

    @Operation(summary = "Bills a legislator sponsored or cosponsored, newest first, keyset-paged")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/legislators/{id}/bills")
    public JoinPage<LegislatorBill> legislatorBills(@PathVariable("id") String id,
                                                    @RequestParam(name = "role", required = false) String role,
                                                    @RequestParam(name = "congress", required = false) Integer congress,
                                                    @RequestParam(name = "limit", required = false) Integer limit,
                                                    @RequestParam(name = "cursor", required = false) String cursor) {
        return joins.legislatorBills(id, role, congress, PageParams.rest(limit, cursor));
    }
}
