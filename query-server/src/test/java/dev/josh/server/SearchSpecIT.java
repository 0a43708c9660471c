package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The acceptance criteria of the search spec ({@code specs/rest-api-search.txt}, AC 1-13), one
 * test each, against the packaged server over a database ingested from the real corpus
 * ({@link CorpusDatabase}: U.S. Code titles 9 and 1 embedded; bills, SAPs, the Federal Register
 * and the other sources ingested and still waiting for vectors; GAO reports empty). AC 1's p95 budget is a
 * benchmark ({@code josh bench query}), not a unit-test assertion.
 */
@Tag("slow")
class SearchSpecIT {

    private static final String SAP = "statements-of-administration-policy";
    private static ServerProcess server;
    private static Path db;

    @BeforeAll
    static void start() throws Exception {
        db = CorpusDatabase.ensureBuilt();
        server = ServerProcess.overCorpus();
    }

    private static Reply search(String query, String parameters) throws Exception {
        return server.get("/v1/search?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + parameters);
    }

    private static List<JsonNode> results(Reply reply) {
        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
        List<JsonNode> out = new ArrayList<>();
        reply.body().get("results").forEach(out::add);
        return out;
    }

    private static Set<String> sourcesOf(List<JsonNode> results) {
        Set<String> out = new TreeSet<>();
        results.forEach(r -> out.add(r.get("source").asString()));
        return out;
    }

    private static Set<String> searched(Reply reply) {
        Set<String> out = new TreeSet<>();
        reply.body().get("searched_sources").forEach(s -> out.add(s.get("name").asString()));
        return out;
    }

    /** The sources searched, those holding records (listed) and the empty ones (named): GAO reports here. */
    private static Set<String> searchedOrEmpty(Reply reply) {
        Set<String> listed = searched(reply);
        Set<String> empty = strings(reply.body().get("empty_sources"));
        assertThat(empty).contains("gao-reports").doesNotContainAnyElementsOf(listed);
        Set<String> out = new TreeSet<>(listed);
        out.addAll(empty);
        return out;
    }

    @Test
    void ac01_aValidQueryAnswersWithResultsTotalAndTook() throws Exception {
        Reply r = search("arbitration award", "");
        List<JsonNode> results = results(r);
        assertThat(results).isNotEmpty();
        assertThat(r.body().get("total").asInt()).isGreaterThanOrEqualTo(results.size());
        assertThat(r.body().get("took_ms").isNumber()).isTrue();
        assertThat(r.body().get("took_ms").asLong()).isNotNegative();
    }

    @Test
    void ac02_sourceRestrictsTheTablesSearchedAndShortFormsNameSources() throws Exception {
        Reply both = search("emergency", "&mode=lexical&source=fr,bills&limit=50");
        List<JsonNode> results = results(both);
        assertThat(sourcesOf(results)).containsExactlyInAnyOrder("bills", "federal-register");
        assertThat(searched(both)).containsExactlyInAnyOrder("bills", "federal-register");

        Reply all = search("emergency", "&mode=lexical");
        assertThat(searched(all)).contains("us-code", "bills", SAP).doesNotContain("gao-reports");
        assertThat(searchedOrEmpty(all)).isEqualTo(schemaSources(false));
    }

    @Test
    void ac03_modesRunTheirLegsAndSemanticFiltersBeforeScoring() throws Exception {
        for (JsonNode r : results(search("enforcement of arbitral awards", "&mode=lexical&source=us-code"))) {
            assertThat(r.get("ranks").get("lexical").isNull()).isFalse();
            assertThat(r.get("ranks").get("semantic").isNull()).isTrue();
        }
        for (JsonNode r : results(search("enforcement of arbitral awards", "&mode=semantic&source=us-code"))) {
            assertThat(r.get("ranks").get("semantic").isNull()).isFalse();
            assertThat(r.get("ranks").get("lexical").isNull()).isTrue();
        }
        List<JsonNode> hybrid = results(search("enforcement of arbitral awards", "&source=us-code"));
        assertThat(hybrid).anySatisfy(r -> {
            assertThat(r.get("ranks").get("lexical").isNull()).isFalse();
            assertThat(r.get("ranks").get("semantic").isNull()).isFalse();
        });

        // Title 9 (2021) holds the best matches; a window on title 1's date still fills a whole page
        // from inside it, which a top-K cut after scoring could not do.
        Reply windowed = search("enforcement of arbitral awards", "&mode=semantic&source=us-code&limit=10&since=2022-01-01");
        List<JsonNode> inside = results(windowed);
        assertThat(inside).hasSize(10).allSatisfy(r -> {
            assertThat(r.get("id").asString()).startsWith("usc:1:");
            assertThat(r.get("citation").get("published_at").asString()).isGreaterThanOrEqualTo("2022-01-01");
        });
    }

    @Test
    void ac04_hybridOverBodyTextIncludesVectorHitsAndLexicalOnlyBm25() throws Exception {
        // "awards made by arbitrators" paraphrases; the vector leg contributes documents the words alone rank low.
        List<JsonNode> hybrid = results(search("setting aside a decision of arbitrators", "&source=us-code&limit=20"));
        assertThat(hybrid).anySatisfy(r -> assertThat(r.get("ranks").get("semantic").isNull()).isFalse());
        Reply lexical = search("setting aside a decision of arbitrators", "&source=us-code&mode=lexical&limit=20");
        assertThat(results(lexical)).allSatisfy(r -> assertThat(r.get("ranks").get("semantic").isNull()).isTrue());
        assertThat(lexical.body().get("lexical_plan").asString()).isNotBlank();
    }

    @Test
    void ac05_aRegistrySourceIsNotSearchableAndTheHintRedirects() throws Exception {
        Reply r = search("markey", "&source=legislators,us-code");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.errorCode()).isEqualTo("source_not_searchable");
        JsonNode hint = r.body().get("error").get("hint");
        assertThat(hint.get("offending_sources").toString()).contains("legislators").doesNotContain("us-code");
        assertThat(hint.get("redirect_to").asString()).isEqualTo("/v1/legislators?q=markey");
        assertThat(strings(hint.get("valid_sources"))).isEqualTo(schemaSources(false));
    }

    @Test
    void ac06_semanticOverAShortBodySourceIsRefusedWithTheSourcesThatHaveVectors() throws Exception {
        Reply r = search("appropriations", "&mode=semantic&source=sap");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.errorCode()).isEqualTo("source_not_searchable_semantically");
        JsonNode hint = r.body().get("error").get("hint");
        assertThat(strings(hint.get("valid_sources"))).isEqualTo(schemaSources(true)).doesNotContain(SAP);
    }

    @Test
    void ac07_hybridServesAShortBodySourceLexicallyAndSaysSo() throws Exception {
        Reply r = search("appropriations act", "&source=sap,us-code&limit=30");
        List<JsonNode> results = results(r);
        assertThat(sourcesOf(results)).contains(SAP);
        JsonNode degraded = r.body().get("degraded");
        assertThat(degraded.get("from").asString()).isEqualTo("hybrid");
        assertThat(degraded.get("to").asString()).isEqualTo("lexical");
        assertThat(degraded.get("per_source").get(SAP).asString()).contains("lexical only");
        assertThat(degraded.get("per_source").has("us-code")).isFalse();
        results.stream().filter(x -> x.get("source").asString().equals(SAP))
                .forEach(x -> assertThat(x.get("ranks").get("semantic").isNull()).isTrue());
    }

    @Test
    void ac08_semanticWithoutSourceSearchesBodySourcesAndListsTheExcluded() throws Exception {
        Reply r = search("arbitration", "&mode=semantic");
        results(r);
        assertThat(searchedOrEmpty(r)).isEqualTo(schemaSources(true));
        assertThat(strings(r.body().get("degraded").get("excluded_sources"))).contains(SAP)
                .doesNotContainAnyElementsOf(schemaSources(true));
    }

    @Test
    void ac09_eligibilityIsTheLiveSchemas() throws Exception {
        // The server's classification equals one read here, independently, from sqlite_master.
        Set<String> lexical = schemaSources(false);
        Set<String> semantic = schemaSources(true);
        assertThat(semantic).contains("us-code", "bills", "federal-register", "gao-reports").doesNotContain(SAP);
        assertThat(lexical).containsAll(semantic).contains(SAP).doesNotContain("legislators", "roll-call-votes");
        Reply r = search("x", "&source=roll-call-votes");
        assertThat(r.errorCode()).isEqualTo("source_not_searchable");
        assertThat(strings(r.body().get("error").get("hint").get("valid_sources"))).isEqualTo(lexical);
        Reply status = server.get("/v1/status");
        assertThat(status.status()).isEqualTo(200);
    }

    @Test
    void ac10_everyResultIdOpensItsResource() throws Exception {
        Set<String> ids = new LinkedHashSet<>();
        for (String q : List.of("arbitration", "emergency", "appropriations act", "broadband")) {
            for (String mode : List.of("lexical", "hybrid")) {
                results(search(q, "&mode=" + mode + "&limit=10")).forEach(r -> ids.add(r.get("id").asString()));
            }
        }
        Set<String> types = new HashSet<>();
        for (String id : ids) {
            PublicId parsed = PublicId.parse(id);
            types.add(parsed.type().resource());
            Reply resource = server.get("/v1/" + parsed.type().resource() + "/" + id);
            assertThat(resource.status()).as(id).isEqualTo(200);
            assertThat(resource.body().get("id").asString()).isEqualTo(id);
        }
        assertThat(types).contains("us-code", "bills", "federal-register", SAP);
    }

    @Test
    void ac11_everyResultCarriesACitation() throws Exception {
        int seen = 0;
        for (String q : List.of("arbitration", "emergency", "appropriations act", "broadband", "rule")) {
            for (JsonNode r : results(search(q, "&mode=lexical&limit=20"))) {
                JsonNode citation = r.get("citation");
                assertThat(citation.get("citation_string").asString()).as(r.get("id").asString()).isNotBlank();
                assertThat(citation.get("url").asString()).startsWith("http");
                // Two enrolled bills whose files carry no date are cited "(n.d.)", as the Bluebook has it.
                if (!citation.get("citation_string").asString().contains("(n.d.)")) {
                    assertThat(citation.get("published_at").asString()).matches("\\d{4}-\\d{2}-\\d{2}.*");
                }
                seen++;
            }
        }
        assertThat(seen).isGreaterThan(50);
    }

    @Test
    void ac12_missingOrBadKeysAre401AndTooManyRequests429() throws Exception {
        Path copy = copyOfDatabase("it-db-auth");
        // 6 units a minute: a lexical search of one source costs 2 (RequestCost), so three fit and the fourth does not.
        String key = issueKey(copy, 6);
        try (ServerProcess guarded = ServerProcess.start(copy, "it-search-auth.log", Map.of("JOSH_AUTH", "required"))) {
            Reply missing = guarded.get("/v1/search?q=arbitration");
            assertThat(missing.status()).isEqualTo(401);
            assertThat(missing.errorCode()).isNotBlank();
            Reply bad = guarded.get("/v1/search?q=arbitration", "Authorization", "Bearer josh_not-a-key");
            assertThat(bad.status()).isEqualTo(401);
            for (int i = 0; i < 3; i++) {
                assertThat(guarded.get("/v1/search?q=arbitration&mode=lexical&source=us-code", "X-API-Key", key)
                        .status()).isEqualTo(200);
            }
            Reply limited = guarded.get("/v1/search?q=arbitration&mode=lexical&source=us-code", "X-API-Key", key);
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.errorCode()).isEqualTo("rate_limited");
            assertThat(limited.body().get("error").get("hint").get("cost").asInt()).isEqualTo(2);
        }
    }

    @Test
    void answersKeepFlowingWhileIngestWritesAndNewRecordsAppearWithoutARestart() throws Exception {
        Path copy = copyOfDatabase("it-db-live");
        try (ServerProcess live = ServerProcess.start(copy, "it-search-live.log", Map.of())) {
            assertThat(results(live.get("/v1/search?mode=lexical&source=gao&q=accountability"))).isEmpty();
            AtomicBoolean writing = new AtomicBoolean(true);
            List<Integer> statuses = new CopyOnWriteArrayList<>();
            Thread reader = Thread.ofVirtual().start(() -> {
                while (writing.get()) {
                    try {
                        statuses.add(live.get("/v1/search?q=arbitration+award&limit=5").status());
                    } catch (Exception e) {
                        statuses.add(-1);
                    }
                }
            });
            try {
                assertThat(IngestApplication.run("ingest", "gao-reports", "--corpus", System.getProperty("josh.corpus"),
                        "--db", copy.toString())).isZero();
            } finally {
                writing.set(false);
                reader.join();
            }
            assertThat(statuses).isNotEmpty().containsOnly(200);
            // The schema and counts are re-read every 5 s (josh.search.refresh-interval).
            long deadline = System.nanoTime() + 30_000_000_000L;
            List<JsonNode> found = List.of();
            while (found.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(500);
                found = results(live.get("/v1/search?mode=lexical&source=gao&q=accountability"));
            }
            assertThat(found).isNotEmpty().allSatisfy(r -> assertThat(r.get("id").asString()).startsWith("gao:"));
        }
    }

    /** A consistent copy of the shared database (WAL included) for a test that writes. */
    private static Path copyOfDatabase(String name) throws Exception {
        Path dir = Path.of("target", name);
        Files.createDirectories(dir);
        Path copy = dir.resolve("josh.db");
        Files.deleteIfExists(copy);
        try (Connection c = JoshDatabase.readWrite(db).getConnection(); Statement st = c.createStatement()) {
            st.execute("VACUUM INTO '" + copy + "'");
        }
        return copy.toAbsolutePath();
    }

    /** {@code josh keys create}, as an operator runs it; the key is the one line it prints. */
    private static String issueKey(Path database, int ratePerMinute) {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertThat(IngestApplication.run("keys", "create", "--name", "search-spec-it", "--rate-per-minute",
                    String.valueOf(ratePerMinute), "--db", database.toString())).isZero();
        } finally {
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void ac13_anEmptySourceIsTotalZeroNotAFailure() throws Exception {
        Reply empty = search("audit of federal programs", "&source=gao-reports");
        assertThat(results(empty)).isEmpty();
        assertThat(empty.body().get("total").asInt()).isZero();
        assertThat(empty.body().get("empty").get("kind").asString()).isEqualTo("not_covered");
        Reply mixed = search("arbitration", "&source=gao-reports,us-code&mode=lexical");
        assertThat(sourcesOf(results(mixed))).containsExactly("us-code");
        assertThat(searched(mixed)).containsExactly("us-code");
        assertThat(strings(mixed.body().get("empty_sources"))).containsExactly("gao-reports");
    }

    @Test
    void doesTheInfrastructureBillMentionBroadband() throws Exception {
        Reply r = search("broadband", "&mode=lexical&document=hr:117:3684");
        List<JsonNode> results = results(r);
        assertThat(results).hasSize(1);
        JsonNode bill = results.get(0);
        assertThat(bill.get("id").asString()).isEqualTo("hr:117:3684");
        assertThat(bill.get("citation").get("citation_string").asString()).contains("H.R. 3684");
        JsonNode passages = bill.get("passages");
        assertThat(passages).isNotEmpty();
        for (JsonNode passage : passages) {
            assertThat(passage.get("text").asString()).containsIgnoringCase("<mark>broadband");
            assertThat(passage.get("heading_path").asString()).isNotBlank();
            assertThat(passage.get("url").asString()).startsWith("http").contains("#");
        }
        assertThat(r.body().get("filters").get("document").asString()).isEqualTo("hr:117:3684");
        assertThat(searched(r)).containsExactly("bills");

        // The same bill does not mention a word it does not hold: an empty answer, not an error.
        Reply absent = search("zeppelin", "&mode=lexical&document=hr:117:3684");
        assertThat(results(absent)).isEmpty();
        assertThat(absent.body().get("empty").get("kind").asString()).isEqualTo("no_match");

        // bill_id= widens to what is about the bill: the bill itself and the statements on it.
        Reply about = search("infrastructure", "&mode=lexical&bill_id=hr:117:3684&limit=50");
        assertThat(results(about)).extracting(x -> x.get("id").asString()).contains("hr:117:3684");
        assertThat(sourcesOf(results(about))).isSubsetOf("bills", SAP, "public-laws", "committee-reports",
                "congressional-record");
    }

    @Test
    void perDocumentFieldsConfineTheSearchToSourcesThatHaveThem() throws Exception {
        Reply epa = search("air quality", "&mode=lexical&agency=environmental+protection&limit=50");
        List<JsonNode> results = results(epa);
        assertThat(results).isNotEmpty();
        assertThat(sourcesOf(results)).containsExactly("federal-register");
        for (JsonNode r : results) {
            JsonNode record = server.get("/v1/federal-register/" + r.get("id").asString()).body();
            assertThat(record.toString().toUpperCase()).contains("ENVIRONMENTAL PROTECTION");
        }
        Reply congress = search("appropriations", "&mode=lexical&congress=117&limit=50");
        assertThat(results(congress)).isNotEmpty().allSatisfy(r ->
                assertThat(r.get("source").asString()).isIn("bills", SAP, "public-laws", "committee-reports",
                        "congressional-record"));
        assertThat(searched(congress)).doesNotContain("us-code", "federal-register");

        Reply wrong = search("x", "&source=us-code&agency=epa");
        assertThat(wrong.status()).isEqualTo(400);
        assertThat(wrong.errorCode()).isEqualTo("invalid_parameter");
        assertThat(wrong.body().get("error").get("hint").get("sources_with_field").get("agency").toString())
                .contains("federal-register");
        assertThat(search("x", "&congress=one-hundred").status()).isEqualTo(400);
        Reply typo = search("x", "&agnecy=epa");
        assertThat(typo.status()).isEqualTo(400);
        assertThat(typo.body().get("error").get("hint").get("unknown_parameters").toString()).contains("agnecy");
    }

    /**
     * The sources as the schema shows them, read here without the server's code: with
     * {@code vectors}, those with {@code <t>_chunks_vec0}; otherwise every record table (one with
     * {@code citation_string}) that has {@code <t>_fts}.
     */
    private static Set<String> schemaSources(boolean vectors) throws Exception {
        Set<String> tables = new HashSet<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
        }
        Set<String> out = new TreeSet<>();
        for (String t : tables) {
            boolean searchable = vectors ? tables.contains(t + "_chunks_vec0") : tables.contains(t + "_fts");
            if (searchable && !t.endsWith("_chunks") && !t.endsWith("_fts")) {
                out.add(t.replace('_', '-'));
            }
        }
        return out;
    }

    private static Set<String> strings(JsonNode array) {
        Set<String> out = new TreeSet<>();
        array.forEach(n -> out.add(n.asString()));
        return out;
    }
}
