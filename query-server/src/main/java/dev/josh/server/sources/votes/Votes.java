package dev.josh.server.sources.votes;

import static dev.josh.server.lists.Filter.chamber;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.SourceDefinition;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * House and Senate roll-call votes as a source: a vote by id with every member's position (its
 * joins are {@link VoteRecords}'), the list endpoint, and {@code get_vote}, the MCP tool of its own.
 */
@Component
public class Votes implements RecordSource {

    private static final ResourceList LIST = ResourceList.of("roll-call-votes", Keyset.descending("r.date", "r.id"))
            .columns("congress", "chamber", "session", "number", "date", "question", "category", "result",
                    "bill_id", "yea_count", "nay_count", "present_count", "not_voting_count")
            .filters(integer("congress", "r.congress", "congress=117"),
                    chamber("chamber", "r.chamber", "house or senate"),
                    integer("session", "r.session", "session=1"),
                    text("category", "r.category", "passage, passage-suspension, cloture, amendment, nomination, …"),
                    text("result", "r.result", "result=Passed"),
                    id("bill", IdType.BILL, "r.bill_id = ?", "votes on one measure: bill=hr:117:3684"),
                    id("member", IdType.LEGISLATOR, "EXISTS (SELECT 1 FROM roll_call_member_votes m WHERE "
                            + "m.vote_id = r.id AND m.bioguide_id = ?)", "votes a legislator cast: member=P000197"),
                    since("r.date"), until("r.date"))
            .dimensions(Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("chamber", "r.chamber", "chamber"),
                    Dimension.of("session", "r.session", "session"),
                    Dimension.of("category", "r.category", "category"),
                    Dimension.of("result", "r.result", "result"),
                    Dimension.of("vote_type", "r.vote_type", null),
                    Dimension.of("bill", "r.bill_id", "bill"),
                    Dimension.of("year", "substr(r.date, 1, 4)", null))
            .build();

    /** {@code get_vote} is built by hand: it narrows the member positions by position, party and state. */
    private static final GetterTool GETTER = GetterTool.own("get_vote", IdType.VOTE);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.VOTE), VoteRecord.class, LIST, GETTER);

    private final VoteRecords votes;

    public Votes(VoteRecords votes) {
        this.votes = votes;
    }

    @Override
    public SourceDefinition definition() {
        return DEFINITION;
    }

    @Override
    public VoteRecord fetch(PublicId id, TextWindow window) {
        return votes.vote(id.value(), VoteRecords.MemberFilter.ALL, true);
    }
}
