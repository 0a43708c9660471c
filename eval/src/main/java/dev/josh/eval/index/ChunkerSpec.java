package dev.josh.eval.index;

import dev.josh.embed.encoder.ModelSpec;
import dev.josh.ingest.core.TokenWindowChunker;

/**
 * A token-window chunker as an eval cell names it: {@code max/50} is what ingest ships (the
 * model's whole input less its special tokens, 50 tokens of overlap), {@code 256/32} a fixed window.
 *
 * @param window  tokens per chunk, or null for the model's maximum
 * @param overlap tokens consecutive chunks share
 */
public record ChunkerSpec(Integer window, int overlap) {

    /** The chunker ingest uses ({@code IngestInfrastructure}). */
    public static final ChunkerSpec SHIPPED = new ChunkerSpec(null, TokenWindowChunker.DEFAULT_OVERLAP_TOKENS);

    public ChunkerSpec {
        if ((window != null && window < 2) || overlap < 0 || (window != null && overlap >= window)) {
            throw new IllegalArgumentException("a chunker needs 0 <= overlap < window, got " + window + "/" + overlap);
        }
    }

    /** Reads {@code max/50} or {@code 256/32}. */
    public static ChunkerSpec parse(String text) {
        String[] f = text.strip().split("/");
        if (f.length != 2) {
            throw new IllegalArgumentException("a chunker is WINDOW/OVERLAP in tokens (e.g. 256/32, or max/50 for the "
                    + "model's whole input), got '" + text + "'");
        }
        try {
            Integer window = f[0].equalsIgnoreCase("max") ? null : Integer.valueOf(f[0]);
            return new ChunkerSpec(window, Integer.parseInt(f[1]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a chunker is WINDOW/OVERLAP in tokens, got '" + text + "'");
        }
    }

    /** The window for {@code model}; a window longer than the model's input is refused (the encoder would cut it). */
    public int windowFor(ModelSpec model) {
        int max = model.maxChunkTokens();
        if (window == null) {
            return max;
        }
        if (window > max) {
            throw new IllegalArgumentException("chunker " + this + " is longer than " + model.modelId() + "'s input ("
                    + max + " tokens without special tokens)");
        }
        return window;
    }

    /** The chunker as cut for {@code model}, e.g. {@code 510/50}. */
    public String labelFor(ModelSpec model) {
        return windowFor(model) + "/" + overlap;
    }

    @Override
    public String toString() {
        return (window == null ? "max" : window.toString()) + "/" + overlap;
    }
}
