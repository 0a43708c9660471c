package dev.josh.server.context;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import dev.josh.server.sources.bills.BillContext;
import dev.josh.server.sources.legislators.LegislatorContext;
import dev.josh.server.sources.votes.VoteRecord;
import dev.josh.server.sources.votes.VoteRecords;
import dev.josh.server.sources.votes.VoteSummary;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** Dossiers over the flow-1 database: what each section says agrees with the joins it summarises. */
class ContextServiceTest {

    static final JsonMapper JSON = JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .build();

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final ContextService context = services.bean(ContextService.class);

    static DossierSection section(Dossier dossier, String name) {
        return dossier.sections().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aBillsDossierAgreesWithItsJoinsAndCitesWhatItShows() {
        Dossier d = context.context("hr:117:3684", null, null);
        assertThat(d.inDatabase()).isTrue();
        assertThat(d.citation().citationString()).isEqualTo("H.R. 3684, 117th Cong. (2021)");
        assertThat(d.depth()).isEqualTo(Depth.STANDARD);
        assertThat(d.sections()).extracting(DossierSection::name).startsWith("record", "cosponsors", "laws")
                .endsWith("links_out", "links_in").doesNotContain("hearings", "us_code_cited");

        DossierSection actions = section(d, "actions");
        long actionCount = services.billJoins.actions("hr:117:3684", PageParams.rest(200, null)).total();
        assertThat(actions.total()).isEqualTo(actionCount).isGreaterThan(Depth.STANDARD.items());
        assertThat(actions.status()).isEqualTo(SectionStatus.TRUNCATED);
        assertThat(actions.shown()).isEqualTo(Depth.STANDARD.items());

        DossierSection cosponsors = section(d, "cosponsors");
        BillContext.CosponsorSummary summary = (BillContext.CosponsorSummary) cosponsors.data();
        long current = services.billJoins.cosponsors("hr:117:3684", PageParams.rest(200, null)).results().stream()
                .filter(c -> c.withdrawnDate() == null).count();
        assertThat(summary.current()).isEqualTo(current).isPositive();
        assertThat(summary.byParty().stream().mapToInt(BillContext.PartyCount::cosponsors).sum()).isEqualTo(current);

        DossierSection votes = section(d, "votes");
        assertThat(votes.status()).isEqualTo(SectionStatus.OK);
        assertThat(votes.total()).isEqualTo(services.billRelations.related("hr:117:3684").votes().size()).isPositive();
        for (Object o : (List<?>) votes.data()) {
            if (o instanceof VoteSummary v) {
                VoteRecord full = services.votes.vote(v.id(), VoteRecords.MemberFilter.ALL, false);
                assertThat(v.tallies()).isEqualTo(full.tallies());
                int members = v.byParty().values().stream().flatMap(m -> m.values().stream()).mapToInt(i -> i).sum();
                assertThat(members).isEqualTo(full.membersShown().total());
                assertThat(votes.citations()).contains(full.citation());
            }
        }
        for (DossierSection s : d.sections()) {
            if (s.status() == SectionStatus.OK || s.status() == SectionStatus.TRUNCATED) {
                assertThat(s.citations()).as(s.name() + " cites what it shows").isNotEmpty()
                        .allSatisfy(c -> assertThat(c.citationString()).isNotBlank());
            }
            if (s.status() == SectionStatus.EMPTY) {
                assertThat(s.total()).isZero();
            }
        }
        assertThat(JSON.writeValueAsString(d).length()).isLessThan(Depth.STANDARD.boundChars());
        assertThat(d.statuses().values().stream().mapToInt(i -> i).sum()).isEqualTo(d.sections().size());
    }

    /**
     * 17 U.S.C. 107 as the real title 17 marks it up: its notes refer to sections 504 and 106A and
     * to Pub. L. 101-650 twice. The link summary names every section it counts, counts each record
     * once, and cites the section itself once (it is where the links were read).
     */
    @Test
    void aSectionsLinkSummaryNamesEveryRecordItCountsAndCitesEachOnce() throws IOException {
        String xml = Files.readString(Flow1Database.corpus().resolve("uscode/usc17.xml"));
        int start = xml.indexOf("identifier=\"/us/usc/t17/s107\"");
        String section = xml.substring(start, xml.indexOf("<section", start));
        Set<String> citedSections = new TreeSet<>();
        Matcher ref = Pattern.compile("<ref href=\"/us/usc/t17/s([0-9A-Za-z]+)\"").matcher(section);
        while (ref.find()) {
            citedSections.add("usc:17:" + ref.group(1));
        }
        assertThat(citedSections).as("the USLM's own references").containsExactlyInAnyOrder("usc:17:504", "usc:17:106A");

        DossierSection out = section(context.context("usc:17:107", null, null), "links_out");
        JsonNode groups = JSON.valueToTree(out.data());
        JsonNode sections = null;
        for (JsonNode g : groups) {
            assertThat(g.get("ids").size()).as(g.toString()).isEqualTo(g.get("records").asInt());
            if (g.get("relation").asString().equals("cites") && g.get("source").asString().equals("us-code")) {
                sections = g;
            }
        }
        assertThat(sections).isNotNull();
        assertThat(sections.get("ids").valueStream().map(JsonNode::asString).toList())
                .containsExactlyInAnyOrderElementsOf(citedSections).doesNotContain("usc:17:107");
        assertThat(out.citations()).extracting(Citation::citationString)
                .containsExactlyInAnyOrder("17 U.S.C. § 107", "17 U.S.C. § 504", "17 U.S.C. § 106A");
    }

    @Test
    void depthBoundsSectionsAndSizeAndSectionsNamesPickSome() {
        Dossier minimal = context.context("hr:117:3684", "minimal", null);
        assertThat(minimal.sections()).extracting(DossierSection::name)
                .containsExactly("record", "cosponsors", "laws", "links_out", "links_in");
        assertThat(JSON.writeValueAsString(minimal).length()).isLessThan(Depth.MINIMAL.boundChars());
        Dossier deep = context.context("hr:117:3684", "deep", null);
        assertThat(deep.sections()).extracting(DossierSection::name).contains("hearings", "us_code_cited");
        assertThat(section(deep, "actions").shown()).isEqualTo(Depth.DEEP.items());

        Dossier picked = context.context("hr:117:3684", "minimal", "votes, actions");
        assertThat(picked.sections()).extracting(DossierSection::name).containsExactly("actions", "votes");
        assertThat(error(() -> context.context("hr:117:3684", null, "votes,members")).hint())
                .containsEntry("parameter", "sections").extractingByKey("valid_values").asList().contains("votes")
                .doesNotContain("members");
        assertThat(error(() -> context.context("hr:117:3684", "huge", null)).hint())
                .containsEntry("valid_values", List.of("minimal", "standard", "deep"));
        assertThat(error(() -> context.context("hr:117:99999", null, null)).code()).isEqualTo(ErrorCode.NOT_FOUND);
    }

    @Test
    void aLegislatorsPartyLineVotingCountsEveryYeaAndNay() throws SQLException {
        String member = "B001296";
        Dossier d = context.context(member, null, null);
        LegislatorContext.PartyLine line = (LegislatorContext.PartyLine) section(d, "party_line_voting").data();
        long cast;
        try (Connection conn = services.pool.getConnection()) {
            cast = Queries.count(conn, "SELECT count(*) FROM roll_call_member_votes WHERE bioguide_id = ? "
                    + "AND position IN ('Yea', 'Aye', 'Nay', 'No')", member);
        }
        assertThat(line.votesCast()).isEqualTo(cast).isPositive();
        assertThat(line.withParty() + line.partyTied()).isLessThanOrEqualTo(line.votesCast());
        assertThat(line.withPartyShare()).isBetween(0.0, 1.0);
        assertThat(section(d, "record").status()).isEqualTo(SectionStatus.OK);
    }

    /**
     * Every status forced in one dossier: real sections give ok, truncated and empty; a section of a
     * source this database lacks is not covered, one that outlives its budget times out, one that
     * throws fails; and the other sections come back whole either way.
     */
    @Test
    void eachSectionFailsOnItsOwnAndSaysHow() {
        Set<IdType> bill = Set.of(IdType.BILL);
        DossierSections forced = () -> List.of(
                DeclaredSection.of("slow", "sleeps past its budget", bill, Depth.MINIMAL, List.of(), r -> {
                    try {
                        Thread.sleep(5_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return SectionContent.single("late", List.of());
                }),
                DeclaredSection.of("elsewhere", "reads a source that is not loaded", bill, Depth.MINIMAL,
                        List.of("no-such-source"), r -> SectionContent.single("never read", List.of())),
                DeclaredSection.of("broken", "throws", bill, Depth.MINIMAL, List.of(), r -> {
                    throw new SQLException("no such table: missing");
                }));
        List<DossierSections> contributors = new ArrayList<>(services.beans(DossierSections.class));
        contributors.add(forced);
        ContextService withForced = new ContextService(services.pool, services.bean(Links.class),
                services.bean(Coverage.class), contributors, Duration.ofMillis(400));
        try {
            Dossier d = withForced.context("hr:117:3684", "standard", null);
            Map<String, SectionStatus> statuses = d.sections().stream()
                    .collect(Collectors.toMap(DossierSection::name, DossierSection::status));
            assertThat(statuses).containsEntry("slow", SectionStatus.TIMED_OUT)
                    .containsEntry("elsewhere", SectionStatus.NOT_COVERED)
                    .containsEntry("broken", SectionStatus.FAILED)
                    .containsEntry("votes", SectionStatus.OK)
                    .containsEntry("actions", SectionStatus.TRUNCATED)
                    .containsEntry("committee_reports", SectionStatus.EMPTY);
            assertThat(section(d, "slow").note()).contains("sections=slow");
            assertThat(section(d, "elsewhere").note()).contains("no-such-source");
            assertThat(d.statuses()).containsKeys("ok", "truncated", "empty", "not_covered", "timed_out", "failed");
            assertThat(section(d, "votes").data()).isEqualTo(section(context.context("hr:117:3684", null, "votes"),
                    "votes").data());
        } finally {
            withForced.close();
        }
    }

    @Test
    void aDossierOverItsBoundDropsItsLargestSectionsFirst() {
        String big = "x".repeat(9_000);
        List<DossierSection> built = List.of(
                new DossierSection("small", SectionStatus.OK, null, 1, 1, 0, null, "tiny"),
                new DossierSection("large", SectionStatus.OK, null, 1, 1, 0, null, big),
                new DossierSection("larger", SectionStatus.OK, null, 1, 1, 0, null, big + big));
        List<DossierSection> cut = ContextService.bounded(built, Depth.MINIMAL);
        assertThat(cut).extracting(DossierSection::status)
                .containsExactly(SectionStatus.OK, SectionStatus.OK, SectionStatus.TRUNCATED);
        assertThat(cut.get(2).note()).contains("sections=larger");
        assertThat(cut.stream().mapToInt(s -> JSON.writeValueAsString(s).length()).sum())
                .isLessThan(Depth.MINIMAL.boundChars());
    }
}
