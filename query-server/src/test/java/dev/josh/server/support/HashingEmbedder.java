package dev.josh.server.support;

import dev.josh.embed.vector.VectorCodec;
import dev.josh.server.search.semantic.QueryEmbedder;
import java.util.Locale;
import java.util.Random;

/**
 * A deterministic stand-in for a neural encoder: each word maps to a fixed random direction and a
 * text is the normalized sum of its words. Texts sharing words are close, others nearly
 * orthogonal, which is all the search tests need from "meaning".
 */
public final class HashingEmbedder implements QueryEmbedder {

    @Override
    public float[] embed(String text) {
        return vectorOf(text);
    }

    public static float[] vectorOf(String text) {
        float[] sum = new float[TestDatabase.DIMENSION];
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.isEmpty()) {
                continue;
            }
            Random r = new Random(word.hashCode());
            for (int i = 0; i < sum.length; i++) {
                sum[i] += (float) r.nextGaussian();
            }
        }
        return VectorCodec.normalize(sum);
    }

    @Override
    public void close() {
    }
}
