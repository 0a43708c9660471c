package dev.josh.embed.encoder;

import java.util.List;

/**
 * Turns text into L2-normalized vectors. Implementations load their model offline (a Maven
 * artifact or a local directory) and are safe to call from several threads.
 */
public interface Encoder extends AutoCloseable {

    ModelSpec spec();

    TextTokenizer tokenizer();

    /** One vector per text, in order; texts longer than the model's input are truncated. */
    List<float[]> embedDocuments(List<String> texts);

    /** A query vector, with the model's query prefix where it has one. */
    float[] embedQuery(String query);

    @Override
    void close();
}
