package dev.josh.server.sources;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.NameMatches;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.committees.CommitteeMembers;
import dev.josh.server.sources.committees.CommitteeRecord;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.legislators.LegislatorRecord;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.sources.uscode.UsCodeSectionRecord;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordSourcesTest {

    @TempDir
    static Path dir;
    static Flow1Services services;
    static RecordSources records;
    static Legislators legislators;
    static Committees committees;

    @BeforeAll
    static void database() {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.sections(db);
        Fixtures.people(db);
        services = new Flow1Services(db.path());
        records = services.records;
        legislators = services.legislators;
        committees = services.committees;
    }

    @AfterAll
    static void close() {
        services.close();
    }

    @Test
    void aSectionCarriesItsBodyPathNotesAndCitation() {
        PublicRecord r = records.fetch("us-code", Fixtures.COPYRIGHT_SUBJECT, TextWindow.WHOLE);
        assertThat(r).isInstanceOfSatisfying(UsCodeSectionRecord.class, s -> {
            assertThat(s.type()).isEqualTo("us_code_section");
            assertThat(s.title()).startsWith("17 U.S.C. § 102");
            assertThat(s.headingPath()).containsExactly("Title 17", "§ 102. Subject matter of copyright: In general");
            assertThat(s.bodyMarkdown()).startsWith("Copyright protection subsists").contains("In no case");
            assertThat(s.body().nextOffset()).isNull();
            assertThat(s.notes()).isEqualTo("Notes of usc:17:102");
            assertThat(s.citation().citationString()).isEqualTo("17 U.S.C. § 102");
            assertThat(s.citation().url()).startsWith("https://");
            assertThat(s.citation().publishedAt()).isEqualTo("2022-01-06");
        });
    }

    @Test
    void longBodiesComeInWindowsThatSayWhereTheNextStarts() {
        UsCodeSectionRecord first = (UsCodeSectionRecord) records.fetch(Fixtures.COPYRIGHT_SUBJECT, TextWindow.of(0, 50));
        assertThat(first.bodyMarkdown()).hasSize(50);
        assertThat(first.body().nextOffset()).isEqualTo(50);
        UsCodeSectionRecord rest = (UsCodeSectionRecord) records.fetch(Fixtures.COPYRIGHT_SUBJECT,
                TextWindow.of(first.body().nextOffset(), 100_000));
        assertThat(first.bodyMarkdown() + rest.bodyMarkdown()).isEqualTo(
                ((UsCodeSectionRecord) records.fetch(Fixtures.COPYRIGHT_SUBJECT, TextWindow.WHOLE)).bodyMarkdown());
        assertThat(rest.body().nextOffset()).isNull();
        assertThat(error(() -> TextWindow.of(-1, null)).code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
    }

    @Test
    void aLegislatorComesWithTermsSeatsAndParsedIds() {
        LegislatorRecord r = (LegislatorRecord) records.fetch("J000020", TextWindow.WHOLE);
        assertThat(r.name()).isEqualTo("Jason Smith");
        assertThat(r.terms()).hasSize(2);
        assertThat(r.terms().get(1).startDate()).isEqualTo("2023-01-03");
        assertThat(r.committees()).singleElement().satisfies(seat -> {
            assertThat(seat.committeeId()).isEqualTo("HSWM");
            assertThat(seat.role()).isEqualTo("Chairman");
            assertThat(seat.side()).isEqualTo("majority");
        });
        assertThat(r.otherIds()).containsEntry("govtrack", 4242);
        assertThat(r.citation().citationString()).contains("J000020");
    }

    @Test
    void committeesLinkParentsAndSubcommittees() {
        CommitteeRecord full = (CommitteeRecord) records.fetch("committees", "HSWM", TextWindow.WHOLE);
        assertThat(full.subcommittees()).extracting(CommitteeRecord.CommitteeRef::id).containsExactly("HSWM01");
        assertThat(full.parent()).isNull();
        assertThat(full.membersPath()).isEqualTo("/v1/committees/HSWM/members");
        CommitteeRecord sub = (CommitteeRecord) records.fetch("HSWM01", TextWindow.WHOLE);
        assertThat(sub.parent()).isEqualTo(new CommitteeRecord.CommitteeRef("HSWM", "Committee on Ways and Means"));
    }

    @Test
    void membersAreMajorityFirstByRankJoinedToLegislators() {
        CommitteeMembers m = committees.members("HSWM", null);
        assertThat(m.congress()).isEqualTo(119);
        assertThat(m.members()).extracting(CommitteeMembers.Member::bioguideId)
                .containsExactly("J000020", "S000250", "N000015", "Z999999");
        CommitteeMembers.Member chair = m.members().get(0);
        assertThat(chair.name()).isEqualTo("Jason Smith");
        assertThat(chair.role()).isEqualTo("Chairman");
        assertThat(chair.party()).isEqualTo("Republican");
        assertThat(chair.side()).isEqualTo("majority");
        assertThat(chair.citation().citationString()).contains("committee-membership");
        assertThat(m.members().get(1).role()).isEqualTo("Member");
        CommitteeMembers.Member unknown = m.members().get(3);
        assertThat(unknown.legislatorFound()).isFalse();
        assertThat(unknown.name()).isEqualTo("Listed Z999999");
        CommitteeMembers other = committees.members("HSWM", 118);
        assertThat(other.members()).isEmpty();
        assertThat(other.rostersOnFile()).containsExactly(119);
        assertThat(other.note()).startsWith("not covered");
        assertThat(m.note()).isNull();
    }

    @Test
    void anIdOfAnotherTypeIsAWrongResourceNamingTheRightPath() {
        ApiException e = error(() -> records.fetch("legislators", Fixtures.COPYRIGHT_SUBJECT, TextWindow.WHOLE));
        assertThat(e.code()).isEqualTo(ErrorCode.WRONG_RESOURCE);
        assertThat(e.hint()).containsEntry("resource", "us-code")
                .containsEntry("path", "/v1/us-code/usc:17:102");
        assertThat(error(() -> committees.members("S000250", null)).code()).isEqualTo(ErrorCode.WRONG_RESOURCE);
    }

    @Test
    void textThatIsNoIdIsAnInvalidIdWithExamples() {
        ApiException e = error(() -> records.fetch("us-code", "17-usc-102", TextWindow.WHOLE));
        assertThat(e.code()).isEqualTo(ErrorCode.INVALID_ID);
        assertThat(e.hint().get("expected")).isEqualTo("us-code ids look like usc:17:102");
        @SuppressWarnings("unchecked")
        Map<String, String> examples = (Map<String, String>) e.hint().get("examples");
        assertThat(examples).containsEntry("legislators", "S000033").containsEntry("bills", "hr:119:103");
    }

    @Test
    void unknownRecordsAndUncoveredSourcesAreDifferentNotFounds() {
        ApiException missing = error(() -> records.fetch("usc:17:999", TextWindow.WHOLE));
        assertThat(missing.code()).isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(missing.hint()).containsEntry("reason", "not_in_database");
        // The bills table exists but nothing was ingested into it: the bill is not covered, not known to be absent.
        ApiException absentBill = error(() -> records.fetch("hr:119:103", TextWindow.WHOLE));
        assertThat(absentBill.code()).isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(absentBill.hint()).containsEntry("reason", "not_covered");
        assertThat(absentBill.getMessage()).contains("bills").contains("empty");
        assertThat(error(() -> records.fetch("nonsense", "x", TextWindow.WHOLE)).code()).isEqualTo(ErrorCode.NOT_FOUND);
    }

    @Test
    void namesResolveToRegistryIds() {
        NameMatches smith = legislators.legislatorsNamed("jason smith", null, null, 10);
        assertThat(smith.results()).singleElement().satisfies(m -> {
            assertThat(m.id()).isEqualTo("J000020");
            assertThat(m.detail()).isEqualTo("Republican, MO, house");
        });
        assertThat(committees.committeesNamed("ways means", 10).results())
                .extracting(NameMatches.Match::id).containsExactly("HSWM");
        assertThat(legislators.legislatorsNamed("100%_", null, null, 10).results()).isEmpty(); // wildcards are literal
        assertThat(error(() -> legislators.legislatorsNamed(" ", null, null, 10)).code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
    }

    @Test
    void aTypoStillResolvesAndFiltersNarrowTheCandidates() {
        NameMatches neal = legislators.legislatorsNamed("Richard Nael", null, null, 10);
        assertThat(neal.results()).first().satisfies(m -> {
            assertThat(m.id()).isEqualTo("N000015");
            assertThat(m.score()).isBetween(0.9, 0.999);
        });
        assertThat(legislators.legislatorsNamed("neal", "ma", true, 10).results())
                .extracting(NameMatches.Match::id).containsExactly("N000015");
        assertThat(legislators.legislatorsNamed("neal", "TX", null, 10).results()).isEmpty();
        assertThat(error(() -> legislators.legislatorsNamed("neal", "Massachusetts", null, 10)).code())
                .isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(committees.committeesNamed("Ways and Meens", 10).results()).first()
                .extracting(NameMatches.Match::id).isEqualTo("HSWM");
    }

    @Test
    void aResourceServesEveryIdTypeItHolds() {
        // public-laws holds laws (pl:) and statute compilations (comp:): neither is the wrong resource there
        assertThat(error(() -> records.fetch("public-laws", "comp:1656", TextWindow.WHOLE)).code())
                .isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(error(() -> records.fetch("public-laws", "pl:117:58", TextWindow.WHOLE)).code())
                .isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(error(() -> records.fetch("public-laws", Fixtures.FAIR_USE, TextWindow.WHOLE)).code())
                .isEqualTo(ErrorCode.WRONG_RESOURCE);
    }
}
