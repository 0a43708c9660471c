package dev.josh.server.sources;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.ListQuery;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.JoinPage;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.bills.BillAction;
import dev.josh.server.sources.bills.BillRecord;
import dev.josh.server.sources.bills.BillRelated;
import dev.josh.server.sources.bills.BillText;
import dev.josh.server.sources.bills.Cosponsor;
import dev.josh.server.sources.bills.LegislatorBill;
import dev.josh.server.sources.cfr.CfrSectionRecord;
import dev.josh.server.sources.cbo.CboCostEstimateRecord;
import dev.josh.server.sources.dockets.DocketRecord;
import dev.josh.server.sources.topics.TopicRecord;
import dev.josh.server.sources.committeereports.CommitteeReportRecord;
import dev.josh.server.sources.committees.CommitteeMembers;
import dev.josh.server.sources.committees.CommitteeRecord;
import dev.josh.server.sources.congressionalrecord.CongressionalRecordDocument;
import dev.josh.server.sources.crs.CrsReportRecord;
import dev.josh.server.sources.federalregister.FrDocumentRecord;
import dev.josh.server.sources.gao.GaoReportRecord;
import dev.josh.server.sources.hearings.MeetingRecord;
import dev.josh.server.sources.laws.LawRecord;
import dev.josh.server.sources.lda.LdaFilingRecord;
import dev.josh.server.sources.lda.LobbyingEntities;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.LegislatorRecord;
import dev.josh.server.sources.sap.SapRecord;
import dev.josh.server.sources.uscode.UsCodeSectionRecord;
import dev.josh.server.sources.votes.MemberVote;
import dev.josh.server.sources.votes.VoteRecord;
import dev.josh.server.sources.votes.VoteRecords;
import dev.josh.server.support.CorpusFacts;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Flow 1 over a database the real ingest built from real corpus files: typed records, joins and
 * their paging, related records, lobbying names. Expected values are read from the corpus files.
 */
class Flow1RecordsTest {

    static final String IIJA = "hr:117:3684";
    static final CorpusFacts.Xml IIJA_STATUS = CorpusFacts.billStatus("hr3684");
    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());

    /** An id a response carried: fetchable when loaded, else a not_found that is not an invalid id. */
    static void assertRoundTrips(String id, boolean inDatabase) {
        assertThat(PublicId.tryParse(id)).as(id).isPresent();
        if (inDatabase) {
            assertThat(services.records.fetch(id, TextWindow.of(0, 10)).id()).isEqualTo(id);
        } else {
            assertThat(error(() -> services.records.fetch(id, TextWindow.of(0, 10))).code()).as(id)
                    .isEqualTo(ErrorCode.NOT_FOUND);
        }
    }

    @Test
    void aBillCarriesItsBillstatusFacts() {
        BillRecord bill = (BillRecord) services.records.fetch("bills", IIJA, TextWindow.of(0, 500));
        assertThat(bill.type()).isEqualTo("bill");
        assertThat(bill.sponsor().id()).isEqualTo(IIJA_STATUS.text("//bill/sponsors/item/bioguideId"));
        assertThat(bill.sponsor().inDatabase()).isTrue();
        assertThat(bill.cosponsors().total()).isEqualTo(IIJA_STATUS.count("//bill/cosponsors/item"));
        assertThat(bill.cosponsors().original())
                .isEqualTo(IIJA_STATUS.count("//bill/cosponsors/item[isOriginalCosponsor='True']"));
        assertThat(bill.policyArea()).isEqualTo(IIJA_STATUS.text("//bill/policyArea/name"));
        assertThat(bill.subjects()).hasSize(IIJA_STATUS.count("//bill/subjects/legislativeSubjects/item"));
        assertThat(bill.latestAction().date()).isEqualTo(IIJA_STATUS.text("//bill/latestAction/actionDate"));
        assertThat(bill.latestAction().text()).isEqualTo(IIJA_STATUS.text("//bill/latestAction/text"));
        String lawNumber = IIJA_STATUS.text("//bill/laws/item/number");
        assertThat(bill.laws()).singleElement().satisfies(law -> {
            assertThat(law.lawNumber()).isEqualTo(lawNumber);
            assertThat(law.id()).isEqualTo("pl:" + lawNumber.replace('-', ':'));
            assertRoundTrips(law.id(), law.inDatabase());
        });
        assertThat(bill.textVersions()).hasSize(IIJA_STATUS.count("//bill/textVersions/item"));
        assertThat(bill.textVersions()).noneMatch(BillText.Version::textLoaded);
        assertThat(bill.committees()).isNotEmpty().allSatisfy(c -> {
            if (c.id() != null) {
                assertRoundTrips(c.id(), c.inDatabase());
            }
        });
        assertThat(bill.paths().cosponsors()).isEqualTo("/v1/bills/hr:117:3684/cosponsors");
        assertThat(bill.bodyMarkdown()).hasSize(500);
        assertThat(bill.body().nextOffset()).isEqualTo(500);
        assertThat(bill.citation().citationString()).isNotBlank();
        assertRoundTrips(bill.sponsor().id(), true);
    }

    @Test
    void cosponsorsPageInBillstatusOrderAndCursorsAreChecked() {
        List<String> expected = IIJA_STATUS.texts("//bill/cosponsors/item/bioguideId");
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            JoinPage<Cosponsor> page = services.billJoins.cosponsors(IIJA, PageParams.rest(2, cursor));
            assertThat(page.total()).isEqualTo(expected.size());
            assertThat(page.parent().citation().citationString()).isNotBlank();
            page.results().forEach(c -> seen.add(c.bioguideId()));
            assertThat(page.hasMore()).isEqualTo(page.nextCursor() != null);
            cursor = page.nextCursor();
            pages++;
        } while (cursor != null);
        assertThat(seen).isEqualTo(expected);
        assertThat(pages).isEqualTo((expected.size() + 1) / 2);

        String first = services.billJoins.cosponsors(IIJA, PageParams.rest(2, null)).nextCursor();
        ApiException tampered = error(() -> services.billJoins.cosponsors(IIJA,
                PageParams.rest(2, first.substring(0, first.length() - 2) + "AA")));
        assertThat(tampered.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(tampered.hint()).containsEntry("parameter", "cursor").containsKey("try");
        assertThat(error(() -> services.billJoins.actions(IIJA, PageParams.rest(2, first))).getMessage())
                .contains("another list");
        assertThat(error(() -> services.billJoins.cosponsors(IIJA, PageParams.rest(2, "not a cursor"))).code())
                .isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(error(() -> services.billJoins.cosponsors(IIJA, PageParams.rest(201, null))).code())
                .isEqualTo(ErrorCode.INVALID_PARAMETER);
    }

    @Test
    void actionsPageThroughAllOfThemNewestFirst() {
        List<String> texts = IIJA_STATUS.texts("//bill/actions/item/text");
        List<BillAction> all = new ArrayList<>();
        String cursor = null;
        do {
            JoinPage<BillAction> page = services.billJoins.actions(IIJA, PageParams.rest(50, cursor));
            assertThat(page.total()).isEqualTo(texts.size());
            all.addAll(page.results());
            cursor = page.nextCursor();
        } while (cursor != null);
        assertThat(all).extracting(BillAction::text).isEqualTo(texts);
        assertThat(all.getFirst().date()).isEqualTo(IIJA_STATUS.text("//bill/actions/item[1]/actionDate"));
        List<Link> recorded = all.stream().flatMap(a -> a.recordedVotes().stream()).toList();
        assertThat(recorded).hasSize(IIJA_STATUS.count("//bill/actions/item/recordedVotes/recordedVote"));
        recorded.forEach(v -> assertRoundTrips(v.id(), v.inDatabase()));
    }

    @Test
    void aVersionsTextReadsInWindowsAndAbsentTextIsSaid() {
        BillText none = services.billTexts.text(IIJA, null, TextWindow.of(0, 100));
        assertThat(none.text()).isNull();
        assertThat(none.note()).contains("not loaded");
        assertThat(none.versions()).isNotEmpty().allSatisfy(v -> assertThat(v.url()).startsWith("http"));

        BillText whole = services.billTexts.text("hjres:116:37", "RH", TextWindow.WHOLE);
        assertThat(whole.versions()).filteredOn(BillText.Version::textLoaded)
                .extracting(BillText.Version::versionCode).containsExactlyInAnyOrder("RH", "RFS");
        String full = whole.text().markdown();
        StringBuilder read = new StringBuilder();
        Integer offset = 0;
        while (offset != null) {
            BillText part = services.billTexts.text("hjres:116:37", "rh", TextWindow.of(offset, 1000));
            read.append(part.text().markdown());
            offset = part.text().window().nextOffset();
        }
        assertThat(read.toString()).isEqualTo(full);
        assertThat(whole.text().citation().citationString()).isNotBlank();

        ApiException listedOnly = error(() -> services.billTexts.text(IIJA, "ENR", TextWindow.WHOLE));
        assertThat(listedOnly.code()).isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(listedOnly.hint()).containsEntry("reason", "listed_not_loaded");
        assertThat(error(() -> TextWindow.bounded(0, 500_000, 20_000, 100_000, "offset", "length")).hint())
                .containsEntry("parameter", "length");
    }

    @Test
    void relatedRecordsComeFromTheDataLinks() {
        BillRelated related = services.billRelations.related(IIJA);
        List<String> saps = CorpusFacts.fileNames("statements-of-administration-policy").stream()
                .filter(n -> n.endsWith("_hr3684.pdf"))
                .map(n -> "sap:" + n.substring(0, 10) + ":" + IIJA).toList();
        assertThat(saps).isNotEmpty();
        assertThat(related.statementsOfAdministrationPolicy()).extracting(Link::id).containsExactlyInAnyOrderElementsOf(saps);
        long voteFiles = CorpusFacts.voteFiles().stream().filter(v -> v.path("bill").path("type").asString("").equals("hr")
                && v.path("bill").path("number").asInt() == 3684 && v.path("congress").asInt() == 117).count();
        List<Link> loadedVotes = related.votes().stream().filter(Link::inDatabase).toList();
        assertThat(loadedVotes).hasSize((int) voteFiles);
        loadedVotes.forEach(v -> assertThat(services.votes.vote(v.id(), VoteRecords.MemberFilter.ALL, false)
                .bill().id()).isEqualTo(IIJA));
        assertThat(related.relatedBills()).hasSize(IIJA_STATUS.count("//bill/relatedBills/item"));
        assertThat(related.laws()).extracting(BillRecord.LawLink::id).containsExactly("pl:117:58");
        assertThat(related.usCodeScanned()).isNull();
        Stream.of(related.statementsOfAdministrationPolicy(), related.votes(), related.committeeReports(),
                        related.hearings(), related.congressionalRecord())
                .flatMap(List::stream).forEach(l -> assertRoundTrips(l.id(), l.inDatabase()));
        related.relatedBills().forEach(b -> assertRoundTrips(b.id(), b.inDatabase()));

        BillRelated cites = services.billRelations.related("hr:119:6028");
        assertThat(cites.usCodeScanned()).isEqualTo("EH");
        assertThat(cites.usCodeCited()).extracting(Link::id).contains("usc:17:1201");
        assertThat(cites.usCodeCited()).filteredOn(l -> l.id().equals("usc:17:1201")).singleElement()
                .satisfies(l -> assertThat(l.inDatabase()).isTrue());
        cites.usCodeCited().forEach(l -> assertRoundTrips(l.id(), l.inDatabase()));
    }

    @Test
    void aVoteHasItsTalliesAndMemberPositions() {
        JsonNode file = CorpusFacts.voteFiles().stream()
                .filter(v -> v.path("congress").asInt() == 117 && v.path("chamber").asString().equals("h")
                        && v.path("number").asInt() == 144).findFirst().orElseThrow();
        VoteRecord vote = (VoteRecord) services.records.fetch("votes", "vote:117:h:1:144", TextWindow.WHOLE);
        assertThat(vote.question()).isEqualTo(file.path("question").asString());
        assertThat(vote.result()).isEqualTo(file.path("result").asString());
        assertThat(vote.tallies().yea()).isEqualTo(file.path("votes").path("Yea").size());
        assertThat(vote.tallies().nay()).isEqualTo(file.path("votes").path("Nay").size());
        int members = 0;
        for (JsonNode position : file.path("votes")) {
            members += position.size();
        }
        assertThat(vote.members()).hasSize(members);
        assertThat(vote.membersShown().total()).isEqualTo(members);
        assertThat(vote.bill().id()).isEqualTo("hr:117:2911");
        assertThat(vote.bill().inDatabase()).isTrue();
        int nayFromParty = vote.byParty().values().stream().mapToInt(p -> p.getOrDefault("Nay", 0)).sum();
        assertThat(nayFromParty).isEqualTo(vote.tallies().nay());

        VoteRecord nays = services.votes.vote("vote:117:h:1:144", VoteRecords.MemberFilter.of("nay", null, null), true);
        List<String> expectedNays = new ArrayList<>();
        file.path("votes").path("Nay").forEach(m -> expectedNays.add(m.path("id").asString()));
        assertThat(nays.members()).extracting(VoteRecord.MemberPosition::bioguideId)
                .containsExactlyInAnyOrderElementsOf(expectedNays);
        VoteRecord counts = services.votes.vote("vote:117:h:1:144", VoteRecords.MemberFilter.ALL, false);
        assertThat(counts.members()).isEmpty();
        assertThat(counts.membersShown().note()).contains("position");
        assertThat(error(() -> services.records.fetch("votes", IIJA, TextWindow.WHOLE)).code())
                .isEqualTo(ErrorCode.WRONG_RESOURCE);
    }

    @Test
    void aLegislatorsVotesAndBills() {
        String member = "B001296";
        long castInFiles = CorpusFacts.voteFiles().stream().filter(v -> {
            for (JsonNode position : v.path("votes")) {
                for (JsonNode m : position) {
                    if (m.path("id").asString("").equals(member)) {
                        return true;
                    }
                }
            }
            return false;
        }).count();
        JoinPage<MemberVote> votes = services.votes.legislatorVotes(member, null, null, null, PageParams.rest(200, null));
        assertThat(votes.total()).isEqualTo(castInFiles);
        assertThat(votes.results()).extracting(MemberVote::voteId).contains("vote:117:h:1:144");
        assertThat(votes.results()).isSortedAccordingTo((a, b) -> b.date().compareTo(a.date()));
        votes.results().forEach(v -> {
            assertRoundTrips(v.voteId(), true);
            if (v.billId() != null) {
                assertRoundTrips(v.billId(), v.billInDatabase());
            }
        });
        assertThat(services.votes.legislatorVotes(member, 117, "h", "Nay", PageParams.rest(50, null)).results())
                .allSatisfy(v -> assertThat(v.position()).isEqualTo("Nay")).extracting(MemberVote::voteId)
                .contains("vote:117:h:1:144");
        assertThat(error(() -> services.votes.legislatorVotes(member, null, "upper", null, PageParams.rest(5, null)))
                .hint()).containsEntry("parameter", "chamber");

        String sponsor = IIJA_STATUS.text("//bill/sponsors/item/bioguideId");
        assertThat(services.billJoins.legislatorBills(sponsor, "sponsor", 117, PageParams.rest(50, null)).results())
                .extracting(LegislatorBill::id).contains(IIJA);
        String cosponsor = IIJA_STATUS.text("//bill/cosponsors/item[1]/bioguideId");
        JoinPage<LegislatorBill> cosponsored = services.billJoins.legislatorBills(cosponsor, "cosponsor", null,
                PageParams.rest(50, null));
        assertThat(cosponsored.results()).filteredOn(b -> b.id().equals(IIJA)).singleElement().satisfies(b -> {
            assertThat(b.role()).isEqualTo("cosponsor");
            assertThat(b.joined()).isEqualTo(IIJA_STATUS.text("//bill/cosponsors/item[1]/sponsorshipDate"));
        });
        assertThat(error(() -> services.billJoins.legislatorBills(cosponsor, "author", null, PageParams.rest(5, null)))
                .code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(error(() -> services.billJoins.legislatorBills("Z999999", null, null, PageParams.rest(5, null))).hint())
                .containsEntry("reason", "not_in_database");
    }

    @Test
    void everyResourceComesBackAsItsTypedRecord() {
        Map<String, Class<? extends PublicRecord>> types = Map.ofEntries(
                Map.entry("bills", BillRecord.class), Map.entry("roll-call-votes", VoteRecord.class),
                Map.entry("public-laws", LawRecord.class), Map.entry("ecfr-and-cfr", CfrSectionRecord.class),
                Map.entry("federal-register", FrDocumentRecord.class), Map.entry("crs-reports", CrsReportRecord.class),
                Map.entry("gao-reports", GaoReportRecord.class),
                Map.entry("committee-reports", CommitteeReportRecord.class),
                Map.entry("cbo-cost-estimates", CboCostEstimateRecord.class),
                Map.entry("regulations-dot-gov-dockets", DocketRecord.class),
                Map.entry("topic-taxonomy", TopicRecord.class),
                Map.entry("congressional-record", CongressionalRecordDocument.class),
                Map.entry("statements-of-administration-policy", SapRecord.class),
                Map.entry("hearings", MeetingRecord.class), Map.entry("lda-filings", LdaFilingRecord.class),
                Map.entry("us-code", UsCodeSectionRecord.class), Map.entry("legislators", LegislatorRecord.class),
                Map.entry("committees", CommitteeRecord.class));
        types.forEach((resource, type) -> {
            var page = services.lists.list(new ListQuery(resource, Map.of(), 3, null, null, null, null, null),
                    PageParams.rest(3, null));
            assertThat(page.results()).as(resource).isNotEmpty();
            for (Map<String, Object> row : page.results()) {
                String id = (String) row.get("id");
                PublicRecord record = services.records.fetch(resource, id, TextWindow.of(0, 100));
                assertThat(record).as(id).isInstanceOf(type);
                assertThat(record.id()).isEqualTo(id);
                assertThat(record.citation().citationString()).as(id).isNotBlank();
                assertThat(services.records.fetch(id, TextWindow.of(0, 100)).id()).isEqualTo(id);
            }
        });
    }

    @Test
    void documentRecordsCarryTheirFilesFields() {
        CorpusFacts.Xml status = CorpusFacts.xml("plaw-uslm/115publ9-uslm.xml");
        LawRecord law = (LawRecord) services.records.fetch("public-laws", "pl:115:9", TextWindow.of(0, 100));
        assertThat(law.kind()).isEqualTo("public-law");
        assertThat(law.statutesAtLarge()).contains(status.text("//*[local-name()='citableAs'][contains(., 'Stat.')]")
                .replaceAll("\\s+", " ").replaceAll(".*?(\\d+ Stat\\. \\d+).*", "$1"));

        FrDocumentRecord fr = (FrDocumentRecord) services.records.fetch("fr:2016-08717", TextWindow.of(0, 100));
        assertThat(fr.documentType()).isEqualTo("rule");
        assertThat(fr.frCitation()).startsWith("81 FR ");
        assertThat(fr.cfrReferences()).isNotEmpty().allSatisfy(r -> assertThat(r.reference()).contains("CFR"));

        SapRecord sap = (SapRecord) services.records.fetch("sap:2021-06-28:hr:117:3684", TextWindow.of(0, 100));
        assertThat(sap.bills()).extracting(Link::id).containsExactly(IIJA);
        assertThat(sap.bills().getFirst().inDatabase()).isTrue();

        CorpusFacts.Xml lda = CorpusFacts.xml("lobbying-lda/2007_4_10_2.xml");
        String uuid = lda.text("//Filing[1]/@ID");
        LdaFilingRecord filing = (LdaFilingRecord) services.records.fetch("lda:" + uuid.toLowerCase(), TextWindow.WHOLE);
        assertThat(filing.registrant().name()).isEqualTo(lda.text("//Filing[1]/Registrant/@RegistrantName"));
        assertThat(filing.client().name()).isEqualTo(lda.text("//Filing[1]/Client/@ClientName"));
        assertThat(filing.issues()).hasSize(lda.count("//Filing[1]/Issues/Issue"));
        assertThat(filing.governmentEntities()).hasSize(lda.count("//Filing[1]/GovernmentEntities/GovernmentEntity"));
        assertThat(filing.lobbyists()).extracting(LdaFilingRecord.Lobbyist::name)
                .containsExactlyElementsOf(lda.texts("//Filing[1]/Lobbyists/Lobbyist/@LobbyistName"));

        CorpusFacts.Xml hearing = CorpusFacts.xml("hearings/house-committee-meeting-xml/sample_hearing.xml");
        String meetingId = "meeting:h:" + hearing.text("/committee-meeting/@meeting-id").replaceAll("\\D", "");
        MeetingRecord meeting = (MeetingRecord) services.records.fetch("hearings", meetingId, TextWindow.WHOLE);
        assertThat(meeting.bills()).isNotEmpty().allSatisfy(b -> assertRoundTrips(b.id(), b.inDatabase()));
        assertThat(meeting.committee().inDatabase()).isTrue();
    }

    @Test
    void lobbyingNamesResolveDespiteTypos() {
        CorpusFacts.Xml lda = CorpusFacts.xml("lobbying-lda/2007_4_10_2.xml");
        String registrantId = lda.text("//Filing[1]/Registrant/@RegistrantID");
        LobbyingEntities registrants = services.lobbying.named(LobbyingNames.Kind.REGISTRANT, "Chernikof and Co", 5);
        assertThat(registrants.results()).first().satisfies(m -> {
            assertThat(m.senateId()).isEqualTo(registrantId);
            assertThat(m.filings()).isEqualTo(lda.count("//Filing[Registrant/@RegistrantID='" + registrantId + "']"));
            assertThat(m.filingsPath()).isEqualTo("/v1/lda-filings?registrant_id=" + registrantId);
            assertRoundTrips(m.latestFiling(), true);
            assertThat(m.citation().citationString()).isNotBlank();
        });
        LobbyingEntities clients = services.lobbying.named(LobbyingNames.Kind.CLIENT, "national musem women arts", 5);
        assertThat(clients.results()).first().extracting(LobbyingEntities.Match::senateId)
                .isEqualTo(lda.text("//Filing[1]/Client/@ClientID"));
        assertThat(services.lobbying.named(LobbyingNames.Kind.CLIENT, "zzzz qqqq", 5).results()).isEmpty();
        assertThat(error(() -> services.lobbying.named(LobbyingNames.Kind.CLIENT, " ", 5)).code())
                .isEqualTo(ErrorCode.INVALID_PARAMETER);
    }

    @Test
    void aRosterOfAnotherCongressIsNotCoveredRatherThanEmpty() {
        CommitteeMembers current = services.committees.members("HSWM", null);
        assertThat(current.members()).isNotEmpty();
        assertThat(current.note()).isNull();
        CommitteeMembers older = services.committees.members("HSWM", 118);
        assertThat(older.members()).isEmpty();
        assertThat(older.rostersOnFile()).containsExactly(current.congress());
        assertThat(older.note()).startsWith("not covered").contains("118");
        current.members().stream().map(CommitteeMembers.Member::bioguideId).filter(Objects::nonNull)
                .limit(5).forEach(id -> assertRoundTrips(id, true));
    }
}
