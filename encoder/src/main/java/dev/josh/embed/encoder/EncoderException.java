package dev.josh.embed.encoder;

/**
 * Why an encoder could not embed, in the terms a caller acts on. Engine exceptions (ONNX Runtime,
 * DJL, the tokenizer) never escape an {@link Encoder}; they arrive wrapped in one of these.
 */
public final class EncoderException extends RuntimeException {

    /** What the caller should do about it. */
    public enum Kind {
        /** The model or its files are wrong; retrying cannot help. Fix the setup. */
        CONFIGURATION,
        /** This attempt failed (e.g. memory); the same input may succeed later. */
        TRANSIENT,
        /** The encoder is closed, interrupted or unreachable; the input was not at fault. */
        UNAVAILABLE
    }

    private final Kind kind;

    public EncoderException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public EncoderException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
