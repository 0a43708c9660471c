package dev.josh.eval.vectors;

/** Cosine similarity of L2-normalized vectors, as the semantic leg scores them: their dot product. */
final class UnitVectors {

    private UnitVectors() {
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
