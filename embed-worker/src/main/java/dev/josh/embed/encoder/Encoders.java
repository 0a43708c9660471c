package dev.josh.embed.encoder;

import dev.josh.embed.encoder.EncoderException.Kind;
import java.io.UncheckedIOException;

/** Opens encoders by model name or directory; the one entry point the worker and the server use. */
public final class Encoders {

    private Encoders() {
    }

    /**
     * Opens a bundled model ({@link ModelCatalog#DEFAULT_MODEL}, …) or a model directory with one
     * ONNX Runtime session per available processor.
     *
     * @throws EncoderException of kind {@link Kind#CONFIGURATION} naming what is wrong
     */
    public static Encoder open(String nameOrDirectory) {
        return open(nameOrDirectory, defaultSessions());
    }

    /** As {@link #open(String)}, with {@code sessions} ONNX Runtime sessions. */
    public static Encoder open(String nameOrDirectory, int sessions) {
        ModelFiles files;
        try {
            files = ModelCatalog.resolve(nameOrDirectory);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new EncoderException(Kind.CONFIGURATION, e.getMessage(), e);
        }
        return open(files, sessions);
    }

    /** Opens model files already resolved, with {@code sessions} ONNX Runtime sessions. */
    public static Encoder open(ModelFiles files, int sessions) {
        return OnnxEncoder.open(files, sessions);
    }

    /** One session per processor: on small CPUs that beats one session with more threads (DESIGN.md). */
    public static int defaultSessions() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }
}
