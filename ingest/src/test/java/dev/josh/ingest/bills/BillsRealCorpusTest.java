package dev.josh.ingest.bills;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.IngestedCorpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** The whole {@code bills} source of the shared corpus, ingested through the command line into a fresh database. */
@Tag("slow")
class BillsRealCorpusTest {

    private static final Pattern STATUS_NAME = Pattern.compile("(?:DEV-)?BILLSTATUS-([0-9]+)([a-z]+)([0-9]+)\\.xml");

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("bills");

    private static List<Path> files(String directory, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(CORPUS.resolve(directory))) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(suffix)).sorted().toList();
        }
    }

    /** {@code billstatus/117/BILLSTATUS-117hr3684.xml} names {@code hr:117:3684}: govinfo names each file by its bill. */
    private static String idOf(Path file) {
        Matcher m = STATUS_NAME.matcher(file.getFileName().toString());
        assertThat(m.matches()).as(file.toString()).isTrue();
        return m.group(2) + ":" + m.group(1) + ":" + m.group(3);
    }

    @Test
    void everyBillStatusFileIsTheRecordOfItsBill() throws Exception {
        List<Path> congress117 = files("billstatus/117", ".xml");
        List<Path> samples = files("billstatus/usgpo-samples", ".xml");
        // 700 BILLSTATUS files of the 117th Congress (699 in layout 3.0.0, hr12 in 1.0.0) and GPO's 16
        // samples (113th-117th, layout 1.0.0, no bill in both sets): 700 + 16 = 716 records.
        assertThat(congress117).hasSize(700);
        assertThat(samples).hasSize(16);
        try (Db d = new Db(ingested.db())) {
            for (Path file : congress117) {
                String relative = CORPUS.relativize(file).toString().replace('\\', '/');
                assertThat(d.strings("SELECT id || ' ' || congress FROM bills WHERE status_file = '" + relative + "'"))
                        .as(relative).containsExactly(idOf(file) + " 117");
            }
            assertThat(d.count("SELECT count(*) FROM bills WHERE status_file LIKE 'billstatus/117/%' AND congress = 117")).isEqualTo(700);
            assertThat(d.count("SELECT count(*) FROM bills WHERE status_file LIKE 'billstatus/usgpo-samples/%'")).isEqualTo(16);
            assertThat(d.strings("SELECT id FROM bills WHERE status_file LIKE 'billstatus/usgpo-samples/%' ORDER BY id"))
                    .containsExactlyInAnyOrderElementsOf(samples.stream().map(BillsRealCorpusTest::idOf).toList());
            assertThat(d.strings("SELECT status_version || ':' || count(*) FROM bills WHERE record_basis = 'billstatus' GROUP BY status_version ORDER BY 1"))
                    .containsExactly("1.0.0:17", "3.0.0:699");
        }
    }

    @Test
    void everyFileOfBillTextIsAVersionAndBillsWithoutStatusGetARecordFromIt() throws Exception {
        int uslm = files("bills-uslm", ".xml").size();
        int dtd = files("bills-gpo-dtd", ".xml").size();
        int xhtml = files("bills-xhtml", ".html").size();
        assertThat(List.of(uslm, dtd, xhtml)).containsExactly(88, 5, 3);
        try (Db d = new Db(ingested.db())) {
            assertThat(d.count("SELECT count(*) FROM bill_text_versions WHERE markdown IS NOT NULL")).isEqualTo(96);
            assertThat(d.count("SELECT count(DISTINCT source_file) FROM bill_text_versions WHERE markdown IS NOT NULL")).isEqualTo(96);
            // None of the measures the 96 text files hold has a BILLSTATUS file in the corpus. 15 files are a
            // further version of a measure another file already holds (116th: S.Con.Res. 13 ATS/ES/RFH,
            // H.Con.Res. 105 RDS/EH/ENR, H.J.Res. 107 RDS/EH/ENR, H.J.Res. 37 RH/RFS, H.R. 1037 RFS/EH,
            // H.R. 1058 RDS/ENR, H.R. 2157 IH/ENR, H.R. 264 PCS/EH, S.Con.Res. 10 IS/RS, S.J.Res. 65 CPS/RFH,
            // S.Res. 100 IS/ATS, S. 2731 IPS/RCS): 96 - 15 = 81 records built from text.
            assertThat(d.count("SELECT count(*) FROM bills WHERE record_basis = 'text'")).isEqualTo(81);
            assertThat(d.count("SELECT count(DISTINCT bill_id) FROM bill_text_versions WHERE markdown IS NOT NULL")).isEqualTo(81);
            assertThat(d.strings("""
                    SELECT bill_id || ' ' || group_concat(version_code, ',') FROM
                      (SELECT bill_id, version_code FROM bill_text_versions WHERE markdown IS NOT NULL ORDER BY bill_id, version_code)
                    GROUP BY bill_id HAVING count(*) > 1 ORDER BY bill_id"""))
                    .containsExactly("hconres:116:105 EH,ENR,RDS", "hjres:116:107 EH,ENR,RDS", "hjres:116:37 RFS,RH",
                            "hr:116:1037 EH,RFS", "hr:116:1058 ENR,RDS", "hr:116:2157 ENR,IH", "hr:116:264 EH,PCS",
                            "s:116:2731 IPS,RCS", "sconres:116:10 IS,RS", "sconres:116:13 ATS,ES,RFH",
                            "sjres:116:65 CPS,RFH", "sres:116:100 ATS,IS");
            // The body carries the latest version's text: H.R. 264 passed the House on January 9 and was
            // placed on the Senate calendar on January 10, 2019.
            assertThat(d.string("SELECT latest_text_version FROM bills WHERE id = 'hr:116:264'")).isEqualTo("PCS");
            assertThat(d.string("SELECT latest_text_version FROM bills WHERE id = 'hconres:116:105'")).isEqualTo("ENR");
            assertThat(d.count("SELECT count(*) FROM bills WHERE record_basis = 'text' AND latest_text_version IS NULL")).isZero();
        }
    }

    @Test
    void everyRecordIsCitedAndItsIdRoundTrips() throws Exception {
        try (Db d = new Db(ingested.db())) {
            assertThat(d.count("SELECT count(*) FROM bills")).isEqualTo(716 + 81);
            assertThat(d.count("""
                    SELECT count(*) FROM bills WHERE citation_string IS NULL OR citation_string NOT LIKE '%Cong. (%)'
                       OR source_url NOT LIKE 'https://www.congress.gov/bill/%' OR source_org = '' OR published_at = ''
                       OR length(raw_sha256) != 64 OR heading = '' OR title = ''""")).isZero();
            for (String id : d.strings("SELECT id FROM bills")) {
                assertThat(Ids.roundTrip(id)).isEqualTo(IdType.BILL);
            }
            assertThat(d.count("SELECT count(*) FROM ingestion_logs WHERE source = 'bills'")).isZero();
        }
    }

    @Test
    void everyBillStatusBillHasItsTitlesAndTheEnactedOnesTheirLaws() throws Exception {
        int enacted = 0;
        for (Path file : files("billstatus/117", ".xml")) {
            if (Pattern.compile("<laws>\\s*<item>").matcher(Files.readString(file)).find()) {
                enacted++;
            }
        }
        // The MANIFEST: all 329 enacted measures of the snapshot are in the sample (327 public, 2 private laws).
        assertThat(enacted).isEqualTo(329);
        try (Db d = new Db(ingested.db())) {
            assertThat(d.count("""
                    SELECT count(*) FROM bills b WHERE record_basis = 'billstatus'
                    AND NOT EXISTS (SELECT 1 FROM bill_titles t WHERE t.bill_id = b.id)""")).isZero();
            assertThat(d.count("""
                    SELECT count(DISTINCT l.bill_id) FROM bill_laws l JOIN bills b ON b.id = l.bill_id
                    WHERE b.status_file LIKE 'billstatus/117/%'""")).isEqualTo(enacted);
            for (String law : d.strings("SELECT law_id FROM bill_laws")) {
                assertThat(Ids.roundTrip(law)).isEqualTo(IdType.LAW);
            }
            assertThat(d.strings("SELECT substr(law_id, 1, instr(law_id, ':')) || count(*) FROM bill_laws JOIN bills ON bills.id = bill_id "
                    + "WHERE status_file LIKE 'billstatus/117/%' GROUP BY substr(law_id, 1, instr(law_id, ':')) ORDER BY 1")).containsExactly("pl:327", "pvtl:2");
        }
    }

    @Test
    void theInfrastructureInvestmentAndJobsAct() throws Exception {
        Element bill = (Element) DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(CORPUS.resolve("billstatus/117/BILLSTATUS-117hr3684.xml").toFile())
                .getDocumentElement().getElementsByTagName("bill").item(0);
        int actions = children(children(bill, "actions").getFirst(), "item").size();
        try (Db d = new Db(ingested.db())) {
            assertThat(d.string("SELECT title || ' | ' || citation_string || ' | ' || source_url FROM bills WHERE id = 'hr:117:3684'"))
                    .isEqualTo("H.R. 3684 (117th Congress) — Infrastructure Investment and Jobs Act | H.R. 3684, 117th Cong. (2021) | "
                            + "https://www.congress.gov/bill/117th-congress/house-bill/3684");
            assertThat(d.count("SELECT count(*) FROM bill_actions WHERE bill_id = 'hr:117:3684'"))
                    .isEqualTo(actions).isEqualTo(101);
            assertThat(d.count("SELECT count(*) FROM bill_cosponsors WHERE bill_id = 'hr:117:3684'")).isEqualTo(5);
            assertThat(d.string("SELECT law_number || ' ' || law_id FROM bill_laws WHERE bill_id = 'hr:117:3684'")).isEqualTo("117-58 pl:117:58");
            assertThat(d.strings("""
                    SELECT DISTINCT k.document_id FROM bills_fts f JOIN bills_chunks k ON k.chunk_id = f.rowid
                    WHERE bills_fts MATCH 'broadband' AND k.document_id = 'hr:117:3684'""")).containsExactly("hr:117:3684");
        }
    }

    /**
     * Issue 16's recall: of the {@code <ref>} elements of the enrolled USLM bills that point at a section
     * of the Code ({@code /us/usc/t33/s2282/b}; a title, subtitle or chapter names no section), the share
     * that became a link from the bill to that section. Counted from the files with the JDK's DOM parser,
     * not with the reader under test.
     */
    @Test
    void theEnrolledUslmBillsLinkTheCodeSectionsTheirReferencesPointAt() throws Exception {
        Pattern section = Pattern.compile("/us/usc/t([0-9]+[A-Za-z]?)/s([0-9][^/]*).*");
        int refs = 0;
        int linked = 0;
        try (Db d = new Db(ingested.db())) {
            List<String> enrolled = d.strings("SELECT bill_id || ' ' || source_file FROM bill_text_versions"
                    + " WHERE version_code = 'ENR' AND format = 'uslm' ORDER BY 1");
            assertThat(enrolled).hasSize(22);
            for (String row : enrolled) {
                String bill = row.substring(0, row.indexOf(' '));
                List<String> targets = d.strings("SELECT DISTINCT to_id FROM links WHERE from_id = '" + bill + "'");
                var refElements = IngestedCorpus.xml(row.substring(row.indexOf(' ') + 1)).getElementsByTagNameNS("*", "ref");
                for (int i = 0; i < refElements.getLength(); i++) {
                    Matcher m = section.matcher(((Element) refElements.item(i)).getAttribute("href"));
                    if (m.matches()) {
                        refs++;
                        linked += targets.contains("usc:" + m.group(1) + ":" + m.group(2).replace('–', '-')) ? 1 : 0;
                    }
                }
            }
        }
        System.out.printf("enrolled USLM bills: %d of %d references to a Code section became links (%.4f)%n",
                linked, refs, (double) linked / refs);
        assertThat(refs).isGreaterThan(1_000);
        assertThat((double) linked / refs).isGreaterThanOrEqualTo(0.95);
    }

    @Test
    void marksUpAmendingInstructionsInBothXmlFormats() throws Exception {
        try (Db d = new Db(ingested.db())) {
            // USLM, H.R. 3080 (113th) § 1002(b): "Section 905(a)(2) of the Water Resources Development Act of 1986
            // (33 U.S.C. 2282(a)(2)) <amendingAction>is amended</amendingAction> by adding …"; § 1005(a)(1)
            // names the same section without amending it
            assertThat(d.strings("SELECT relation || ' ' || found_by FROM links WHERE from_id = 'hr:113:3080'"
                    + " AND to_id = 'usc:33:2282' AND locator IN ('TITLE I › SEC. 1002(b)', 'TITLE I › SEC. 1005(a)(1)')"
                    + " ORDER BY locator")).containsExactly("amends uslm-ref", "cites uslm-ref");
            // the GPO DTD (H.R. 1, 119th, enrolled): <external-xref legal-doc="usc"> in "… is amended …" text
            assertThat(d.strings("SELECT DISTINCT relation FROM links WHERE from_id = 'hr:119:1' AND found_by = 'gpo-xref'"
                    + " ORDER BY 1")).containsExactly("amends", "cites");
            assertThat(d.count("SELECT count(*) FROM links WHERE from_id = 'hr:119:1' AND relation = 'amends'")).isGreaterThan(400);
        }
    }

    @Test
    void everyChunkIsQueuedOnceAndIsTheBodysText() throws Exception {
        try (Db d = new Db(ingested.db())) {
            long chunks = d.count("SELECT count(*) FROM bills_chunks");
            assertThat(chunks).isGreaterThan(797);
            assertThat(d.count("""
                    SELECT count(*) FROM chunk_embedding_jobs j JOIN bills_chunks k ON k.chunk_id = j.chunk_id
                    WHERE j.chunk_table = 'bills_chunks' AND j.status = 'pending'""")).isEqualTo(chunks);
            assertThat(d.count("SELECT count(*) FROM chunk_embedding_jobs WHERE chunk_table = 'bills_chunks'")).isEqualTo(chunks);
            assertThat(d.count("SELECT count(*) FROM bills_chunks WHERE token_count > 510")).isZero();
            assertThat(d.count("""
                    SELECT count(*) FROM bills_chunks k JOIN bills b ON b.id = k.document_id
                    WHERE substr(b.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text
                       OR k.heading_path NOT LIKE b.title || '%'""")).isZero();
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        List<String> before = snapshot();
        assertThat(ingested.ingest()).isZero();
        assertThat(snapshot()).isEqualTo(before);
        try (Db d = new Db(ingested.db())) {
            assertThat(d.string("""
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed || '/' || status
                    FROM ingest_runs WHERE source = 'bills' AND run_id = (SELECT max(run_id) FROM ingest_runs)"""))
                    .isEqualTo("0/0/0/812/0/completed");
        }
    }

    private static List<String> snapshot() throws Exception {
        List<String> s = new ArrayList<>();
        try (Db d = new Db(ingested.db())) {
            for (String sql : List.of(
                    "SELECT count(*) || max(retrieved_at) || sum(length(raw_sha256)) FROM bills",
                    "SELECT count(*) || sum(chunk_id % 1000003) FROM bills_chunks",
                    "SELECT count(*) || max(inserted_at) FROM chunk_embedding_jobs",
                    "SELECT count(*) || max(retrieved_at) FROM bill_text_versions",
                    "SELECT count(*) FROM ingestion_logs",
                    "SELECT max(ingested_at) FROM source_files")) {
                s.add(d.string(sql));
            }
        }
        return s;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }
}
