package dev.josh.server.sources;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.links.LinkedRecord;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.committees.CommitteeMembers;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.votes.VoteRecord;
import dev.josh.server.sources.votes.VoteRecords;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Flow 1 by id over REST:
 * <ul>
 *   <li>{@code GET /v1/fetch/{id}}: any public id, dispatched by its grammar;</li>
 *   <li>{@code GET /v1/{resource}/{id}}: the same, checked against the resource (another type's id
 *       is a 404 {@code wrong_resource} naming the right path); typed records where the source has
 *       structure (a bill, a vote, a law, a Federal Register document …);</li>
 *   <li>{@code GET /v1/roll-call-votes/{id}} (also {@code /v1/votes/{id}}): a vote with its member
 *       positions, narrowed by {@code position}, {@code party}, {@code state};</li>
 *   <li>{@code GET /v1/committees/{id}/members}: the roster joined to the legislators.</li>
 * </ul>
 * Long bodies take {@code body_offset} and {@code body_max_chars} for a windowed read.
 */
@RestController
public class RecordController {

    private final RecordSources records;
    private final Committees committees;
    private final VoteRecords votes;

    public RecordController(RecordSources records, Committees committees, VoteRecords votes) {
        this.records = records;
        this.committees = committees;
        this.votes = votes;
    }

    @Operation(summary = "Any record by public id, dispatched by the id's grammar (the universal fetch)")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/fetch/{id}")
    public LinkedRecord fetch(@PathVariable("id") String id,
                              @RequestParam(name = "body_offset", required = false) Integer bodyOffset,
                              @RequestParam(name = "body_max_chars", required = false) Integer bodyMaxChars) {
        return records.fetchLinked(id, TextWindow.of(bodyOffset, bodyMaxChars));
    }

    @Operation(summary = "A record by id under the resource that serves its type (another type's id is 404 "
            + "wrong_resource)")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/{resource}/{id}")
    public LinkedRecord fetch(@PathVariable("resource") String resource, @PathVariable("id") String id,
                              @RequestParam(name = "body_offset", required = false) Integer bodyOffset,
                              @RequestParam(name = "body_max_chars", required = false) Integer bodyMaxChars) {
        return records.fetchLinked(resource, id, TextWindow.of(bodyOffset, bodyMaxChars));
    }

    @Operation(summary = "A roll-call vote with tallies, party breakdown and member positions (narrowed by "
            + "position, party, state)")
    @RateCost(Cost.LOOKUP)
    @GetMapping({"/v1/roll-call-votes/{id}", "/v1/votes/{id}"})
    public VoteRecord vote(@PathVariable("id") String id,
                           @RequestParam(name = "position", required = false) String position,
                           @RequestParam(name = "party", required = false) String party,
                           @RequestParam(name = "state", required = false) String state) {
        return votes.vote(id, VoteRecords.MemberFilter.of(position, party, state), true);
    }

    @Operation(summary = "A committee's roster joined to the legislators; a Congress whose roster is not on file "
            + "says not covered")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/committees/{id}/members")
    public CommitteeMembers members(@PathVariable("id") String id,
                                    @RequestParam(name = "congress", required = false) Integer congress) {
        return committees.members(id, congress);
    }
}
