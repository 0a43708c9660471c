package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.lexical.graph.VectorGraphUpdate;
import dev.josh.lexical.graph.VectorGraphs;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.VectorScanSettings;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEmbedder;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The semantic leg on a vector graph against the same leg's exact scan, on the server's test
 * database: the same top documents with and without filters, the scan while no graph exists, and a
 * graph that lags the vectors table (the vectors written since are scanned) until an update catches
 * it up, after which a replaced vector is found by its new value and a deleted one is gone.
 */
@Tag("slow")
@Tag("long")
class VectorGraphTest {

    private static final String[] QUERIES = {"fair use of a copyrighted work for criticism",
        "agreements to arbitrate maritime transactions", "false statements to federal health care programs",
        "words importing the singular include several persons", "original works of authorship"};

    @TempDir
    Path dir;
    private TestDatabase db;
    private SearchStack stack;
    private VectorGraphs graphs;
    private final Map<Long, String> chunks = new LinkedHashMap<>();

    @BeforeEach
    void database() {
        db = TestDatabase.create(dir);
        db.activeModel();
        chunks.putAll(Fixtures.sections(db));
        // Enough further sections that the graph has layers and neighbours to choose among: sentences
        // drawn from the fixtures' own words, half of them dated before 2020.
        List<String> words = chunks.values().stream().flatMap(t -> List.of(t.split("\\W+")).stream())
                .filter(w -> w.length() > 3).distinct().toList();
        Random random = new Random(34);
        for (int s = 0; s < 150; s++) {
            List<String> texts = new ArrayList<>();
            for (int c = 0; c < 2; c++) {
                StringBuilder text = new StringBuilder();
                for (int w = 0; w < 12; w++) {
                    text.append(words.get(random.nextInt(words.size()))).append(' ');
                }
                texts.add(text.toString().trim());
            }
            String id = "usc:50:" + (1000 + s);
            List<Long> ids = db.section(id, "Generated section " + s, texts.toArray(String[]::new));
            for (int i = 0; i < ids.size(); i++) {
                chunks.put(ids.get(i), texts.get(i));
            }
            if (s % 2 == 0) {
                db.execute("UPDATE us_code SET published_at = '2015-03-0" + (1 + s % 9) + "' WHERE id = '" + id + "'");
            }
        }
        Fixtures.embedAll(db, chunks);
        stack = new SearchStack(db);
        // Looked at on every acquire: the test reads the state right after each update, within the server's second.
        graphs = new VectorGraphs(db.path(), Duration.ZERO);
    }

    @AfterEach
    void close() throws Exception {
        graphs.close();
        stack.close();
    }

    /** The graph serves every source from its first vector here; a few candidates, so the graph must be walked. */
    private SemanticSearch semantic(VectorGraphs with) {
        SearchProperties shipped = SearchProperties.defaults();
        VectorScanSettings scan = shipped.vectorScan();
        return new SemanticSearch(stack.pool, stack.encoders, shipped.toBuilder().vectorScan(new VectorScanSettings(
                scan.oversample(), 20, scan.maxCandidates(), 0, 1)).build(), with);
    }

    private List<SourceTables> sources() {
        return stack.registry.all().stream().filter(SourceTables::semanticallySearchable).toList();
    }

    private List<DocumentHit> nearest(SemanticSearch search, float[] vector, SearchFilter filter, PublicId excluded) {
        return search.nearest(vector, sources(), filter, excluded, 10, stack.indexes.state(), 0,
                Deadline.after(Duration.ofMinutes(1)));
    }

    /** The ten best documents (the leg returns every document its candidates hold). */
    private static List<String> documents(List<DocumentHit> hits) {
        return hits.stream().limit(10).map(h -> h.document().documentId()).toList();
    }

    private static List<Long> chunkIds(List<DocumentHit> hits) {
        return hits.stream().flatMap(h -> h.chunks().stream()).map(ChunkHit::chunkId).toList();
    }

    private List<VectorGraphUpdate.SourceUpdate> update() throws Exception {
        return new VectorGraphUpdate(stack.pool, db.path(), line -> { }).run(false);
    }

    private VectorGraphUpdate.SourceUpdate usCode(List<VectorGraphUpdate.SourceUpdate> updates) {
        return updates.stream().filter(u -> u.table().equals("us_code_chunks_vectors")).findFirst().orElseThrow();
    }

    private SourceGraphs.State state() throws Exception {
        SourceGraphs served = new SourceGraphs(graphs, new VectorScanSettings(16, 20, 4000, 0, 1));
        SourceTables usCode = stack.registry.all().stream().filter(s -> s.name().equals("us-code")).findFirst()
                .orElseThrow();
        try (Connection conn = stack.pool.getConnection()) {
            return served.state(conn, usCode, stack.indexes.state());
        }
    }

    @Test
    void theGraphFindsTheScansTopDocumentsWithAndWithoutFilters() throws Exception {
        VectorGraphUpdate.SourceUpdate built = usCode(update());
        assertThat(built.kind()).isEqualTo(VectorGraphUpdate.Kind.REBUILT);
        assertThat(built.rows()).isEqualTo(chunks.size());
        assertThat(state()).isEqualTo(SourceGraphs.State.CURRENT);
        assertThat(rowsByNumber()).as("a graph built whole: each document is the index row of its number").isTrue();
        SemanticSearch scan = semantic(null);
        SemanticSearch graph = semantic(graphs);
        SearchFilter recent = SearchFilter.parse("2020", null, null);
        SearchFilter old = SearchFilter.parse(null, "2019-12-31", null);
        for (String q : QUERIES) {
            float[] v = HashingEmbedder.vectorOf(q);
            assertThat(documents(nearest(graph, v, SearchFilter.NONE, null))).as(q)
                    .isEqualTo(documents(nearest(scan, v, SearchFilter.NONE, null))).hasSize(10);
            List<DocumentHit> recentHits = nearest(graph, v, recent, null);
            assertThat(documents(recentHits)).as(q).isEqualTo(documents(nearest(scan, v, recent, null))).hasSize(10);
            assertThat(documents(recentHits)).as("only 2022 sections pass since=2020")
                    .allMatch(id -> !id.startsWith("usc:50:") || Integer.parseInt(id.substring(7)) % 2 == 1);
            List<DocumentHit> oldHits = nearest(graph, v, old, null);
            assertThat(documents(oldHits)).as(q).isEqualTo(documents(nearest(scan, v, old, null))).hasSize(10)
                    .allMatch(id -> id.startsWith("usc:50:") && Integer.parseInt(id.substring(7)) % 2 == 0);
        }
        float[] fairUse = HashingEmbedder.vectorOf(QUERIES[0]);
        assertThat(documents(nearest(graph, fairUse, SearchFilter.NONE, null))).first().isEqualTo(Fixtures.FAIR_USE);
        assertThat(documents(nearest(graph, fairUse, SearchFilter.NONE, PublicId.parse(Fixtures.FAIR_USE))))
                .as("a document excluded, as similar documents exclude their own").doesNotContain(Fixtures.FAIR_USE)
                .isEqualTo(documents(nearest(scan, fairUse, SearchFilter.NONE, PublicId.parse(Fixtures.FAIR_USE))));
    }

    @Test
    void graphsAreBuiltOnlyWhereTheOperatorTurnsThemOn() {
        assertThat(VectorGraphUpdate.switchedOn(Map.of())).isFalse();
        assertThat(VectorGraphUpdate.switchedOn(Map.of(VectorGraphUpdate.SWITCH, "off"))).isFalse();
        assertThat(VectorGraphUpdate.switchedOn(Map.of(VectorGraphUpdate.SWITCH, " ON "))).isTrue();
    }

    @Test
    void withoutAGraphTheLegScans() throws Exception {
        assertThat(state()).isEqualTo(SourceGraphs.State.NONE);
        float[] v = HashingEmbedder.vectorOf(QUERIES[1]);
        assertThat(documents(nearest(semantic(graphs), v, SearchFilter.NONE, null)))
                .isEqualTo(documents(nearest(semantic(null), v, SearchFilter.NONE, null))).hasSize(10);
    }

    @Test
    void anUpdateCatchesUpWithReplacedAndDeletedVectors() throws Exception {
        usCode(update());
        List<Long> ids = new ArrayList<>(chunks.keySet());
        long replaced = ids.get(0);
        long deleted = ids.get(ids.size() / 2);
        String question = "wholly new words about lighthouse keepers and their lamps";
        float[] asked = HashingEmbedder.vectorOf(question);
        float[] gone = HashingEmbedder.vectorOf(chunks.get(deleted));
        // As the embed worker writes them: a re-embedded chunk's row gets a seq above every other; a deleted chunk
        // loses its row.
        db.execute("DELETE FROM us_code_chunks_vectors WHERE chunk_id IN (" + replaced + ", " + deleted + ")");
        db.vector(replaced, asked);
        stack.refresh();
        assertThat(state()).isEqualTo(SourceGraphs.State.BEHIND);
        SemanticSearch graph = semantic(graphs);
        assertThat(chunkIds(nearest(graph, asked, SearchFilter.NONE, null))).as("scanned beside the graph")
                .first().isEqualTo(replaced);

        VectorGraphUpdate.SourceUpdate caughtUp = usCode(update());
        assertThat(caughtUp.kind()).isEqualTo(VectorGraphUpdate.Kind.CAUGHT_UP);
        assertThat(caughtUp.rows()).isEqualTo(1);
        assertThat(caughtUp.deleted()).as("the deleted row and the replaced chunk's old one").isEqualTo(2);
        assertThat(state()).isEqualTo(SourceGraphs.State.CURRENT);
        assertThat(chunkIds(nearest(graph, asked, SearchFilter.NONE, null))).as("found in the graph").first()
                .isEqualTo(replaced);
        assertThat(chunkIds(nearest(graph, gone, SearchFilter.NONE, null))).doesNotContain(deleted)
                .hasSizeGreaterThan(5);
        assertThat(rowsByNumber()).as("the caught-up graph's first segment holds a deleted row's document").isFalse();
        // So the filter is mapped document by document.
        SearchFilter old = SearchFilter.parse(null, "2019-12-31", null);
        for (String q : QUERIES) {
            float[] v = HashingEmbedder.vectorOf(q);
            assertThat(documents(nearest(graph, v, old, null))).as(q)
                    .isEqualTo(documents(nearest(semantic(null), v, old, null))).hasSize(10);
        }
        assertThat(usCode(update()).kind()).isEqualTo(VectorGraphUpdate.Kind.CURRENT);
    }

    @Test
    void aFilterAdmittingFewerRowsThanTheGraphMinimumIsScanned() throws Exception {
        usCode(update());
        SourceTables usCode = stack.registry.all().stream().filter(s -> s.name().equals("us-code")).findFirst()
                .orElseThrow();
        SemanticIndexes.State vectors = stack.indexes.state();
        BinaryVectorIndex index = vectors.index("us-code").orElseThrow();
        int minimum = index.size() / 2;
        SourceGraphs served = new SourceGraphs(graphs, new VectorScanSettings(16, 20, 4000, minimum, 1));
        BitSet few = new BitSet();
        few.set(0, minimum - 1);
        BitSet enough = new BitSet();
        enough.set(0, minimum);
        try (Connection conn = stack.pool.getConnection()) {
            assertThat(lease(served, conn, usCode, index, null, vectors)).as("every row").isTrue();
            assertThat(lease(served, conn, usCode, index, enough, vectors)).as("as many rows as the minimum").isTrue();
            assertThat(lease(served, conn, usCode, index, few, vectors)).as("one row fewer").isFalse();
        }
    }

    /** Whether the us-code graph's first segment maps each document to the index row of the same number. */
    private boolean rowsByNumber() throws Exception {
        SemanticIndexes.State vectors = stack.indexes.state();
        BinaryVectorIndex index = vectors.index("us-code").orElseThrow();
        try (Connection conn = stack.pool.getConnection();
             VectorGraphs.Lease lease = graphs.acquire(conn, "us_code_chunks_vectors", vectors.model().modelId(),
                     vectors.model().modelVersion()).orElseThrow()) {
            return new GraphRows().rows(index, lease.searcher().getIndexReader().leaves().getFirst().reader())
                    .identity();
        }
    }

    /** Whether the graph serves a search of {@code allowed}; the lease is closed again. */
    private static boolean lease(SourceGraphs served, Connection conn, SourceTables source, BinaryVectorIndex index,
                                 BitSet allowed, SemanticIndexes.State vectors) {
        try (VectorGraphs.Lease lease = served.lease(conn, source, index, allowed, vectors.model()).orElse(null)) {
            return lease != null;
        }
    }
}
