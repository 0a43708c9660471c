package dev.josh.embed.encoder;

import java.util.List;

/**
 * The encoder's own tokenizer, exposed so chunkers cut text on the same token boundaries the model
 * will see. Offsets are Java {@code String} indices into the text given.
 */
public interface TextTokenizer {

    /** One token's character span, end exclusive. */
    record Span(int start, int end) {
    }

    /** Every token of {@code text} (no special tokens, no truncation), in order. */
    List<Span> spans(String text);

    /** The number of tokens {@code text} encodes to, without special tokens. */
    default int count(String text) {
        return spans(text).size();
    }
}
