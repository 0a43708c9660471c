package dev.josh.ingest.federalregister;

import static dev.josh.ingest.document.Db.badChunks;
import static dev.josh.ingest.document.Db.chunksNotQueued;
import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import dev.josh.ingest.document.Db;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The three Federal Register issues of the shared corpus, ingested through the command line into a fresh database. */
@Tag("slow")
class FederalRegisterCorpusTest {

    private static final String USLM = "http://schemas.gpo.gov/xml/uslm";
    private static final String XML_2016 = "federal-register/fr-xml/FR-2016-04-15.xml";
    private static final String XML_2024 = "federal-register/fr-xml/FR-2024-02-12.xml";
    private static final String USLM_2018 = "federal-register/fr-uslm/FR-2018-05-10-uslm.xml";

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("federal-register");

    @Test
    void eachIssueBecomesItsDocuments() throws Exception {
        // Counted from the files: bulk XML documents are <RULE>, <PRORULE>, <NOTICE>, <PRESDOCU>.
        Map<String, Integer> fr2016 = countBulk(XML_2016);
        Map<String, Integer> fr2024 = countBulk(XML_2024);
        assertThat(fr2016).containsExactly(Map.entry("rule", 9), Map.entry("proposed_rule", 4),
                Map.entry("notice", 132), Map.entry("presidential_document", 1));
        assertThat(fr2024).containsExactly(Map.entry("rule", 13), Map.entry("proposed_rule", 7),
                Map.entry("notice", 75), Map.entry("presidential_document", 1));
        // USLM calls proposed rules <rule> too (style -uslm-sgm:PRORULE): the issue's 19 <rule>
        // elements are 15 rules and 4 proposed rules; 52 notices and 1 presidential document.
        Map<String, Integer> fr2018 = countUslm(USLM_2018);
        assertThat(fr2018).containsExactly(Map.entry("rule", 15), Map.entry("proposed_rule", 4),
                Map.entry("notice", 52), Map.entry("presidential_document", 1));
        assertThat(sum(fr2016)).isEqualTo(9 + 4 + 132 + 1).isEqualTo(146);
        assertThat(sum(fr2024)).isEqualTo(13 + 7 + 75 + 1).isEqualTo(96);
        assertThat(sum(fr2018)).isEqualTo(15 + 4 + 52 + 1).isEqualTo(72);

        try (Connection c = ingested.read()) {
            for (var issue : Map.of(XML_2016, fr2016, XML_2024, fr2024, USLM_2018, fr2018).entrySet()) {
                Map<String, Integer> loaded = new LinkedHashMap<>();
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                        "SELECT document_type, COUNT(*) FROM federal_register WHERE source_file = '" + issue.getKey()
                                + "' GROUP BY document_type")) {
                    while (rs.next()) {
                        loaded.put(rs.getString(1), rs.getInt(2));
                    }
                }
                assertThat(loaded).as(issue.getKey()).containsExactlyInAnyOrderEntriesOf(issue.getValue());
            }
            assertThat(count(c, "SELECT COUNT(*) FROM federal_register")).isEqualTo(146 + 96 + 72);
            assertThat(count(c, "SELECT COUNT(*) FROM ingestion_logs")).isZero();
        }
    }

    @Test
    void aRuleLinksTheCfrSectionsItsRegulatoryTextAmendsAndTheAuthorityOfTheirPart() throws SQLException {
        try (Connection c = ingested.read()) {
            // bulk XML, 81 FR 22173: <REGTEXT PART="324" TITLE="12"> "2. Section 324.403 is revised …",
            // after "The authority citation for part 324 continues to read: 12 U.S.C. 1815(a), … 1819(Tenth), … 1831o, …"
            assertThat(strings(c, "SELECT relation || ' ' || to_id || ' @' || locator FROM links WHERE from_id = 'fr:2016-08717'"
                    + " AND found_by = 'metadata' AND to_id IN ('cfr:12:324.403', 'usc:12:1815', 'usc:12:1831o') ORDER BY 1"))
                    .containsExactly("amends cfr:12:324.403 @12 CFR part 324", "authority usc:12:1815 @12 CFR part 324",
                            "authority usc:12:1831o @12 CFR part 324");
            // USLM, 83 FR 21709: "Amend § 404.2 by revising paragraph (c)(2)" with the quoted section
            // /us/cfr/t 20 /s404.2; the part's authority "… (42 U.S.C. 403, 405(a), 416(j), and 902(a)(5)) and
            // 48 U.S.C. 1801"
            assertThat(strings(c, "SELECT relation || ' ' || to_id FROM links WHERE from_id = 'fr:2018-09910'"
                    + " AND found_by = 'metadata' AND to_id IN ('cfr:20:404.2', 'usc:42:403', 'usc:42:902', 'usc:48:1801') ORDER BY 1")).containsExactly(
                    "amends cfr:20:404.2", "authority usc:42:403", "authority usc:42:902", "authority usc:48:1801");
            // GPO wrote a section of 23 CFR part 710 as /us/cfr/t56/s710.603: the part's reference gives the title
            assertThat(strings(c, "SELECT to_id FROM links WHERE from_id = 'fr:2018-09983' AND relation = 'amends'"))
                    .containsExactly("cfr:23:710.603");
            // a proposed rule's regulatory text proposes; it amends nothing yet
            assertThat(count(c, "SELECT count(*) FROM links l JOIN federal_register f ON f.id = l.from_id"
                    + " WHERE f.document_type = 'proposed_rule' AND l.relation = 'amends'")).isZero();
            assertThat(count(c, "SELECT count(*) FROM links WHERE relation = 'proposes_to_amend'")).isPositive();
        }
    }

    @Test
    void everyRecordCarriesItsCitationAndEveryIdParses() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(count(c, """
                    SELECT COUNT(*) FROM federal_register WHERE citation_string NOT LIKE volume || ' FR ' || start_page || ' (%)'
                    OR source_url != 'https://www.federalregister.gov/d/' || document_number OR published_at != publication_date
                    OR source_org != 'Office of the Federal Register (NARA) / GPO' OR length(raw_sha256) != 64
                    OR retrieved_at = '' OR end_page < start_page""")).isZero();
            for (String id : strings(c, "SELECT id FROM federal_register")) {
                PublicId parsed = PublicId.parse(id);
                assertThat(parsed.type()).as(id).isEqualTo(IdType.FR_DOCUMENT);
                assertThat(PublicId.of(IdType.FR_DOCUMENT, parsed.part("documentNumber")).value()).isEqualTo(id);
            }
        }
    }

    @Test
    void aRuleHasItsAgencyTypeCitationAndCfrParts() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, """
                    SELECT document_type || ' | ' || agency || ' | ' || action || ' | ' || fr_citation || ' | ' || citation_string
                           || ' | ' || rins || ' | ' || effective_date FROM federal_register WHERE id = 'fr:2016-08717'"""))
                    .containsExactly("rule | FEDERAL DEPOSIT INSURANCE CORPORATION | Correcting amendment. | 81 FR 22173"
                            + " | 81 FR 22173 (Apr. 15, 2016) | [\"3064-AE12\"] | 2016-04-15");
            assertThat(strings(c, "SELECT cfr_title || ' CFR ' || cfr_part FROM federal_register_cfr_references"
                    + " WHERE document_id = 'fr:2024-02182' ORDER BY ordinal"))
                    .containsExactly("50 CFR 13", "50 CFR 22");
            assertThat(strings(c, "SELECT agency || ' / ' || sub_agency || ' / ' || comment_date FROM federal_register"
                    + " WHERE id = 'fr:2016-08806'"))
                    .containsExactly("DEPARTMENT OF AGRICULTURE / Animal and Plant Health Inspection Service / 2016-05-05");
            assertThat(strings(c, "SELECT title || ' | ' || fr_citation FROM federal_register WHERE id = 'fr:2024-02934'"))
                    .containsExactly("Proclamation 10701 of February 6, 2024: National Tribal Colleges and Universities"
                            + " Week, 2024 | 89 FR 9739");
        }
    }

    @Test
    void pagesAgreeWithTheIssuesOwnContents() throws Exception {
        Map<String, String> contents = new LinkedHashMap<>();
        contents.putAll(bulkContents(XML_2016));
        contents.putAll(bulkContents(XML_2024));
        contents.putAll(uslmContents(USLM_2018));
        assertThat(contents).hasSizeGreaterThan(270);
        List<String> differ = new ArrayList<>();
        try (Connection c = ingested.read()) {
            for (var entry : contents.entrySet()) {
                List<String> pages = strings(c, "SELECT CASE WHEN start_page = end_page THEN start_page"
                        + " ELSE start_page || '-' || end_page END FROM federal_register WHERE document_number = '"
                        + entry.getKey() + "'");
                assertThat(pages).as(entry.getKey()).hasSize(1);
                if (!pages.getFirst().equals(entry.getValue())) {
                    differ.add(entry.getKey() + " " + entry.getValue() + " " + pages.getFirst());
                }
            }
        }
        // The contents list a presidential document at its part's title page; its text starts two pages on.
        assertThat(differ).containsExactlyInAnyOrder("2016-08970 22503-22509 22505-22509",
                "2018-10199 21837-21840 21839-21840");
    }

    @Test
    void fullTextSearchFindsTheEagleRule() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, """
                    SELECT k.document_id FROM federal_register_fts f JOIN federal_register_chunks k ON k.chunk_id = f.rowid
                    WHERE federal_register_fts MATCH 'eagle AND nest AND incidental'
                    ORDER BY bm25(federal_register_fts) LIMIT 1"""))
                    .containsExactly("fr:2024-02182");
            assertThat(strings(c, """
                    SELECT DISTINCT k.heading_path FROM federal_register_chunks k WHERE k.document_id = 'fr:2024-02930'
                    AND k.heading_path LIKE '%› SUPPLEMENTARY INFORMATION › Background'"""))
                    .containsExactly("Airworthiness Directives; The Boeing Company Airplanes › SUPPLEMENTARY INFORMATION"
                            + " › Background");
        }
    }

    @Test
    void oneEmbeddingJobIsQueuedPerChunk() throws SQLException {
        try (Connection c = ingested.read()) {
            long chunks = count(c, "SELECT COUNT(*) FROM federal_register_chunks");
            assertThat(chunks).isGreaterThan(314);
            assertThat(chunksNotQueued(c, "federal_register")).isZero();
            assertThat(badChunks(c, "federal_register")).isZero();
            assertThat(count(c, "SELECT COUNT(*) FROM federal_register r WHERE NOT EXISTS"
                    + " (SELECT 1 FROM federal_register_chunks k WHERE k.document_id = r.id)")).isZero();
        }
    }

    @Test
    void aSecondRunFindsEveryIssueUnchanged() throws SQLException {
        String before;
        try (Connection c = ingested.read()) {
            before = strings(c, "SELECT COUNT(*) || group_concat(retrieved_at) FROM federal_register").getFirst();
        }
        assertThat(ingested.ingest()).isZero();
        try (Connection c = ingested.read()) {
            assertThat(strings(c, "SELECT COUNT(*) || group_concat(retrieved_at) FROM federal_register"))
                    .containsExactly(before);
            assertThat(strings(c, """
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed || '/' || status
                    FROM ingest_runs WHERE source = 'federal-register' ORDER BY started_at DESC, run_id DESC LIMIT 1"""))
                    .containsExactly("0/0/0/314/0/completed");
        }
    }

    private static Map<String, Integer> countBulk(String file) throws Exception {
        Document d = IngestedCorpus.xml(file);
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("rule", d.getElementsByTagName("RULE").getLength());
        counts.put("proposed_rule", d.getElementsByTagName("PRORULE").getLength());
        counts.put("notice", d.getElementsByTagName("NOTICE").getLength());
        counts.put("presidential_document", d.getElementsByTagName("PRESDOCU").getLength());
        return counts;
    }

    private static Map<String, Integer> countUslm(String file) throws Exception {
        Document d = IngestedCorpus.xml(file);
        NodeList rules = d.getElementsByTagNameNS(USLM, "rule");
        int proposed = 0;
        for (int i = 0; i < rules.getLength(); i++) {
            if (((Element) rules.item(i)).getAttribute("style").contains("PRORULE")) {
                proposed++;
            }
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("rule", rules.getLength() - proposed);
        counts.put("proposed_rule", proposed);
        counts.put("notice", d.getElementsByTagNameNS(USLM, "notice").getLength());
        counts.put("presidential_document", d.getElementsByTagNameNS(USLM, "presidentialDoc").getLength());
        return counts;
    }

    /** Contents entries that list one document: document number to pages ({@code 22173-22174}). */
    private static Map<String, String> bulkContents(String file) throws Exception {
        Map<String, String> pages = new LinkedHashMap<>();
        Document d = IngestedCorpus.xml(file);
        for (String entry : List.of("DOCENT", "SJDENT")) {
            NodeList entries = d.getElementsByTagName(entry);
            for (int i = 0; i < entries.getLength(); i++) {
                Element e = (Element) entries.item(i);
                NodeList numbers = e.getElementsByTagName("FRDOCBP");
                NodeList pgs = e.getElementsByTagName("PGS");
                if (numbers.getLength() == 1 && pgs.getLength() == 1) {
                    pages.put(numbers.item(0).getTextContent().strip(), pgs.item(0).getTextContent().strip());
                }
            }
        }
        return pages;
    }

    private static Map<String, String> uslmContents(String file) throws Exception {
        Map<String, String> pages = new LinkedHashMap<>();
        NodeList items = IngestedCorpus.xml(file).getElementsByTagNameNS(USLM, "referenceItem");
        for (int i = 0; i < items.getLength(); i++) {
            NodeList targets = ((Element) items.item(i)).getElementsByTagNameNS(USLM, "target");
            String number = null;
            String page = null;
            int numbers = 0;
            for (int t = 0; t < targets.getLength(); t++) {
                Element target = (Element) targets.item(t);
                if ("fr-doc-id".equals(target.getAttribute("role"))) {
                    number = target.getTextContent().strip().replace('–', '-');
                    numbers++;
                } else if (page == null) {
                    page = target.getTextContent().strip().replace('–', '-');
                }
            }
            if (numbers == 1 && page != null) {
                pages.put(number, page);
            }
        }
        return pages;
    }

    private static int sum(Map<String, Integer> counts) {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }
}
