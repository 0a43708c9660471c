package dev.josh.ingest;

import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.strings;
import static dev.josh.ingest.document.Db.uncited;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.document.Db;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Title 9 and the registry files from the shared corpus, ingested through the command line into a fresh database. */
class RealCorpusIngestTest {

    private static final Set<String> LEVELS = Set.of("title", "subtitle", "chapter", "subchapter", "part", "subpart");

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("us-code", "legislators", "committees", "--titles", "9");

    @Test
    void everyRealSectionOfTitleNineIsARecord() throws Exception {
        var document = IngestedCorpus.xml("uscode/usc09.xml");
        NodeList sections = document.getElementsByTagNameNS("http://xml.house.gov/schemas/uslm/1.0", "section");
        List<String> real = new ArrayList<>();
        for (int i = 0; i < sections.getLength(); i++) {
            Element section = (Element) sections.item(i);
            if (LEVELS.contains(section.getParentNode().getLocalName())) {
                real.add(section.getAttribute("identifier"));
            }
        }
        assertThat(real).hasSize(31);
        try (Connection c = ingested.read()) {
            assertThat(strings(c, "SELECT id FROM us_code ORDER BY rowid"))
                    .hasSize(real.size())
                    .allSatisfy(id -> assertThat(real).contains("/us/usc/t9/s" + id.substring("usc:9:".length())));
        }
    }

    @Test
    void everyRecordCarriesItsCitation() throws SQLException {
        try (Connection c = ingested.read()) {
            for (String table : List.of("us_code", "legislators", "committees", "committee_memberships")) {
                assertThat(count(c, "SELECT COUNT(*) FROM " + table)).as(table).isPositive();
                assertThat(uncited(c, table)).as(table).isZero();
            }
            assertThat(strings(c, "SELECT citation_string FROM us_code WHERE id = 'usc:9:10'"))
                    .containsExactly("9 U.S.C. § 10");
            assertThat(strings(c, "SELECT title FROM us_code WHERE id = 'usc:9:10'"))
                    .containsExactly("9 U.S.C. § 10 — Same; vacation; grounds; rehearing");
            assertThat(strings(c, "SELECT citation_string FROM legislators WHERE id = 'M000133'"))
                    .containsExactly("Sen. Edward J. Markey (D-MA), bioguide M000133 — congress-legislators, legislators-current.yaml");
        }
    }

    @Test
    void everyIdParsesAndFormatsBackToItself() throws SQLException {
        Map<String, IdType> columns = new LinkedHashMap<>();
        columns.put("SELECT id FROM us_code", IdType.US_CODE_SECTION);
        columns.put("SELECT id FROM legislators", IdType.LEGISLATOR);
        columns.put("SELECT id FROM committees", IdType.COMMITTEE);
        columns.put("SELECT DISTINCT committee_id FROM committee_memberships", IdType.COMMITTEE);
        columns.put("SELECT DISTINCT legislator_id FROM committee_memberships", IdType.LEGISLATOR);
        try (Connection c = ingested.read()) {
            for (var column : columns.entrySet()) {
                for (String id : strings(c, column.getKey())) {
                    PublicId parsed = PublicId.parse(id);
                    assertThat(parsed.type()).as(id).isEqualTo(column.getValue());
                    assertThat(parsed.value()).isEqualTo(id);
                    assertThat(PublicId.of(parsed.type(), parsed.parts().values().toArray()).value()).isEqualTo(id);
                }
            }
        }
    }

    @Test
    void fullTextSearchFindsArbitration() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(count(c, "SELECT COUNT(*) FROM us_code_fts WHERE us_code_fts MATCH 'arbitration'")).isGreaterThan(20);
            assertThat(strings(c, """
                    SELECT k.document_id FROM us_code_fts f JOIN us_code_chunks k ON k.chunk_id = f.rowid
                    WHERE us_code_fts MATCH '"vacating the award"' ORDER BY bm25(us_code_fts) LIMIT 1"""))
                    .containsExactly("usc:9:10");
        }
    }

    @Test
    void oneEmbeddingJobIsQueuedPerChunkForTheActiveModel() throws SQLException {
        try (Connection c = ingested.read()) {
            long chunks = count(c, "SELECT COUNT(*) FROM us_code_chunks");
            assertThat(chunks).isGreaterThanOrEqualTo(31);
            assertThat(count(c, """
                    SELECT COUNT(*) FROM chunk_embedding_jobs j
                    JOIN us_code_chunks k ON k.chunk_id = j.chunk_id AND j.chunk_table = 'us_code_chunks'
                    JOIN embedding_models m ON m.model_id = j.model_id AND m.model_version = j.model_version AND m.active = 1
                    WHERE j.status = 'pending'""")).isEqualTo(chunks);
            assertThat(count(c, "SELECT COUNT(*) FROM chunk_embedding_jobs")).isEqualTo(chunks);
            assertThat(count(c, "SELECT COUNT(*) FROM us_code_chunks WHERE token_count > 510")).isZero();
            assertThat(count(c, """
                    SELECT COUNT(*) FROM us_code_chunks k JOIN us_code r ON r.id = k.document_id
                    WHERE substr(r.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text""")).isZero();
        }
    }

    @Test
    void waysAndMeansMembersJoinToLegislatorsAndIncludeTheChair() throws SQLException {
        try (Connection c = ingested.read()) {
            List<String> chairs = strings(c, """
                    SELECT l.official_full_name FROM committee_memberships m JOIN legislators l ON l.id = m.legislator_id
                    WHERE m.committee_id = 'HSWM' AND m.congress = 119 AND m.role IN ('Chairman', 'Chair', 'Chairwoman')""");
            assertThat(chairs).hasSize(1);
            assertThat(count(c, """
                    SELECT COUNT(*) FROM committee_memberships m LEFT JOIN legislators l ON l.id = m.legislator_id
                    WHERE m.committee_id = 'HSWM' AND l.id IS NULL""")).isZero();
            assertThat(strings(c, "SELECT parent_id || '/' || chamber FROM committees WHERE id = 'HSWM02'"))
                    .containsExactly("HSWM/house");
        }
    }

    @Test
    void secondRunFindsEverythingUnchangedAndWritesNothing() throws SQLException {
        Map<String, Object> before = snapshot();
        assertThat(ingested.ingest()).isZero();
        assertThat(snapshot()).isEqualTo(before);
        try (Connection c = ingested.read(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("""
                     SELECT source, files_read, added, changed, unchanged, failed, status FROM ingest_runs
                     WHERE run_id = (SELECT MAX(run_id) FROM ingest_runs) ORDER BY source""")) {
            Map<String, String> lastRun = new LinkedHashMap<>();
            while (rs.next()) {
                lastRun.put(rs.getString(1), rs.getInt(2) + "/" + rs.getInt(3) + "/" + rs.getInt(4) + "/" + rs.getInt(5)
                        + "/" + rs.getInt(6) + "/" + rs.getString(7));
            }
            assertThat(lastRun).containsExactly(
                    Map.entry("committees", "0/0/0/4109/0/completed"),
                    // 537 current members and the 12,136 rows of the historical CSV
                    Map.entry("legislators", "0/0/0/12673/0/completed"),
                    Map.entry("us-code", "0/0/0/31/0/completed"));
        }
    }

    @Test
    void statusReportsEachSource() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = IngestApplication.run("status", "--db", ingested.db().toString());
        } finally {
            System.setOut(original);
        }
        assertThat(exit).isZero();
        String out = captured.toString(StandardCharsets.UTF_8);
        assertThat(out).contains("us-code", "legislators", "committees", "committee-memberships", "completed");
        assertThat(out).containsPattern("us-code\\s+body\\s+31\\s+[0-9]+\\s+0\\s+[0-9]+");
    }

    /** Everything a run could write, so a run that writes nothing leaves it equal. */
    private static Map<String, Object> snapshot() throws SQLException {
        Map<String, Object> s = new LinkedHashMap<>();
        try (Connection c = ingested.read()) {
            for (String query : List.of(
                    "SELECT COUNT(*), group_concat(retrieved_at), group_concat(raw_sha256) FROM us_code",
                    "SELECT COUNT(*), SUM(chunk_id % 1000003), group_concat(text) FROM us_code_chunks",
                    "SELECT COUNT(*), group_concat(inserted_at) FROM chunk_embedding_jobs",
                    "SELECT COUNT(*), group_concat(retrieved_at) FROM legislators",
                    "SELECT COUNT(*) FROM legislator_terms",
                    "SELECT COUNT(*), group_concat(retrieved_at) FROM committees",
                    "SELECT COUNT(*), group_concat(retrieved_at) FROM committee_memberships",
                    "SELECT COUNT(*) FROM ingestion_logs",
                    "SELECT group_concat(ingested_at) FROM source_files")) {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
                    rs.next();
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                        row.add(rs.getObject(i));
                    }
                    s.put(query, row);
                }
            }
        }
        return s;
    }
}
