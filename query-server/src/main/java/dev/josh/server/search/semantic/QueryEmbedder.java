package dev.josh.server.search.semantic;

/** Turns query text into a vector comparable with the stored chunk vectors of one model. */
public interface QueryEmbedder extends AutoCloseable {

    /** An L2-normalized vector of the model's dimension. */
    float[] embed(String query);

    @Override
    void close();

    /** Opens the embedder for the active model; throws with a reason when it cannot. */
    @FunctionalInterface
    interface Factory {
        QueryEmbedder open(ActiveModel model);
    }
}
