package dev.josh.ingest.records;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import dev.josh.ingest.document.Db;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Congressional Record, roll-call votes, hearings, lobbying filings and historical
 * legislators from the shared corpus, ingested through the command line (with the legislators and
 * committees they resolve against) into a fresh database. Expected counts are derived from the
 * files themselves.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class RecordSourcesRealCorpusTest {

    private static final Map<String, String> TABLES = Map.of("congressional-record", "congressional_record",
            "roll-call-votes", "roll_call_votes", "hearings", "hearings", "lda-filings", "lda_filings");

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("legislators", "committees", "congressional-record",
            "roll-call-votes", "hearings", "lda-filings");

    // ---- Congressional Record ----------------------------------------------------------------

    @Test
    void everyGranuleIsARecordExceptOneThatNamesNoPageAndNoIssueListsIt() throws Exception {
        Path issues = CORPUS.resolve("congressional-record");
        List<Path> early = htmlFiles(issues.resolve("CREC-1997-01-28"));
        List<Path> late = htmlFiles(issues.resolve("CREC-2005-07-20"));
        assertThat(early).hasSize(98);
        assertThat(late).hasSize(191);
        // A granule can be cited only with a page: from its header, else from its issue's MODS entry.
        List<String> uncitable = new ArrayList<>();
        for (Path html : Stream.concat(early.stream(), late.stream()).toList()) {
            String text = Files.readString(html, StandardCharsets.ISO_8859_1);
            String id = html.getFileName().toString().replace(".htm", "");
            String mods = Files.readString(html.getParent().resolveSibling("mods.xml"));
            if (text.contains("[Page ]") && !mods.contains("id-" + id + "\"")) {
                uncitable.add("crec:" + id);
            }
        }
        assertThat(uncitable).containsExactly("crec:CREC-2005-07-20-pt1-Pgnull-2");
        try (Connection c = ingested.read()) {
            assertThat(count(c, "SELECT COUNT(*) FROM congressional_record")).isEqualTo(98 + 191 - uncitable.size());
            assertThat(count(c, "SELECT COUNT(*) FROM congressional_record WHERE issue_id = 'CREC-1997-01-28'")).isEqualTo(98);
            assertThat(strings(c, "SELECT record_id || ' ' || level || ': ' || reason FROM ingestion_logs"
                    + " WHERE source = 'congressional-record'")).containsExactly("crec:CREC-2005-07-20-pt1-Pgnull-2 error: "
                    + "no page: the granule's header gives (and the issue's MODS does not list it) no page number, "
                    + "so it has no place in the issue and no citation");
        }
    }

    @Test
    void speakerTurnsOfAKnownGranule() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, """
                    SELECT ordinal || ' ' || speaker_label || ' ' || coalesce(bioguide_id, '-') FROM congressional_record_turns
                    WHERE document_id = 'crec:CREC-1997-01-28-pt1-PgS693-5' ORDER BY ordinal"""))
                    .containsExactly("1 The PRESIDENT pro tempore -", "2 The PRESIDENT pro tempore -",
                            "3 Mr. GRASSLEY G000386");
            assertThat(strings(c, "SELECT citation_string || ' | ' || title FROM congressional_record"
                    + " WHERE id = 'crec:CREC-1997-01-28-pt1-PgS693-5'"))
                    .containsExactly("143 Cong. Rec. S693 (daily ed. Jan. 28, 1997) | 143 Cong. Rec. S693 — MORNING BUSINESS");
            // Every member's turn MODS can resolve is resolved: what stays open are presiding officers and a misprint.
            assertThat(strings(c, "SELECT DISTINCT speaker_label FROM congressional_record_turns"
                    + " WHERE bioguide_id IS NULL AND speaker_label NOT LIKE 'The %'")).containsExactly("Mr. DROGAN");
            assertThat(count(c, "SELECT COUNT(*) FROM congressional_record_turns WHERE bioguide_id IS NOT NULL"))
                    .isGreaterThan(700);
        }
    }

    @Test
    void chunksStayWithinTurnsAreQueuedAndSearchable() throws SQLException {
        try (Connection c = ingested.read()) {
            long chunks = count(c, "SELECT COUNT(*) FROM congressional_record_chunks");
            assertThat(chunks).isGreaterThanOrEqualTo(288);
            assertThat(count(c, "SELECT COUNT(*) FROM chunk_embedding_jobs WHERE chunk_table = 'congressional_record_chunks'"
                    + " AND status = 'pending'")).isEqualTo(chunks);
            assertThat(count(c, "SELECT COUNT(*) FROM congressional_record_chunks WHERE token_count > 510")).isZero();
            assertThat(count(c, """
                    SELECT COUNT(*) FROM congressional_record_chunks k JOIN congressional_record r ON r.id = k.document_id
                    WHERE substr(r.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text""")).isZero();
            // A chunk that overlaps two turns does so only because one of them is tiny (chunked with its neighbour).
            assertThat(count(c, """
                    SELECT COUNT(*) FROM congressional_record_chunks k
                    WHERE (SELECT COUNT(*) FROM congressional_record_turns t WHERE t.document_id = k.document_id
                             AND t.char_start < k.char_end AND k.char_start < t.char_end) > 1
                      AND NOT EXISTS (SELECT 1 FROM congressional_record_turns t WHERE t.document_id = k.document_id
                             AND t.char_start < k.char_end AND k.char_start < t.char_end
                             AND t.char_end - t.char_start < 200)""")).isZero();
            assertThat(strings(c, """
                    SELECT k.document_id FROM congressional_record_fts f JOIN congressional_record_chunks k ON k.chunk_id = f.rowid
                    WHERE congressional_record_fts MATCH '"pledge allegiance to the flag"' ORDER BY bm25(congressional_record_fts)
                    LIMIT 1""")).containsExactly("crec:CREC-2005-07-20-pt1-PgS8503-3");
        }
    }

    // ---- Roll-call votes -----------------------------------------------------------------------

    @Test
    void everyVoteFileIsAVoteWithAllItsMembers() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(CORPUS.resolve("roll-call-votes"))) {
            files = walk.filter(p -> p.getFileName().toString().equals("data.json")).toList();
        }
        assertThat(files).hasSize(120);
        long memberVotes = 0;
        JsonMapper json = JsonMapper.builder().build();
        for (Path file : files) {
            for (JsonNode position : json.readTree(file.toFile()).path("votes").values()) {
                memberVotes += position.size();
            }
        }
        try (Connection c = ingested.read()) {
            assertThat(count(c, "SELECT COUNT(*) FROM roll_call_votes")).isEqualTo(files.size());
            assertThat(count(c, "SELECT COUNT(*) FROM roll_call_member_votes")).isEqualTo(memberVotes);
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || bill_id FROM roll_call_votes"
                    + " WHERE id = 'vote:119:h:1:212'")).containsExactly("Roll Call Vote 212, 119th Congress, 1st Session"
                    + " (House), July 18, 2025 | https://clerk.house.gov/evs/2025/roll212.xml | hr:119:4016");
            assertThat(count(c, "SELECT COUNT(*) FROM roll_call_member_votes m JOIN roll_call_votes v ON v.id = m.vote_id"
                    + " WHERE v.chamber = 'house' AND (m.bioguide_id IS NULL OR m.bioguide_id != m.voter_id)")).isZero();
        }
    }

    @Test
    void senateMemberVotesResolveThroughLisIdsAndTheRestAreKeptAndLogged() throws SQLException {
        try (Connection c = ingested.read()) {
            long senate = count(c, "SELECT COUNT(*) FROM roll_call_member_votes m JOIN roll_call_votes v ON v.id = m.vote_id"
                    + " WHERE v.chamber = 'senate'");
            long unresolved = count(c, "SELECT COUNT(*) FROM roll_call_member_votes m JOIN roll_call_votes v"
                    + " ON v.id = m.vote_id WHERE v.chamber = 'senate' AND m.bioguide_id IS NULL");
            assertThat(senate).isEqualTo(4902);
            // Senators of the 117th who left before the current file and after the historical one was
            // made are in neither; they stay, with their LIS ID, and are counted in the warnings.
            assertThat(unresolved).isPositive().isLessThan(senate / 10);
            long logged = 0;
            Pattern counted = Pattern.compile("^([0-9]+) of [0-9]+ member votes name a Senate LIS ID");
            for (String reason : strings(c, "SELECT reason FROM ingestion_logs WHERE source = 'roll-call-votes'"
                    + " AND level = 'warning'")) {
                Matcher m = counted.matcher(reason);
                assertThat(m.find()).as(reason).isTrue();
                logged += Long.parseLong(m.group(1));
            }
            assertThat(logged).isEqualTo(unresolved);
            assertThat(strings(c, "SELECT bioguide_id FROM roll_call_member_votes WHERE vote_id = 'vote:119:s:2:128'"
                    + " AND voter_id = 'S428'")).containsExactly("A000382");
        }
    }

    // ---- Hearings ------------------------------------------------------------------------------

    @Test
    void eachRepositoryFileMakesOrCompletesAMeeting() throws SQLException {
        try (Connection c = ingested.read()) {
            assertThat(strings(c, "SELECT id || ' ' || coalesce(committee_id, '-') || ' ' || bills FROM hearings ORDER BY id"))
                    .containsExactly("meeting:h:102252 HSRU [\"hr:113:4435\"]", "meeting:h:102266 - []");
            assertThat(strings(c, "SELECT first_name || ' ' || last_name || ', ' || organization FROM hearing_witnesses"))
                    .containsExactly("James Cochrane, U.S. Postal Service");
            assertThat(strings(c, "SELECT citation_string FROM hearings WHERE id = 'meeting:h:102266'"))
                    .containsExactly("Witness list, House committee meeting 102266 (May 23, 2014)");
        }
    }

    // ---- Lobbying filings ----------------------------------------------------------------------

    @Test
    void everyFilingOfTheBulkFilesIsARecord() throws Exception {
        Map<String, Integer> filings = new LinkedHashMap<>();
        try (Stream<Path> list = Files.list(CORPUS.resolve("lobbying-lda"))) {
            for (Path file : list.sorted().toList()) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_16); // the BOM says LE
                filings.put(file.getFileName().toString(), text.split("<Filing ", -1).length - 1);
            }
        }
        assertThat(filings).containsExactly(Map.entry("2007_4_10_2.xml", 193), Map.entry("2020_4_10_1_LD203.xml", 282),
                Map.entry("2020_4_11_1_LD203.xml", 48));
        try (Connection c = ingested.read()) {
            assertThat(count(c, "SELECT COUNT(*) FROM lda_filings")).isEqualTo(193 + 282 + 48);
            assertThat(count(c, "SELECT COUNT(*) FROM lda_filings WHERE form = 'LD-203'")).isEqualTo(282 + 48);
            assertThat(count(c, "SELECT COUNT(*) FROM lda_filings WHERE source_file = 'lobbying-lda/2007_4_10_2.xml'"
                    + " AND form IN ('LD-1', 'LD-2')")).isEqualTo(193);
            assertThat(count(c, "SELECT COUNT(*) FROM lda_contributions")).isPositive();
            assertThat(strings(c, "SELECT citation_string FROM lda_filings"
                    + " WHERE id = 'lda:a56bcb4e-35bd-4f14-b403-960d2e89fa24'")).containsExactly("LD-2 report, "
                    + "Chernikoff & Company for NATIONAL MUSEUM OF WOMEN IN THE ARTS, 2007 Mid-Year (filed Oct. 24, 2007)");
            assertThat(count(c, "SELECT COUNT(*) FROM ingestion_logs WHERE source = 'lda-filings'")).isZero();
        }
    }

    // ---- Historical legislators ----------------------------------------------------------------

    @Test
    void everyFormerMemberIsALegislatorUnlessTheCurrentFileHasThem() throws IOException, SQLException {
        List<String> rows = Files.readAllLines(CORPUS.resolve("congress-legislators/legislators-historical.csv"));
        Set<String> current = new HashSet<>();
        Matcher bioguide = Pattern.compile("bioguide: ([A-Z][0-9]{6})")
                .matcher(Files.readString(CORPUS.resolve("congress-legislators/legislators-current.yaml")));
        while (bioguide.find()) {
            current.add(bioguide.group(1));
        }
        List<String> returned = new ArrayList<>();
        for (String row : rows.subList(1, rows.size())) {
            Matcher m = Pattern.compile(",([A-Z][0-9]{6}),").matcher(row);
            assertThat(m.find()).as(row).isTrue();
            if (current.contains(m.group(1))) {
                returned.add(m.group(1));
            }
        }
        assertThat(rows).hasSize(12_136 + 1);
        try (Connection c = ingested.read()) {
            assertThat(count(c, "SELECT COUNT(*) FROM legislators WHERE is_current = 0")).isEqualTo(12_136 - returned.size());
            assertThat(count(c, "SELECT COUNT(*) FROM legislator_terms t JOIN legislators l ON l.id = t.legislator_id"
                    + " WHERE l.is_current = 0 AND t.start_date IS NULL")).isEqualTo(12_136 - returned.size());
            for (String id : returned) {
                assertThat(strings(c, "SELECT is_current || ' ' || source_url FROM legislators WHERE id = '" + id + "'"))
                        .containsExactly("1 https://unitedstates.github.io/congress-legislators/legislators-current.yaml");
            }
            assertThat(strings(c, "SELECT citation_string FROM legislators WHERE id = 'S001197'")).containsExactly(
                    "Sen. Ben Sasse (R-NE), bioguide S001197 — congress-legislators, legislators-historical.csv");
        }
    }

    // ---- All of them ---------------------------------------------------------------------------

    @Test
    void everyRecordIsCitedAndItsIdRoundTrips() throws SQLException {
        Map<String, IdType> ids = Map.of("congressional_record", IdType.CONGRESSIONAL_RECORD,
                "roll_call_votes", IdType.VOTE, "hearings", IdType.MEETING, "lda_filings", IdType.LDA_FILING,
                "legislators", IdType.LEGISLATOR);
        try (Connection c = ingested.read()) {
            for (Map.Entry<String, IdType> table : ids.entrySet()) {
                assertThat(count(c, "SELECT COUNT(*) FROM " + table.getKey() + " WHERE citation_string IS NULL"
                        + " OR citation_string = '' OR source_url NOT LIKE 'https://%' OR source_org = ''"
                        + " OR published_at = '' OR length(raw_sha256) != 64")).as(table.getKey()).isZero();
                for (String id : strings(c, "SELECT id FROM " + table.getKey())) {
                    PublicId parsed = PublicId.parse(id);
                    assertThat(parsed.type()).as(id).isEqualTo(table.getValue());
                    assertThat(PublicId.of(parsed.type(), parsed.parts().values().toArray()).value()).isEqualTo(id);
                }
            }
        }
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void aSecondRunFindsEverythingUnchanged() throws SQLException {
        Map<String, Long> before = counts();
        assertThat(ingested.ingest()).isZero();
        assertThat(counts()).isEqualTo(before);
        try (Connection c = ingested.read()) {
            for (String source : TABLES.keySet()) {
                assertThat(strings(c, "SELECT files_read || '/' || added || '/' || changed || '/' || status FROM ingest_runs"
                        + " WHERE source = '" + source + "' AND run_id = (SELECT MAX(run_id) FROM ingest_runs)"))
                        .as(source).containsExactly("0/0/0/completed");
            }
        }
    }

    private static Map<String, Long> counts() throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        try (Connection c = ingested.read()) {
            for (String table : List.of("congressional_record", "congressional_record_chunks", "congressional_record_turns",
                    "roll_call_votes", "roll_call_member_votes", "hearings", "hearing_witnesses", "lda_filings",
                    "lda_lobbyists", "lda_issues", "lda_contributions", "legislators", "legislator_terms",
                    "chunk_embedding_jobs", "ingestion_logs")) {
                counts.put(table, count(c, "SELECT COUNT(*) FROM " + table));
            }
            counts.put("retrieved", count(c, "SELECT COUNT(DISTINCT retrieved_at) FROM congressional_record"));
        }
        return counts;
    }

    private static List<Path> htmlFiles(Path issue) throws IOException {
        try (Stream<Path> list = Files.list(issue.resolve("html"))) {
            return list.filter(p -> p.toString().endsWith(".htm")).sorted().toList();
        }
    }
}
