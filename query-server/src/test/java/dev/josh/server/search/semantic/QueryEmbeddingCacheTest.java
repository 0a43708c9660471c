package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.HashingEmbedder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class QueryEmbeddingCacheTest {

    static final ActiveModel BGE = new ActiveModel("bge-small-en-v1.5", "1", 384);
    static final ActiveModel E5 = new ActiveModel("e5-small-v2", "1", 384);

    /** A real test embedder that counts its calls and remembers the texts it was given. */
    static final class Counting implements QueryEmbedder {
        final AtomicInteger calls = new AtomicInteger();
        final List<String> texts = new ArrayList<>();

        @Override
        public float[] embed(String query) {
            calls.incrementAndGet();
            texts.add(query);
            return HashingEmbedder.vectorOf(query);
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aSecondIdenticalQueryDoesNotCallTheEmbedder() {
        Counting embedder = new Counting();
        QueryEncoders encoders = new QueryEncoders(model -> embedder, 100);
        float[] first = encoders.embed(BGE, "fair use of copyrighted works");
        float[] second = encoders.embed(BGE, "fair use of copyrighted works");
        float[] spaced = encoders.embed(BGE, "  fair use   of copyrighted\tworks ");
        assertThat(embedder.calls).hasValue(1);
        assertThat(second).containsExactly(first);
        assertThat(spaced).containsExactly(first);
        assertThat(first).containsExactly(HashingEmbedder.vectorOf("fair use of copyrighted works"));
        encoders.embed(BGE, "Fair use of copyrighted works"); // case is kept: another query for a cased model
        assertThat(embedder.calls).hasValue(2);
    }

    @Test
    void callersGetCopiesSoNoneCanChangeWhatTheNextReads() {
        Counting embedder = new Counting();
        QueryEncoders encoders = new QueryEncoders(model -> embedder, 100);
        float[] first = encoders.embed(BGE, "arbitration");
        float kept = first[0];
        first[0] = 42f;
        assertThat(encoders.embed(BGE, "arbitration")[0]).isEqualTo(kept);
        assertThat(embedder.calls).hasValue(1);
    }

    @Test
    void anotherModelOrVersionIsAnotherEntry() {
        Counting embedder = new Counting();
        QueryEncoders encoders = new QueryEncoders(model -> embedder, 100);
        encoders.embed(BGE, "maritime commerce");
        encoders.embed(E5, "maritime commerce");
        encoders.embed(new ActiveModel(BGE.modelId(), "2", 384), "maritime commerce");
        assertThat(embedder.calls).hasValue(3);
        encoders.embed(E5, "maritime commerce");
        assertThat(embedder.calls).hasValue(3);
        assertThat(encoders.cache().size()).isEqualTo(3);
    }

    @Test
    void theBoundOnEntriesIsRespected() {
        Counting embedder = new Counting();
        QueryEncoders encoders = new QueryEncoders(model -> embedder, 50);
        for (int i = 0; i < 1_000; i++) {
            encoders.embed(BGE, "query number " + i);
        }
        assertThat(embedder.calls).hasValue(1_000);
        assertThat(encoders.cache().size()).isLessThanOrEqualTo(50);
    }

    @Test
    void sizeZeroTurnsTheCacheOff() {
        Counting embedder = new Counting();
        QueryEncoders encoders = new QueryEncoders(model -> embedder, 0);
        encoders.embed(BGE, "copyright");
        encoders.embed(BGE, "copyright");
        assertThat(embedder.calls).hasValue(2);
    }
}
