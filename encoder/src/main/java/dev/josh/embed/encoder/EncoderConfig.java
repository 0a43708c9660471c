package dev.josh.embed.encoder;

import java.net.URI;

/**
 * Which encoder to open and where it runs.
 *
 * @param model    a bundled model name or a directory holding {@code model.onnx} and
 *                 {@code tokenizer.json}; for a remote service, the model it serves (its tokenizer
 *                 and prefixes come from the local model of that name when there is one)
 * @param engine   the DJL engine that runs a local model
 * @param device   where a local model runs
 * @param sessions inference sessions run side by side (local models)
 * @param remote   the embedding service to call instead of running the model here; null for local
 * @param ort      ONNX Runtime's session settings (local models)
 */
public record EncoderConfig(String model, Engine engine, Device device, int sessions, Remote remote, OrtOptions ort) {

    /** DJL engines. */
    public enum Engine { ONNXRUNTIME, PYTORCH }

    /** Where a local model's arithmetic runs. */
    public enum Device { CPU, GPU }

    /**
     * An OpenAI-compatible ({@code POST /v1/embeddings}) or TEI ({@code POST /embed}) service.
     *
     * @param endpoint    the service's base URL, e.g. {@code http://gpu-1:8080}
     * @param api         which of the two request shapes it speaks
     * @param remoteModel the model name sent to an OpenAI-compatible service; null for the local model's id
     * @param apiKey      sent as a bearer token; null for none
     * @param maxBatch    most texts per request (TEI's default client batch limit is 32)
     * @param concurrency requests sent at once, so that a service with several workers (a fleet
     *                    behind one address) has one for each
     */
    public record Remote(URI endpoint, Api api, String remoteModel, String apiKey, int maxBatch, int concurrency) {

        /** One request at a time. */
        public Remote(URI endpoint, Api api, String remoteModel, String apiKey, int maxBatch) {
            this(endpoint, api, remoteModel, apiKey, maxBatch, 1);
        }
    }

    /** The request shape of an embedding service. */
    public enum Api { OPENAI, TEI }

    public EncoderConfig {
        if (sessions < 1) {
            throw new IllegalArgumentException("sessions must be at least 1, got " + sessions);
        }
    }

    /** With ONNX Runtime's default session settings. */
    public EncoderConfig(String model, Engine engine, Device device, int sessions, Remote remote) {
        this(model, engine, device, sessions, remote, OrtOptions.defaults());
    }

    /** A bundled model or model directory on ONNX Runtime, CPU, with the default sessions. */
    public static EncoderConfig local(String model) {
        return new EncoderConfig(model, Engine.ONNXRUNTIME, Device.CPU, Encoders.defaultSessions(), null);
    }

    public EncoderConfig withSessions(int count) {
        return new EncoderConfig(model, engine, device, count, remote, ort);
    }

    public EncoderConfig withOrt(OrtOptions options) {
        return new EncoderConfig(model, engine, device, sessions, remote, options);
    }
}
