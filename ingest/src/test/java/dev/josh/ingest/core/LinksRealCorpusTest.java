package dev.josh.ingest.core;

import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestedCorpus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The link table as the ingest of laws, committee reports and a title of the Code from the real corpus fills it. */
@Tag("slow")
class LinksRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("public-laws", "committee-reports", "cbo-cost-estimates",
            "statements-of-administration-policy", "roll-call-votes", "hearings", "lda-filings", "us-code", "--titles", "17");

    @Test
    void everyTextLinkPointsAtACitationOfItsTargetInTheCitingBody() throws Exception {
        LegalCitations parser = new LegalCitations(LocalDate.now());
        int checked = 0;
        try (Connection c = read(ingested.db()); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT l.to_id, l.locator, coalesce(p.body_markdown, r.body_markdown)"
                     + " FROM links l LEFT JOIN public_laws p ON p.id = l.from_id LEFT JOIN committee_reports r"
                     + " ON r.id = l.from_id WHERE l.found_by = 'text' AND l.source IN ('public-laws', 'committee-reports')")) {
            while (rs.next()) {
                String target = rs.getString(1);
                String locator = rs.getString(2);
                int at = Integer.parseInt(locator.substring(locator.lastIndexOf('@') + 1));
                String body = rs.getString(3);
                // a bill's Congress may come from anywhere in the text ("In the 113th Congress, …"): given here;
                // "section 5332 of such title" needs the title named before it
                boolean bill = PublicId.parse(target).type() == IdType.BILL;
                Integer congress = bill ? Integer.valueOf(PublicId.parse(target).part("congress")) : null;
                int from = bill ? at : Math.max(0, at - 1500);
                List<FoundCitation> there = parser.find(body.substring(from, Math.min(body.length(), at + 300)), congress)
                        .stream().filter(f -> f.start() == at - from).toList();
                assertThat(there).as(locator).isNotEmpty();
                assertThat(there).as(locator).anyMatch(f -> f.id() != null && f.id().value().equals(target));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(400);
    }

    @Test
    void aLawLinksTheReferencesItsXmlMarksUpByProvisionAndWhatTheyDo() throws Exception {
        try (Connection c = read(ingested.db())) {
            // Pub. L. 113-121 § 1002: "(a)(1) Section 905(b) of the Water Resources Development Act of 1986
            // (33 U.S.C. 2282(b)) is repealed", "(b) Section 905(a)(2) … (33 U.S.C. 2282(a)(2)) is amended by
            // adding …"; § 1005(a)(1) names it inside a list of studies; § 1002(d)'s margin reads "33 USC 2282 note"
            assertThat(strings(c, "SELECT relation || ' ' || locator || ' ' || found_by FROM links"
                    + " WHERE from_id = 'pl:113:121' AND to_id = 'usc:33:2282' AND locator LIKE 'TITLE I › SEC. 100%'"
                    + " ORDER BY locator, relation")).containsExactly(
                    "cites TITLE I › SEC. 1001(a) uslm-ref",
                    "amends TITLE I › SEC. 1002(a)(1) uslm-ref",
                    "amends TITLE I › SEC. 1002(a)(2) uslm-ref",
                    "amends TITLE I › SEC. 1002(b) uslm-ref",
                    "amends TITLE I › SEC. 1002(c) uslm-ref",
                    "classified_to TITLE I › SEC. 1002(d) uslm-ref",
                    "classified_to TITLE I › SEC. 1003 uslm-ref",
                    "cites TITLE I › SEC. 1005(a)(1) uslm-ref");
            // Pub. L. 113-67 § 1110(a): "Section 119 of the Medicare Improvements … Act of 2008 (42 U.S.C. 1395b–3
            // note), as amended by … (Public Law 111–148) and … (Public Law 112–240), is amended—": the first is
            // amended, the others changed it before
            assertThat(strings(c, "SELECT to_id || ' ' || relation FROM links WHERE from_id = 'pl:113:67'"
                    + " AND locator = 'DIVISION B › TITLE I › SEC. 1110(a)' ORDER BY to_id DESC")).containsExactly(
                    "usc:42:1395b-3 amends", "pl:112:240 cites", "pl:111:148 cites");
            // Pub. L. 114-190 § 3405(a)(2): "… shall consider <amendingAction type="add">adding</amendingAction> …
            // section 1572.103 of title 49, Code of Federal Regulations": a direction to an agency, not an amendment
            assertThat(strings(c, "SELECT DISTINCT relation FROM links WHERE from_id = 'pl:114:190'"
                    + " AND locator = 'TITLE III › Subtitle D › SEC. 3405(a)(2)'")).containsExactly("cites");
            // what the XML marks up is not found again in the text
            assertThat(count(c, "SELECT count(*) FROM links t WHERE t.found_by = 'text' AND EXISTS (SELECT 1 FROM links m"
                    + " WHERE m.from_id = t.from_id AND m.to_id = t.to_id AND m.found_by IN ('uslm-ref', 'gpo-xref'))")).isZero();
        }
    }

    @Test
    void aSectionOfTheCodeLinksTheLawsOfItsSourceCreditAndWhatItsNotesCite() throws Exception {
        try (Connection c = read(ingested.db())) {
            // 17 U.S.C. 102: "(Pub. L. 94–553, title I, § 101, Oct. 19, 1976, 90 Stat. 2544; Pub. L. 101–650,
            // title VII, § 703, Dec. 1, 1990, 104 Stat. 5133.)"
            assertThat(strings(c, "SELECT to_id || ' ' || relation || ' ' || locator FROM links"
                    + " WHERE from_id = 'usc:17:102' ORDER BY relation DESC, to_id, locator")).startsWith(
                    "pl:101:650 source_credit source credit", "pl:94:553 source_credit source credit");
            assertThat(strings(c, "SELECT DISTINCT locator FROM links WHERE from_id = 'usc:17:102' AND relation = 'cites'"))
                    .allMatch(locator -> locator.startsWith("notes › "));
            // every loaded section of title 17 credits at least one law
            assertThat(count(c, "SELECT count(*) FROM us_code u WHERE u.status IS NULL AND NOT EXISTS (SELECT 1 FROM links l"
                    + " WHERE l.from_id = u.id AND l.relation = 'source_credit')")).isZero();
        }
    }

    @Test
    void aRangeOfSectionsLinksItsTwoEndsAndNoLinkNamesASectionThatCannotExist() throws Exception {
        try (Connection c = read(ingested.db()); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(Files.readString(Path.of("../docs/queries/range-section-ids.sql")))) {
            // Pub. L. 113-287 marks up "16 U.S.C. 431–433" as /us/usc/t16/s431–433: its two ends
            assertThat(strings(c, "SELECT DISTINCT to_id FROM links WHERE from_id = 'pl:113:287'"
                    + " AND to_id IN ('usc:16:431', 'usc:16:433', 'usc:16:431-433') ORDER BY 1"))
                    .containsExactly("usc:16:431", "usc:16:433");
            // the query docs/links.md gives for ids shaped as ranges, which no section has
            int kinds = 0;
            while (rs.next()) {
                assertThat(rs.getLong(2)).as(rs.getString(1)).isZero();
                kinds++;
            }
            assertThat(kinds).isEqualTo(2);
        }
    }

    @Test
    void aReportLinksTheBillItAccompanies() throws Exception {
        try (Connection c = read(ingested.db())) {
            assertThat(strings(c, "SELECT from_id || ' ' || relation || ' ' || to_id || ' ' || locator FROM links"
                    + " WHERE found_by = 'metadata' AND from_id LIKE '%:118:hrpt:728' ORDER BY 1")).containsExactly(
                    "cbo:118:hrpt:728 estimates hr:118:7437 reportMeta",
                    "cbo:118:hrpt:728 printed_in crpt:118:hrpt:728 reportMeta",
                    "crpt:118:hrpt:728 accompanies hr:118:7437 reportMeta");
        }
    }

    @Test
    void statementsAndVotesLinkTheBillTheyAddress() throws Exception {
        try (Connection c = read(ingested.db())) {
            // the Infrastructure Investment and Jobs Act: two statements of administration policy, six roll calls
            assertThat(strings(c, "SELECT relation || ' ' || count(*) FROM links WHERE to_id = 'hr:117:3684'"
                    + " GROUP BY relation ORDER BY relation")).containsExactly("addresses 2", "votes_on 6");
            assertThat(count(c, "SELECT count(*) FROM roll_call_votes v WHERE bill_id IS NOT NULL AND NOT EXISTS "
                    + "(SELECT 1 FROM links l WHERE l.from_id = v.id AND l.to_id = v.bill_id)")).isZero();
            assertThat(count(c, "SELECT count(*) FROM sap_bills b WHERE NOT EXISTS (SELECT 1 FROM links l"
                    + " WHERE l.from_id = b.sap_id AND l.to_id = b.bill_id AND l.relation = 'addresses')")).isZero();
        }
    }

    @Test
    void aLobbyingFilingLinksTheBillsItsIssuesNameAndAMeetingTheBillsItConsiders() throws Exception {
        try (Connection c = read(ingested.db())) {
            // an LD-2 of 2007 (110th Congress): "HR 2900, S 1082; Prescription Drug User Fee Amendments of 2007"
            assertThat(strings(c, "SELECT l.to_id || ' ' || l.relation FROM links l JOIN lda_issues i ON i.filing_id = l.from_id"
                    + " AND l.locator = 'issue ' || i.ordinal WHERE i.specific_issue LIKE 'HR 2900, S 1082;%' ORDER BY 1"))
                    .containsExactly("hr:110:2900 lobbies_on", "s:110:1082 lobbies_on");
            assertThat(count(c, "SELECT count(DISTINCT from_id) FROM links WHERE relation = 'lobbies_on'")).isGreaterThan(10);
            assertThat(strings(c, "SELECT from_id || ' ' || relation || ' ' || to_id FROM links WHERE source = 'hearings'"))
                    .containsExactly("meeting:h:102252 considers hr:113:4435");
        }
    }

    @Test
    void aCorpusLoadedBeforeTheLinkTableGetsItsLinksWithoutRewritingARecord() throws Exception {
        long links;
        try (Connection c = JoshDatabase.readWrite(ingested.db()).getConnection(); Statement st = c.createStatement()) {
            links = count(c, "SELECT count(*) FROM links");
            // what V81 finds in a database loaded before it: no links, and every file then read once more
            st.executeUpdate("DELETE FROM links");
            st.executeUpdate("DELETE FROM source_files");
        }
        assertThat(ingested.ingest()).isZero();
        try (Connection c = read(ingested.db())) {
            assertThat(count(c, "SELECT count(*) FROM links")).isEqualTo(links);
            assertThat(count(c, "SELECT coalesce(sum(added + changed), 0) FROM ingest_runs WHERE run_id = "
                    + "(SELECT max(run_id) FROM ingest_runs)")).isZero();
        }
    }
}
