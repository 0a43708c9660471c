package dev.josh.server.context;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.ConnectionClient;
import dev.josh.server.links.LinkPage;
import dev.josh.server.links.LinkSection;
import dev.josh.server.links.LinkService;
import dev.josh.server.lists.ListQuery;
import dev.josh.server.lists.RecordList;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.CitedLink;
import dev.josh.server.records.JoinPage;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.bills.BillAction;
import dev.josh.server.sources.bills.BillContext;
import dev.josh.server.sources.bills.BillRecord;
import dev.josh.server.sources.bills.BillRelated;
import dev.josh.server.sources.bills.Cosponsor;
import dev.josh.server.sources.committees.CommitteeMembers;
import dev.josh.server.sources.legislators.LegislatorContext;
import dev.josh.server.sources.legislators.LegislatorRecord;
import dev.josh.server.sources.votes.MemberVote;
import dev.josh.server.sources.votes.VoteRecord;
import dev.josh.server.sources.votes.VoteRecords;
import dev.josh.server.sources.votes.VoteSummary;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * Ten questions that took five calls or more before {@code context}: each is answered the old way,
 * through the services behind the old tools (counting the calls an agent makes), and the new way,
 * one dossier; the dossier must carry the same facts, each section cited, within the depth's size
 * bound. The table it prints is the one in docs/context.md.
 */
class TenQuestionsTest {

    static final JsonMapper JSON = JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .build();
    static final Map<String, String> TABLE = new LinkedHashMap<>();

    static Flow1Services services;
    static ContextService context;
    static LinkService links;

    @BeforeAll
    static void open() {
        services = new Flow1Services(Flow1Database.path());
        context = services.bean(ContextService.class);
        links = services.bean(LinkService.class);
    }

    @AfterAll
    static void close() {
        System.out.println("| question | old calls | new call | dossier chars |");
        TABLE.forEach((q, row) -> System.out.println("| " + q + " | " + row + " |"));
        services.close();
    }

    static DossierSection section(Dossier d, String name) {
        return d.sections().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    static List<String> ids(DossierSection s) {
        return s.data() == null ? List.of() : ((List<?>) s.data()).stream().map(o -> switch (o) {
            case CitedLink c -> c.id();
            case LinkSection.Linked l -> l.id();
            case VoteSummary v -> v.id();
            case dev.josh.server.records.Link l -> l.id();
            default -> throw new IllegalStateException(o.getClass().getName());
        }).toList();
    }

    /** Every page of a join, as an agent pages it: each page one call. */
    static <T> List<T> allPages(Function<String, JoinPage<T>> page, int[] calls) {
        List<T> out = new ArrayList<>();
        String cursor = null;
        do {
            JoinPage<T> p = page.apply(cursor);
            calls[0]++;
            out.addAll(p.results());
            cursor = p.nextCursor();
        } while (cursor != null);
        return out;
    }

    static Dossier answer(String question, String id, int oldCalls) {
        Dossier d = context.context(id, "standard", null);
        int chars = JSON.writeValueAsString(d).length();
        assertThat(chars).as(question + ": dossier size").isLessThan(Depth.STANDARD.boundChars());
        for (DossierSection s : d.sections()) {
            if (s.status() == SectionStatus.OK || s.status() == SectionStatus.TRUNCATED) {
                assertThat(s.citations()).as(id + " " + s.name() + " cites what it shows").isNotEmpty();
            }
            assertThat(s.status()).as(id + " " + s.name()).isNotIn(SectionStatus.FAILED, SectionStatus.TIMED_OUT);
        }
        TABLE.put(question, oldCalls + " | `context` " + id + " | " + chars);
        return d;
    }

    /** get_bill, list_cosponsors (every page), list_bill_actions, get_bill_related, get_vote for each vote. */
    static void billQuestion(String question, String billId) {
        int[] calls = {0};
        BillRecord bill = (BillRecord) services.records.fetch(billId, TextWindow.of(0, 8_000));
        calls[0]++;
        List<Cosponsor> cosponsors = allPages(c -> services.billJoins.cosponsors(billId, PageParams.tool(50, c)), calls);
        JoinPage<BillAction> actions = services.billJoins.actions(billId, PageParams.tool(15, null));
        calls[0]++;
        BillRelated related = services.billRelations.related(billId);
        calls[0]++;
        List<VoteRecord> votes = new ArrayList<>();
        for (var v : related.votes()) {
            if (v.inDatabase()) {
                votes.add(services.votes.vote(v.id(), VoteRecords.MemberFilter.ALL, false));
                calls[0]++;
            }
        }
        assertThat(calls[0]).as(question + ": calls before").isGreaterThanOrEqualTo(5);

        Dossier d = answer(question, billId, calls[0]);
        BillRecord shown = (BillRecord) section(d, "record").data();
        assertThat(shown.sponsor()).isEqualTo(bill.sponsor());
        assertThat(shown.latestAction()).isEqualTo(bill.latestAction());
        assertThat(shown.committees()).isEqualTo(bill.committees());
        BillContext.CosponsorSummary summary = (BillContext.CosponsorSummary) section(d, "cosponsors").data();
        Map<String, Long> byParty = cosponsors.stream().filter(c -> c.withdrawnDate() == null)
                .collect(Collectors.groupingBy(c -> c.party() == null ? "unknown" : c.party(), Collectors.counting()));
        if (cosponsors.isEmpty()) {
            assertThat(section(d, "cosponsors").status()).isEqualTo(SectionStatus.EMPTY);
        } else {
            assertThat(summary.byParty().stream().collect(Collectors.toMap(BillContext.PartyCount::party,
                    p -> (long) p.cosponsors()))).isEqualTo(byParty);
        }
        DossierSection timeline = section(d, "actions");
        assertThat(timeline.total()).isEqualTo(actions.total());
        assertThat(((List<?>) timeline.data()).stream().map(a -> ((BillContext.Action) a).text()).toList())
                .containsExactlyInAnyOrderElementsOf(actions.results().stream().map(BillAction::text).toList());
        DossierSection voteSection = section(d, "votes");
        assertThat(voteSection.total()).isEqualTo(related.votes().size());
        for (VoteRecord v : votes.subList(0, Math.min(votes.size(), Depth.STANDARD.items()))) {
            assertThat(voteSection.data()).asList().contains(VoteSummary.of(v));
            assertThat(voteSection.citations()).contains(v.citation());
        }
        assertThat(ids(section(d, "laws"))).isEqualTo(related.laws().stream().map(BillRecord.LawLink::id).toList());
        assertThat(ids(section(d, "statements_of_administration_policy")))
                .isEqualTo(related.statementsOfAdministrationPolicy().stream().map(l -> l.id()).limit(15).toList());
        assertThat(ids(section(d, "related_bills"))).isEqualTo(related.relatedBills().stream()
                .map(BillRelated.RelatedBill::id).limit(15).toList());
        assertThat(ids(section(d, "committee_reports"))).isEqualTo(related.committeeReports().stream()
                .map(l -> l.id()).limit(15).toList());
    }

    @Test
    void q1InfrastructureBill() {
        billQuestion("Everything about H.R. 3684 (117th): sponsor, cosponsors by party, actions, votes with "
                + "tallies, law, SAPs, related bills", "hr:117:3684");
    }

    @Test
    void q2InflationReductionAct() {
        billQuestion("Everything about H.R. 5376 (117th)", "hr:117:5376");
    }

    @Test
    void q3Chips() {
        billQuestion("Everything about H.R. 4346 (117th)", "hr:117:4346");
    }

    @Test
    void q4AmericanRescuePlan() {
        billQuestion("Everything about H.R. 1319 (117th)", "hr:117:1319");
    }

    @Test
    void q5AnotherBill() {
        billQuestion("Everything about H.R. 2911 (117th)", "hr:117:2911");
    }

    /** fetch, list_member_votes (every page), get_vote for each Yea/Nay (party majority), list_legislator_bills. */
    static void legislatorQuestion(String question, String member) {
        int[] calls = {0};
        LegislatorRecord record = (LegislatorRecord) services.records.fetch(member, TextWindow.WHOLE);
        calls[0]++;
        List<MemberVote> cast = allPages(c -> services.votes.legislatorVotes(member, null, null, null,
                PageParams.tool(50, c)), calls).stream()
                .filter(v -> List.of("Yea", "Aye", "Nay", "No").contains(v.position())).toList();
        int with = 0;
        int tied = 0;
        for (MemberVote v : cast) {
            VoteRecord full = services.votes.vote(v.voteId(), VoteRecords.MemberFilter.ALL, true);
            calls[0]++;
            String party = full.members().stream().filter(m -> member.equals(m.bioguideId())).findFirst()
                    .orElseThrow().party();
            Map<String, Integer> positions = full.byParty().get(party);
            int yes = positions.getOrDefault("Yea", 0) + positions.getOrDefault("Aye", 0);
            int no = positions.getOrDefault("Nay", 0) + positions.getOrDefault("No", 0);
            boolean votedYes = List.of("Yea", "Aye").contains(v.position());
            if (yes == no) {
                tied++;
            } else if ((yes > no) == votedYes) {
                with++;
            }
        }
        long sponsored = services.billJoins.legislatorBills(member, "sponsor", null, PageParams.tool(1, null)).total();
        long cosponsored = services.billJoins.legislatorBills(member, "cosponsor", null, PageParams.tool(1, null))
                .total();
        calls[0] += 2;
        assertThat(calls[0]).as(question + ": calls before").isGreaterThanOrEqualTo(5);

        Dossier d = answer(question, member, calls[0]);
        assertThat(section(d, "record").data()).isEqualTo(record);
        LegislatorContext.PartyLine line = (LegislatorContext.PartyLine) section(d, "party_line_voting").data();
        assertThat(line.votesCast()).isEqualTo(cast.size()).isPositive();
        assertThat(line.withParty()).isEqualTo(with);
        assertThat(line.partyTied()).isEqualTo(tied);
        LegislatorContext.Sponsorship s = (LegislatorContext.Sponsorship) section(d, "sponsorship").data();
        if (sponsored + cosponsored > 0) {
            assertThat(s.sponsored()).isEqualTo(sponsored);
            assertThat(s.cosponsored()).isEqualTo(cosponsored);
        }
    }

    @Test
    void q6RepresentativeBoyle() {
        legislatorQuestion("Profile of B001296: terms, seats, sponsorship, how often he votes with his party",
                "B001296");
    }

    @Test
    void q10RepresentativePallone() {
        legislatorQuestion("Profile of P000034: terms, seats, sponsorship, party-line voting, lobbying contributions "
                + "naming him", "P000034");
    }

    @Test
    void q7SenatorSanders() {
        legislatorQuestion("Profile of S000033: terms, seats, sponsorship, party-line voting", "S000033");
    }

    /** fetch, list_links for each relation the dossier's sections show, and list_links out and in for the counts. */
    static void linkQuestion(String question, String id, Map<String, String[]> sectionToLinks) {
        int[] calls = {1};
        services.records.fetch(id, TextWindow.of(0, 8_000));
        Map<String, List<String>> expected = new LinkedHashMap<>();
        sectionToLinks.forEach((section, dirAndRelation) -> {
            List<String> found = new ArrayList<>();
            for (String relation : dirAndRelation[1].split("\\|")) {
                LinkPage page = links.links(null, id, dirAndRelation[0], relation, PageParams.rest(200, null));
                calls[0]++;
                page.results().stream().filter(l -> dirAndRelation.length < 3 || l.id().startsWith(dirAndRelation[2]))
                        .forEach(l -> found.add(l.id()));
            }
            List<String> distinct = found.stream().distinct().toList();
            // The dossier lists the first it found of each; only a list that fits is compared whole.
            expected.put(section, distinct.size() <= Depth.STANDARD.items() ? distinct : null);
        });
        LinkPage out = links.links(null, id, "out", null, PageParams.rest(1, null));
        LinkPage in = links.links(null, id, "in", null, PageParams.rest(1, null));
        calls[0] += 2;
        assertThat(calls[0]).as(question + ": calls before").isGreaterThanOrEqualTo(5);
        Dossier d = answer(question, id, calls[0]);
        assertThat(section(d, "links_out").total()).isEqualTo(out.total());
        assertThat(section(d, "links_in").total()).isEqualTo(in.total());
        expected.forEach((section, want) -> {
            if (want != null) {
                assertThat(ids(section(d, section))).as(id + " " + section).containsExactlyInAnyOrderElementsOf(want);
            } else {
                assertThat(section(d, section).status()).isEqualTo(SectionStatus.TRUNCATED);
            }
        });
        assertThat(expected.values().stream().mapToInt(w -> w == null ? Depth.STANDARD.items() : w.size()).sum())
                .as(question + ": facts to compare").isPositive();
    }

    @Test
    void q8CopyrightCircumvention() {
        linkQuestion("What enacted, amends, regulates and cites 17 U.S.C. § 1201?", "usc:17:1201", Map.of(
                "source_credit", new String[] {"out", "source_credit"},
                "amended_by", new String[] {"in", "amends"},
                "regulations", new String[] {"in", "authority"},
                "cited_by_bills", new String[] {"in", "cites", "h"},
                "federal_register", new String[] {"in", "cites", "fr:"}));
    }

    @Test
    void q9FederalRegisterRule() throws java.sql.SQLException {
        String rule;
        try (java.sql.Connection conn = services.pool.getConnection()) {
            rule = dev.josh.db.ConnectionClient.on(conn).sql("SELECT from_id FROM links WHERE from_id LIKE 'fr:%' "
                    + "AND relation IN ('amends', 'proposes_to_amend', 'authority') GROUP BY from_id "
                    + "ORDER BY count(DISTINCT relation) DESC, count(*) DESC, from_id LIMIT 1").query(String.class)
                    .single();
        }
        linkQuestion("What CFR sections does the Federal Register's most connected rule amend, under what authority, "
                + "in which docket?", rule, Map.of(
                "cfr_amended", new String[] {"out", "amends|proposes_to_amend", "cfr:"},
                "authority", new String[] {"out", "authority"},
                "dockets", new String[] {"in", "includes"}));
    }

    /**
     * Beside the ten: a committee takes four calls (fetch, list_committee_members, list_records bills,
     * list_records hearings); its dossier carries the same.
     */
    @Test
    void committeeWaysAndMeans() {
        String question = "Who sits on Ways and Means, what was referred to it, what it held";
        int calls = 2;
        services.records.fetch("HSWM", TextWindow.WHOLE);
        CommitteeMembers roster = services.committees.members("HSWM", null);
        List<String> referred = new ArrayList<>();
        String cursor = null;
        do {
            RecordList page = services.lists.list(new ListQuery("bills", Map.of("committee", "HSWM"), 50, cursor, null,
                    null, null, null), PageParams.rest(50, cursor));
            calls++;
            page.results().forEach(r -> referred.add((String) r.get("id")));
            cursor = page.nextCursor();
        } while (cursor != null);
        RecordList hearings = services.lists.list(new ListQuery("hearings", Map.of("committee", "HSWM"), 50, null,
                null, null, null, null), PageParams.rest(50, null));
        calls++;
        Dossier d = answer(question, "HSWM", calls);
        CommitteeMembers shown = (CommitteeMembers) section(d, "members").data();
        assertThat(shown.members()).isEqualTo(roster.members().subList(0, Math.min(roster.members().size(),
                Depth.STANDARD.items())));
        assertThat(section(d, "members").total()).isEqualTo(roster.members().size());
        assertThat(section(d, "bills_referred").total()).isEqualTo(referred.size()).isPositive();
        assertThat(referred).containsAll(ids(section(d, "bills_referred")));
        assertThat(hearings.hasMore()).isFalse();
        assertThat(section(d, "hearings").total()).isEqualTo(hearings.count());
        assertThat(hearings.results().stream().map(r -> (String) r.get("id")).toList())
                .containsAll(ids(section(d, "hearings")));
    }
}
