package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchResponse;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEmbedder;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Activating another model in the database switches a running search stack at its next refresh:
 * the query is embedded with the model whose vectors are scanned, the response names it, and the
 * old model's encoder is closed one refresh later.
 */
class ModelSwitchTest {

    private static final String OTHER = "mirrored-test-model";

    /** Another "model": the hashing vectors mirrored, so mixing it with the first would find nothing. */
    private static float[] mirrored(String text) {
        float[] v = HashingEmbedder.vectorOf(text);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[v.length - 1 - i];
        }
        return out;
    }

    @Test
    void queryEmbeddingAndIndexSwitchTogether(@TempDir Path dir) {
        TestDatabase db = TestDatabase.create(dir);
        db.activeModel();
        Map<Long, String> chunks = Fixtures.sections(db);
        Fixtures.embedAll(db, chunks);
        chunks.forEach((id, text) -> db.vector(id, mirrored(text), OTHER, "v9"));
        db.execute("INSERT INTO embedding_models (model_id, model_version, dimension, max_tokens, active, registered_at) "
                + "VALUES ('" + OTHER + "', 'v9', " + TestDatabase.DIMENSION + ", 512, 0, '2026-01-02')");
        List<String> opened = new ArrayList<>();
        List<String> closed = new ArrayList<>();
        QueryEmbedder.Factory factory = model -> {
            opened.add(model.modelId());
            boolean other = model.modelId().equals(OTHER);
            return new QueryEmbedder() {
                @Override
                public float[] embed(String query) {
                    return other ? mirrored(query) : HashingEmbedder.vectorOf(query);
                }

                @Override
                public void close() {
                    closed.add(model.modelId());
                }
            };
        };
        String query = "fair use of a copyrighted work for criticism";
        try (SearchStack s = new SearchStack(db, factory)) {
            SearchResponse before = search(s, query);
            assertThat(before.model().id()).isEqualTo(TestDatabase.MODEL_ID);
            assertThat(before.results().get(0).id()).isEqualTo(Fixtures.FAIR_USE);

            db.execute("UPDATE embedding_models SET active = 0", "UPDATE embedding_models SET active = 1 WHERE model_id = '"
                    + OTHER + "'");
            assertThat(search(s, query).model().id()).as("no switch before the refresh").isEqualTo(TestDatabase.MODEL_ID);
            s.refresh();
            assertThat(opened).containsExactly(TestDatabase.MODEL_ID, OTHER);

            SearchResponse after = search(s, query);
            assertThat(after.model()).isEqualTo(new SearchResponse.EmbeddingModel(OTHER, "v9"));
            assertThat(after.results().get(0).id()).isEqualTo(Fixtures.FAIR_USE);
            assertThat(closed).as("the old encoder outlives the switch by one refresh").isEmpty();
            s.refresh();
            assertThat(closed).containsExactly(TestDatabase.MODEL_ID);
            assertThat(search(s, query).model().id()).isEqualTo(OTHER);
            assertThat(search(s, query + " lexical", "lexical").model()).as("no semantic leg, no model").isNull();
        }
    }

    private static SearchResponse search(SearchStack s, String query) {
        return search(s, query, "semantic");
    }

    private static SearchResponse search(SearchStack s, String query, String mode) {
        return s.search.search(SearchRequest.of(query, mode, null, null, null, SearchProperties.defaults()));
    }
}
