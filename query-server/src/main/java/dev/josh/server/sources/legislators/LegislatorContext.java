package dev.josh.server.sources.legislators;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.records.CitedLink;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * A legislator's dossier beyond their record (which holds their terms and committee seats): what they
 * sponsor (by policy area), how often they vote with their party's majority, and the lobbying
 * contributions that name them as honoree.
 */
@Component
@Order(10)
public class LegislatorContext implements DossierSections {

    private static final Set<IdType> LEGISLATOR = Set.of(IdType.LEGISLATOR);
    private static final String YES = "('Yea', 'Aye')";
    private static final String NO = "('Nay', 'No')";

    public record PolicyArea(String policyArea, int bills) {
    }

    /** @param byPolicyArea the most frequent policy areas of the bills they sponsor */
    public record Sponsorship(int sponsored, int cosponsored, List<PolicyArea> byPolicyArea) {
    }

    /**
     * Their Yea/Nay votes against their party's majority position on the same roll call.
     *
     * @param votesCast       roll calls where they voted Yea or Nay (members of their party voting too)
     * @param withParty       votes on the side most of their party took
     * @param partyTied       votes where their party split evenly (counted on neither side)
     * @param withPartyShare  withParty / (votesCast - partyTied)
     * @param againstParty    the roll calls where they broke with their party, newest first
     */
    public record PartyLine(int votesCast, int withParty, int partyTied, Double withPartyShare,
                            List<CitedLink> againstParty) {
    }

    public record Contribution(String filingId, String contributor, String payee, String honoree, Double amount,
                               String date) {
    }

    /** @param totalAmount over every contribution that names them, not only those listed */
    public record Contributions(int count, double totalAmount, List<Contribution> latest) {
    }

    /** A roll call of theirs and their side of their party's majority on it: with, against, or a tie. */
    private record PartyVote(String voteId, String side) {
    }

    /** How an honoree may name them: the last name and a first or nick name ({@code called}). */
    private record Names(String lastName, String called, String firstName) {
    }

    /** The contribution reports that name them: how many and their sum. */
    private record Totals(int count, double amount) {
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                DeclaredSection.of("sponsorship", "bills sponsored (by policy area) and cosponsored", LEGISLATOR,
                        Depth.STANDARD, List.of("bills"), this::sponsorship),
                DeclaredSection.of("party_line_voting", "how often they vote with their party's majority, and the "
                        + "roll calls where they did not", LEGISLATOR, Depth.STANDARD, List.of("roll-call-votes"),
                        this::partyLine),
                DeclaredSection.of("lobbying_contributions", "LDA contribution reports that name them as honoree",
                        LEGISLATOR, Depth.STANDARD, List.of("lda-filings"), this::contributions));
    }



    private SectionContent sponsorship(SectionRequest r) throws SQLException {
        String id = r.id().value();
        int sponsored = (int) r.count("SELECT count(*) FROM bills WHERE sponsor_id = ?", id);
        int cosponsored = (int) r.count("SELECT count(*) FROM bill_cosponsors WHERE legislator_id = ?", id);
        if (sponsored + cosponsored == 0) {
            return SectionContent.single(null, List.of());
        }
        List<PolicyArea> areas = r.rows(PolicyArea.class, "SELECT coalesce(policy_area, '(none)') AS policy_area, "
                + "count(*) AS bills FROM bills WHERE sponsor_id = ? GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ?", id, r.limit());
        List<Citation> citations = r.rows(Citation.class, "SELECT citation_string, source_url AS url, published_at "
                + "FROM bills WHERE sponsor_id = ? ORDER BY latest_action_date DESC LIMIT ?", id, r.limit());
        return SectionContent.single(new Sponsorship(sponsored, cosponsored, areas), citations);
    }

    private SectionContent partyLine(SectionRequest r) throws SQLException {
        List<PartyVote> votes = r.rows(PartyVote.class, """
                WITH mine AS (
                    SELECT vote_id, party, position IN %1$s AS yes FROM roll_call_member_votes
                    WHERE bioguide_id = ? AND (position IN %1$s OR position IN %2$s)),
                party AS (
                    SELECT m.vote_id, sum(o.position IN %1$s) AS y, sum(o.position IN %2$s) AS n
                    FROM mine m JOIN roll_call_member_votes o ON o.vote_id = m.vote_id AND o.party = m.party
                    GROUP BY m.vote_id)
                SELECT mine.vote_id AS vote_id,
                       CASE WHEN y = n THEN 'tie' WHEN (y > n) = (mine.yes = 1) THEN 'with' ELSE 'against' END AS side
                FROM mine JOIN party USING (vote_id) LEFT JOIN roll_call_votes v ON v.id = mine.vote_id
                ORDER BY v.date DESC, mine.vote_id DESC""".formatted(YES, NO), r.id().value());
        if (votes.isEmpty()) {
            return SectionContent.single(null, List.of());
        }
        int with = 0;
        int tied = 0;
        List<String> against = new ArrayList<>();
        for (PartyVote v : votes) {
            switch (v.side()) {
                case "with" -> with++;
                case "tie" -> tied++;
                default -> against.add(v.voteId());
            }
        }
        int decided = votes.size() - tied;
        List<CitedLink> shown = r.links().cited(r.connection(),
                against.subList(0, Math.min(against.size(), r.limit())));
        PartyLine line = new PartyLine(votes.size(), with, tied, decided == 0 ? null
                : Math.round(10_000.0 * with / decided) / 10_000.0, shown);
        // Cited: the roll calls listed against the party, else the latest ones counted.
        List<CitedLink> cited = !shown.isEmpty() ? shown : r.links().cited(r.connection(), votes.stream()
                .limit(r.limit()).map(PartyVote::voteId).toList());
        SectionContent content = SectionContent.single(line, cited.stream().map(CitedLink::citation).toList());
        return shown.size() < against.size() ? content.withNote(against.size() + " votes against the party majority; "
                + shown.size() + " listed (list them all with the legislator's votes join)") : content;
    }

    private SectionContent contributions(SectionRequest r) throws SQLException {
        List<Names> names = r.rows(Names.class, "SELECT last_name, coalesce(nickname, first_name) AS called, first_name "
                + "FROM legislators WHERE id = ?", r.id().value());
        if (names.isEmpty()) {
            return SectionContent.single(null, List.of());
        }
        // An honoree is free text ("Frank Pallone", "Sen. Pallone"): last name and a first or nick name, both as words.
        Names n = names.getFirst();
        String where = "(' ' || honoree || ' ') LIKE ? AND ((' ' || honoree || ' ') LIKE ? OR (' ' || honoree || ' ') "
                + "LIKE ?)";
        Object[] params = {"% " + n.lastName() + " %", "% " + n.called() + " %", "% " + n.firstName() + " %"};
        Totals totals = r.rows(Totals.class, "SELECT count(*) AS count, coalesce(sum(amount), 0) AS amount FROM "
                + "lda_contributions WHERE " + where, params).getFirst();
        int count = totals.count();
        if (count == 0) {
            return SectionContent.single(null, List.of());
        }
        Object[] limited = {params[0], params[1], params[2], r.limit()};
        List<Contribution> latest = r.rows(Contribution.class, "SELECT filing_id, contributor, payee, honoree, amount, "
                + "contribution_date AS date FROM lda_contributions WHERE " + where
                + " ORDER BY contribution_date DESC LIMIT ?", limited);
        List<Citation> citations = r.links().cited(r.connection(), latest.stream().map(Contribution::filingId)
                .distinct().toList()).stream().map(CitedLink::citation).toList();
        SectionContent content = SectionContent.single(new Contributions(count, totals.amount(), latest), citations);
        return latest.size() < count ? content.withNote(count + " contributions name them; the latest "
                + latest.size() + " are listed") : content;
    }
}
