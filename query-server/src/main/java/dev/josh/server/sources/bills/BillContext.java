package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.links.LinkSection;
import dev.josh.server.records.Link;
import dev.josh.server.sources.votes.VoteRecords;
import dev.josh.server.sources.votes.VoteSummary;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * A bill's dossier beyond its record (which holds its sponsor, committees and status): who cosponsors
 * it by party, what happened to it, the votes on it with each party's positions, the law it became, and what the rest of the corpus says about
 * it (statements of administration policy, reports, CBO estimates, CRS reports, the Record, rules,
 * lobbying filings) and what it does to the U.S. Code.
 */
@Component
@Order(10)
public class BillContext implements DossierSections {

    private static final Set<IdType> BILL = Set.of(IdType.BILL);

    private final BillRelations relations;
    private final VoteRecords votes;

    public BillContext(BillRelations relations, VoteRecords votes) {
        this.relations = relations;
        this.votes = votes;
    }

    /** A party's current cosponsors, and how many of them joined on the day of introduction. */
    public record PartyCount(String party, int cosponsors, int original) {
    }

    /** @param byParty current cosponsors by party, largest first; {@code bipartisan}: more than one party among them */
    public record CosponsorSummary(int current, int original, int withdrawn, boolean bipartisan,
                                   List<PartyCount> byParty) {
    }

    /** One action, newest first. */
    public record Action(String date, String text, String type) {
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                DeclaredSection.of("cosponsors", "current cosponsors by party, original and withdrawn counts", BILL,
                        Depth.MINIMAL, List.of(), this::cosponsors),
                DeclaredSection.of("laws", "the public or private law the bill became", BILL, Depth.MINIMAL,
                        List.of(), r -> cited(r, related(r).laws().stream().map(BillRecord.LawLink::id).toList())),
                DeclaredSection.of("actions", "the action timeline, newest first", BILL, Depth.STANDARD, List.of(),
                        this::actions),
                DeclaredSection.of("votes", "roll-call votes on the bill with tallies and each party's positions", BILL,
                        Depth.STANDARD, List.of(), this::votes),
                DeclaredSection.of("related_bills", "bills CRS or the House relate to it (identical, related, …)",
                        BILL, Depth.STANDARD, List.of(), r -> cited(r, related(r).relatedBills().stream()
                                .map(BillRelated.RelatedBill::id).toList())),
                DeclaredSection.of("statements_of_administration_policy", "the administration's statements on it",
                        BILL, Depth.STANDARD, List.of(), r -> cited(r, ids(related(r).statementsOfAdministrationPolicy()))),
                DeclaredSection.of("committee_reports", "committee reports that accompany it", BILL, Depth.STANDARD,
                        List.of(), r -> cited(r, ids(related(r).committeeReports()))),
                LinkSection.in("cbo_estimates", "CBO cost estimates of it", BILL, Depth.STANDARD,
                        List.of(), List.of(IdType.CBO_COST_ESTIMATE)),
                LinkSection.in("crs_reports", "CRS reports that cite it", BILL, Depth.STANDARD, List.of(),
                        List.of(IdType.CRS_REPORT)),
                LinkSection.in("congressional_record", "Congressional Record granules that mention or cite it",
                        BILL, Depth.STANDARD, List.of(), List.of(IdType.CONGRESSIONAL_RECORD)),
                LinkSection.in("federal_register", "Federal Register documents that cite it (rules implementing it "
                        + "among them)", BILL, Depth.STANDARD, List.of(), List.of(IdType.FR_DOCUMENT)),
                LinkSection.out("us_code_amended", "U.S. Code sections its text amends", BILL, Depth.STANDARD,
                        List.of("amends"), List.of(IdType.US_CODE_SECTION)),
                LinkSection.in("lobbying_filings", "LDA filings that name it among the issues lobbied on", BILL,
                        Depth.STANDARD, List.of("lobbies_on"), List.of(IdType.LDA_FILING)),
                DeclaredSection.of("hearings", "committee meetings that list it", BILL, Depth.DEEP, List.of(),
                        r -> cited(r, ids(related(r).hearings()))),
                LinkSection.out("us_code_cited", "U.S. Code sections its text cites without amending them",
                        BILL, Depth.DEEP, List.of("cites"), List.of(IdType.US_CODE_SECTION)));
    }

    private BillRelated related(SectionRequest r) throws SQLException {
        return r.shared("bill-related", () -> relations.related(r.id().value()));
    }

    private SectionContent cosponsors(SectionRequest r) throws SQLException {
        String bill = r.id().value();
        List<PartyCount> byParty = new ArrayList<>();
        int current = 0;
        int original = 0;
        for (PartyCount p : r.rows(PartyCount.class, "SELECT coalesce(party, 'unknown') AS party, count(*) AS cosponsors, "
                + "coalesce(sum(is_original), 0) AS original FROM bill_cosponsors WHERE bill_id = ? AND withdrawn_date "
                + "IS NULL GROUP BY 1 ORDER BY 2 DESC, 1", bill)) {
            byParty.add(p);
            current += p.cosponsors();
            original += p.original();
        }
        int withdrawn = (int) r.count("SELECT count(*) FROM bill_cosponsors WHERE bill_id = ? AND withdrawn_date "
                + "IS NOT NULL", bill);
        if (current + withdrawn == 0) {
            return SectionContent.single(null, List.of());
        }
        return SectionContent.single(new CosponsorSummary(current, original, withdrawn, byParty.size() > 1, byParty),
                List.of(r.citation()));
    }


    private SectionContent actions(SectionRequest r) throws SQLException {
        String bill = r.id().value();
        long total = r.count("SELECT count(*) FROM bill_actions WHERE bill_id = ?", bill);
        List<Action> out = r.rows(Action.class, "SELECT action_date AS date, text, action_type AS type FROM bill_actions "
                + "WHERE bill_id = ? ORDER BY action_date DESC, ordinal LIMIT ?", bill, r.limit());
        return SectionContent.list(out, total, total == 0 ? List.of() : List.of(r.citation()));
    }

    private SectionContent votes(SectionRequest r) throws SQLException {
        List<Link> all = related(r).votes();
        List<Object> out = new ArrayList<>();
        List<Citation> citations = new ArrayList<>();
        for (Link vote : all.subList(0, Math.min(all.size(), r.limit()))) {
            if (vote.inDatabase()) {
                VoteSummary summary = VoteSummary.of(votes.vote(vote.id(), VoteRecords.MemberFilter.ALL, false));
                out.add(summary);
                citations.add(summary.citation());
            } else {
                out.add(vote); // recorded in an action, its vote file not loaded: the id and the action's text
            }
        }
        return SectionContent.list(out, all.size(), citations);
    }

    private static List<String> ids(List<Link> links) {
        return links.stream().map(Link::id).toList();
    }

    private SectionContent cited(SectionRequest r, List<String> ids) throws SQLException {
        return SectionContent.records(r, ids);
    }
}
