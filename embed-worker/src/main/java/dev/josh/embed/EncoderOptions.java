package dev.josh.embed;

import dev.josh.embed.encoder.EncoderConfig;
import dev.josh.embed.encoder.EncoderConfig.Api;
import dev.josh.embed.encoder.EncoderConfig.Device;
import dev.josh.embed.encoder.EncoderConfig.Engine;
import dev.josh.embed.encoder.EncoderConfig.Remote;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import java.net.URI;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that choose an encoder, shared by {@code embed}, {@code embed gate} and {@code embed bench}. */
public final class EncoderOptions {

    @Option(names = "--model", paramLabel = "NAME|DIR",
            description = "Bundled model name or a directory with model.onnx and tokenizer.json (default: the "
                    + "database's active model when it is bundled, else " + ModelCatalog.DEFAULT_MODEL + ").")
    String model;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "onnxruntime",
            description = "onnxruntime or pytorch (default: ${DEFAULT-VALUE}).")
    Engine engine;

    @Option(names = "--device", paramLabel = "DEVICE", defaultValue = "cpu",
            description = "cpu or gpu (default: ${DEFAULT-VALUE}).")
    Device device;

    @Option(names = "--sessions", paramLabel = "N",
            description = "Inference sessions run side by side (default: one per processor).")
    Integer sessions;

    @Option(names = "--endpoint", paramLabel = "URL",
            description = "An embedding service to call instead of running the model here.")
    URI endpoint;

    @Option(names = "--api", paramLabel = "API", defaultValue = "openai",
            description = "The service's API: openai (POST /v1/embeddings) or tei (POST /embed) (default: ${DEFAULT-VALUE}).")
    Api api;

    @Option(names = "--remote-model", paramLabel = "NAME",
            description = "The model name an OpenAI-compatible service expects (default: the --model name).")
    String remoteModel;

    @Option(names = "--api-key-env", paramLabel = "VAR",
            description = "Environment variable holding the service's API key (keys never go on the command line).")
    String apiKeyEnv;

    @Option(names = "--remote-batch", paramLabel = "N", defaultValue = "32",
            description = "Most texts per request to the service (default: ${DEFAULT-VALUE}).")
    int remoteBatch;

    @Option(names = "--remote-concurrency", paramLabel = "N", defaultValue = "1",
            description = "Requests sent to the service at once, e.g. one per worker behind it (default: ${DEFAULT-VALUE}).")
    int remoteConcurrency;

    @Mixin
    OrtFlags ort;

    /** Null when the options are valid, else what is wrong. */
    public String problem() {
        if (sessions != null && sessions < 1) {
            return "--sessions must be at least 1";
        }
        if (remoteBatch < 1 || remoteConcurrency < 1) {
            return "--remote-batch and --remote-concurrency must be at least 1";
        }
        try {
            ort.options();
        } catch (IllegalArgumentException e) {
            return "--ort-… options: " + e.getMessage();
        }
        if (apiKeyEnv != null && System.getenv(apiKeyEnv) == null) {
            return "--api-key-env " + apiKeyEnv + ": no such environment variable";
        }
        return null;
    }

    /** The model named, else {@code fallback}. */
    public String modelOr(String fallback) {
        return model != null ? model : fallback;
    }

    public EncoderConfig config(String fallbackModel) {
        String model = modelOr(fallbackModel);
        Remote remote = endpoint == null ? null
                : new Remote(endpoint, api, remoteModel, apiKeyEnv == null ? null : System.getenv(apiKeyEnv), remoteBatch,
                        remoteConcurrency);
        return new EncoderConfig(model, engine, device, sessions != null ? sessions : Encoders.defaultSessions(), remote,
                ort.options());
    }
}
