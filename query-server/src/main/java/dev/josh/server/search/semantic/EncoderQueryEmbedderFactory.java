package dev.josh.server.search.semantic;

import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.Encoders;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Opens the encoder library's ONNX encoder for the active model. Vectors from other weights
 * would compare as noise, so an encoder whose version or dimension differs from the stored
 * vectors' is refused.
 */
@Component
public class EncoderQueryEmbedderFactory implements QueryEmbedder.Factory {

    private final String modelLocation;

    /**
     * @param modelLocation a model directory to use instead of the active model's name
     *                      ({@code JOSH_MODEL}); empty to open the model the database names
     */
    public EncoderQueryEmbedderFactory(@Value("${josh.model.location:}") String modelLocation) {
        this.modelLocation = modelLocation;
    }

    @Override
    public QueryEmbedder open(ActiveModel model) {
        Encoder encoder = Encoders.open(modelLocation.isBlank() ? model.modelId() : modelLocation);
        String version = encoder.spec().modelVersion();
        int dimension = encoder.spec().dimension();
        if (!version.equals(model.modelVersion()) || dimension != model.dimension()) {
            encoder.close();
            throw new IllegalStateException("the encoder found for " + model.modelId() + " is version " + version
                    + " (" + dimension + " dimensions) but the stored vectors are version " + model.modelVersion()
                    + " (" + model.dimension() + " dimensions); run the embed worker with this model, "
                    + "or point JOSH_MODEL at the model the vectors were made with");
        }
        return new QueryEmbedder() {
            @Override
            public float[] embed(String query) {
                return encoder.embedQuery(query);
            }

            @Override
            public void close() {
                encoder.close();
            }
        };
    }
}
