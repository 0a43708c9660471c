package dev.josh.ingest.cfr;

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
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The eCFR titles, eCFR API files and the annual volume of the shared corpus, ingested into a fresh database. */
@Tag("slow")
class CfrCorpusTest {

    private static final String USLM = "http://schemas.gpo.gov/xml/uslm";
    private static final Set<String> USLM_LEVELS = Set.of("title", "chapter", "subchapter", "part", "subpart");

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("ecfr-and-cfr");

    @Test
    void everySectionOfEveryFileIsLoadedOnce() throws Exception {
        // Sections counted from the files, as "title:number": <DIV8> not headed "§§" (a run of
        // reserved numbers) in eCFR XML; <section> under a level, by printed number, in USLM.
        Map<String, List<String>> perFile = new LinkedHashMap<>();
        perFile.put("ecfr/ecfr-api-fixtures/title-3-part-101-2024-05-17.xml", ecfr("ecfr/ecfr-api-fixtures/title-3-part-101-2024-05-17.xml", "3"));
        perFile.put("ecfr/ecfr-api-fixtures/title-3-full-2024-05-17.xml", ecfr("ecfr/ecfr-api-fixtures/title-3-full-2024-05-17.xml", "3"));
        perFile.put("ecfr/ecfr-api-fixtures/title-1-part-51-2024-05-17.xml", ecfr("ecfr/ecfr-api-fixtures/title-1-part-51-2024-05-17.xml", "1"));
        for (int title = 1; title <= 4; title++) {
            perFile.put("ecfr/ECFR-title" + title + ".xml", ecfr("ecfr/ECFR-title" + title + ".xml", String.valueOf(title)));
        }
        perFile.put("cfr-uslm/CFR-2018-title27-vol3-uslm.xml", annual("cfr-uslm/CFR-2018-title27-vol3-uslm.xml"));
        Map<String, Integer> sizes = new LinkedHashMap<>();
        perFile.forEach((file, sections) -> sizes.put(file, sections.size()));
        assertThat(sizes.values()).containsExactly(7, 20, 6, 274, 1491, 20, 222, 290);
        // Title 1: 288 <DIV8>, 14 of them "§§" runs; title 2: 1499 less 8; title 3: 27 less 7 (bulk
        // and API alike); title 4: 222; part 51: 6; part 101: 7; title 27: 290 sections.
        assertThat(7 + 20 + 6 + 274 + 1491 + 20 + 222 + 290).isEqualTo(2330);
        Set<String> distinct = new LinkedHashSet<>();
        perFile.values().forEach(distinct::addAll);
        // Held twice: part 51 (6, bulk title 1 and the API part), title 3 (20, bulk and API title,
        // 7 of them also in the API part 101): 6 + 20 + 7 = 33 copies not kept.
        assertThat(distinct).hasSize(2330 - 33).hasSize(2297);
        try (Connection c = ingested.read()) {
            Set<String> loaded = new LinkedHashSet<>();
            for (String id : strings(c, "SELECT id FROM ecfr_and_cfr")) {
                PublicId parsed = PublicId.parse(id);
                loaded.add(parsed.part("title") + ":" + parsed.part("section"));
            }
            assertThat(loaded).containsExactlyInAnyOrderElementsOf(distinct);
            assertThat(strings(c, "SELECT added || '/' || changed || '/' || unchanged || '/' || failed || '/' || warnings"
                    + " FROM ingest_runs ORDER BY started_at, run_id LIMIT 1")).containsExactly("2297/0/33/0/138");
            // Warnings, none failed: the 33 copies not kept, 36 runs of reserved numbers (14 + 8 + 7 + 7) and
            // 69 appendices (68 + 1).
            assertThat(strings(c, "SELECT level || ' ' || COUNT(*) FROM ingestion_logs GROUP BY level"))
                    .containsExactly("warning " + (33 + 36 + 69));
        }
    }

    @Test
    void oneCopyIsKeptByEditionDateThenEdition() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, "SELECT edition || ' ' || edition_date || ' ' || source_file FROM ecfr_and_cfr"
                    + " WHERE id IN ('cfr:1:51.1', 'cfr:3:100.1', 'cfr:3:101.1', 'cfr:1:1.1') ORDER BY id")).containsExactly(
                    "ecfr-bulk 2022-12-29 ecfr/ECFR-title1.xml",
                    "ecfr-api 2024-05-17 ecfr/ecfr-api-fixtures/title-1-part-51-2024-05-17.xml",
                    "ecfr-api 2015-03-17 ecfr/ecfr-api-fixtures/title-3-full-2024-05-17.xml",
                    "ecfr-api 2024-05-17 ecfr/ecfr-api-fixtures/title-3-part-101-2024-05-17.xml");
            assertThat(strings(c, "SELECT COUNT(*) FROM ecfr_and_cfr WHERE source_file = 'ecfr/ECFR-title3.xml'"))
                    .containsExactly("0");
        }
    }

    @Test
    void sectionsFromEachFormatKeepTheirPartAndSubpart() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, "SELECT part || '/' || subpart || ' ' || heading_path FROM ecfr_and_cfr"
                    + " WHERE id IN ('cfr:1:10.1', 'cfr:27:447.1', 'cfr:3:101.1') ORDER BY id")).containsExactly(
                    "10/A [\"Title 1—General Provisions\",\"CHAPTER I—ADMINISTRATIVE COMMITTEE OF THE FEDERAL REGISTER\","
                            + "\"SUBCHAPTER C—SPECIAL EDITIONS OF THE FEDERAL REGISTER\",\"PART 10—PRESIDENTIAL PAPERS\","
                            + "\"Subpart A—Regular Publication\",\"§ 10.1 Publication required.\"]",
                    "447/A [\"Title 27—Alcohol, Tobacco Products, and Firearms\",\"CHAPTER II—BUREAU OF ALCOHOL, TOBACCO,"
                            + " FIREARMS, AND EXPLOSIVES, DEPARTMENT OF JUSTICE\",\"SUBCHAPTER B—FIREARMS AND AMMUNITION\","
                            + "\"PART 447—IMPORTATION OF ARMS, AMMUNITION AND IMPLEMENTS OF WAR\",\"Subpart A—Scope\","
                            + "\"§ 447.1 General.\"]",
                    null);
            assertThat(strings(c, "SELECT part || ' ' || heading_path FROM ecfr_and_cfr WHERE id = 'cfr:3:101.1'"))
                    .containsExactly("101 [\"Title 3\",\"PART 101—PUBLIC INFORMATION PROVISIONS OF THE ADMINISTRATIVE"
                            + " PROCEDURES ACT\",\"§ 101.1 Executive Office of the President.\"]");
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url FROM ecfr_and_cfr"
                    + " WHERE id IN ('cfr:2:200.1', 'cfr:27:478.25a')")).containsExactlyInAnyOrder(
                    "2 CFR 200.1 | https://www.ecfr.gov/current/title-2/section-200.1",
                    "27 CFR 478.25a (2017) | https://www.govinfo.gov/app/details/CFR-2018-title27-vol3/"
                            + "CFR-2018-title27-vol3-sec478-25a");
        }
    }

    @Test
    void aSectionLinksTheStatutesItsPartsAuthorityNoteNamesInEitherFormat() throws SQLException {
        try (Connection c = ingested.read()) {
            // eCFR: 2 CFR part 200, "Authority: 31 U.S.C. 503"; the annual USLM edition: 27 CFR part 478,
            // "Authority: 5 U.S.C. 552(a); 18 U.S.C. 921–931; 44 U.S.C. 3504(h)" (a range is its two ends)
            assertThat(strings(c, "SELECT from_id || ' ' || group_concat(to_id, ' ') FROM (SELECT from_id, to_id FROM links"
                    + " WHERE relation = 'authority' AND from_id IN ('cfr:2:200.418', 'cfr:27:478.111') ORDER BY from_id, to_id)"
                    + " GROUP BY from_id")).containsExactlyInAnyOrder(
                    "cfr:2:200.418 usc:31:503", "cfr:27:478.111 usc:18:921 usc:18:931 usc:44:3504 usc:5:552");
            assertThat(count(c, "SELECT count(*) FROM ecfr_and_cfr e WHERE NOT EXISTS (SELECT 1 FROM links l"
                    + " WHERE l.from_id = e.id AND l.relation = 'authority')")).isLessThan(10);
        }
    }

    @Test
    void everyRecordCarriesItsCitationAndEveryIdParses() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(count(c, """
                    SELECT COUNT(*) FROM ecfr_and_cfr WHERE citation_string NOT LIKE cfr_title || ' CFR ' || section_number || '%'
                    OR source_url NOT LIKE 'https://%' OR published_at != edition_date OR length(raw_sha256) != 64
                    OR source_org = '' OR retrieved_at = ''""")).isZero();
            for (String id : strings(c, "SELECT id FROM ecfr_and_cfr")) {
                PublicId parsed = PublicId.parse(id);
                assertThat(parsed.type()).as(id).isEqualTo(IdType.CFR_SECTION);
                assertThat(PublicId.of(IdType.CFR_SECTION, parsed.part("title"), parsed.part("section")).value())
                        .isEqualTo(id);
            }
        }
    }

    @Test
    void fullTextSearchFindsIncorporationByReference() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, """
                    SELECT k.document_id FROM ecfr_and_cfr_fts f JOIN ecfr_and_cfr_chunks k ON k.chunk_id = f.rowid
                    WHERE ecfr_and_cfr_fts MATCH '"reasonably available to the class of persons affected"'
                    ORDER BY bm25(ecfr_and_cfr_fts) LIMIT 1""")).containsExactly("cfr:1:51.1");
            assertThat(strings(c, "SELECT anchor FROM ecfr_and_cfr_chunks WHERE document_id = 'cfr:2:200.1' AND ordinal = 0"))
                    .containsExactly("");
        }
    }

    @Test
    void oneEmbeddingJobIsQueuedPerChunk() throws SQLException {
        try (Connection c = ingested.read()) {
            long chunks = count(c, "SELECT COUNT(*) FROM ecfr_and_cfr_chunks");
            assertThat(chunks).isGreaterThanOrEqualTo(2297);
            assertThat(chunksNotQueued(c, "ecfr_and_cfr")).isZero();
            assertThat(badChunks(c, "ecfr_and_cfr")).isZero();
        }
    }

    @Test
    void aSecondRunFindsEveryFileUnchanged() throws SQLException {
        assertThat(ingested.ingest()).isZero();
        try (Connection c = ingested.read()) {
            assertThat(strings(c, """
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed || '/' || status
                    FROM ingest_runs WHERE source = 'ecfr-and-cfr' ORDER BY started_at DESC, run_id DESC LIMIT 1"""))
                    .containsExactly("0/0/0/" + (2297 + 33 + 105) + "/0/completed");
        }
    }

    /** The sections of an eCFR file as "title:number", without runs of reserved numbers. */
    private static List<String> ecfr(String file, String title) throws Exception {
        List<String> sections = new ArrayList<>();
        NodeList divs = IngestedCorpus.xml(file).getElementsByTagName("DIV8");
        for (int i = 0; i < divs.getLength(); i++) {
            Element div = (Element) divs.item(i);
            String head = div.getElementsByTagName("HEAD").item(0).getTextContent().strip();
            if (!head.startsWith("§§")) {
                sections.add(title + ":" + div.getAttribute("N").replace("§", "").strip());
            }
        }
        return sections;
    }

    /** The sections of an annual USLM volume as "title:number", numbers as printed. */
    private static List<String> annual(String file) throws Exception {
        List<String> sections = new ArrayList<>();
        NodeList all = IngestedCorpus.xml(file).getElementsByTagNameNS(USLM, "section");
        for (int i = 0; i < all.getLength(); i++) {
            Element section = (Element) all.item(i);
            if (USLM_LEVELS.contains(section.getParentNode().getLocalName())) {
                String printed = section.getElementsByTagNameNS(USLM, "num").item(0).getTextContent();
                sections.add("27:" + printed.replace("§", "").strip());
            }
        }
        return sections;
    }
}
