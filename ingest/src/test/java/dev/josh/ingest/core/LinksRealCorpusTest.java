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
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The link table as the ingest of laws and committee reports from the real corpus fills it. */
class LinksRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("public-laws", "committee-reports", "cbo-cost-estimates",
            "statements-of-administration-policy", "roll-call-votes");

    @Test
    void everyTextLinkPointsAtACitationOfItsTargetInTheCitingBody() throws Exception {
        LegalCitations parser = new LegalCitations(LocalDate.now());
        int checked = 0;
        try (Connection c = read(ingested.db()); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT l.to_id, l.locator, coalesce(p.body_markdown, r.body_markdown)"
                     + " FROM links l LEFT JOIN public_laws p ON p.id = l.from_id LEFT JOIN committee_reports r"
                     + " ON r.id = l.from_id WHERE l.found_by = 'text'")) {
            while (rs.next()) {
                String target = rs.getString(1);
                String locator = rs.getString(2);
                int at = Integer.parseInt(locator.substring(locator.lastIndexOf('@') + 1));
                String body = rs.getString(3);
                // a bill's Congress may come from earlier in its chunk ("In the 113th Congress, …"): given here
                Integer congress = PublicId.parse(target).type() == IdType.BILL
                        ? Integer.valueOf(PublicId.parse(target).part("congress")) : null;
                List<FoundCitation> there = parser.find(body.substring(at, Math.min(body.length(), at + 300)), congress);
                assertThat(there).as(locator).isNotEmpty();
                assertThat(there.getFirst().start()).as(locator).isZero();
                assertThat(there).as(locator).anyMatch(f -> f.start() == 0 && f.id() != null
                        && f.id().value().equals(target));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(1_000);
    }

    @Test
    void aLawLinksTheSectionsItsTextCitesAndAReportItsBill() throws Exception {
        try (Connection c = read(ingested.db())) {
            // Pub. L. 113-121 § 1005: "… (33 U.S.C. 2330) …", as printed in the law
            assertThat(strings(c, "SELECT DISTINCT relation || ' ' || found_by FROM links WHERE from_id = 'pl:113:121'"
                    + " AND to_id = 'usc:33:2330'")).containsExactly("cites text");
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
