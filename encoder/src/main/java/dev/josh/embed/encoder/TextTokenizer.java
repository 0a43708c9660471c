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

    /**
     * Whether every word, cut from its text at whitespace, encodes to the same tokens it had in the text:
     * true of a tokenizer that splits on whitespace before anything else and then works on each word
     * alone (BERT's WordPiece). Then a piece of a text that begins and ends at whitespace has exactly the
     * tokens of the text's spans it covers, and a chunker need not encode it again to count them. False
     * unless the tokenizer is known to be one (a SentencePiece tokenizer marks a word's start, which
     * differs at a piece's first word).
     */
    default boolean wordsEncodeAlone() {
        return false;
    }
}
