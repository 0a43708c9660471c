package dev.josh.ingest.core;

import dev.josh.embed.encoder.TextTokenizer;
import java.util.ArrayList;
import java.util.List;

/**
 * Token windows cut with the embedding model's own tokenizer, so a chunk is exactly as long as
 * the model will see it: at most {@code windowTokens} tokens (the model's input less its special
 * tokens), consecutive windows sharing {@code overlapTokens}.
 *
 * <p>Within the second half of a window the cut prefers, in order, a paragraph break, a line
 * break, then any space between words; it never cuts inside a word, where a sub-word piece
 * would tokenize differently on its own. Each chunk is re-tokenized by itself and shortened if
 * it came out longer than the window, so the stored {@code token_count} is what the encoder sees;
 * with a tokenizer whose words encode alone ({@link TextTokenizer#wordsEncodeAlone()}), a chunk
 * that begins and ends at plain whitespace has its spans' tokens by construction and is not encoded
 * again (half the tokenizer's work on long texts).
 *
 * <p>A chunk is filed under the landmark (subsection) in effect where its new text begins, i.e.
 * after the overlap it repeats from the previous chunk.
 */
public final class TokenWindowChunker implements Chunker {

    /** Overlap of the default chunker ({@code fixed_token_512_50} in the specs). */
    public static final int DEFAULT_OVERLAP_TOKENS = 50;

    private static final String PATH_SEPARATOR = " › ";

    private final TextTokenizer tokenizer;
    private final int windowTokens;
    private final int overlapTokens;

    public TokenWindowChunker(TextTokenizer tokenizer, int windowTokens, int overlapTokens) {
        if (windowTokens < 1 || overlapTokens < 0 || overlapTokens >= windowTokens) {
            throw new IllegalArgumentException("need 0 <= overlap < window, got window " + windowTokens
                    + ", overlap " + overlapTokens);
        }
        this.tokenizer = tokenizer;
        this.windowTokens = windowTokens;
        this.overlapTokens = overlapTokens;
    }

    @Override
    public List<TextChunk> chunk(ChunkableText document) {
        String text = document.text();
        List<TextTokenizer.Span> spans = tokenizer.spans(text);
        int n = spans.size();
        List<TextChunk> chunks = new ArrayList<>();
        int start = 0;
        int newTextFrom = n == 0 ? 0 : spans.get(0).start();
        while (start < n) {
            int end = Math.min(start + windowTokens, n);
            if (end < n) {
                end = breakBefore(text, spans, start, end);
            }
            int charStart = spans.get(start).start();
            String piece;
            int tokens;
            while (true) {
                piece = text.substring(charStart, spans.get(end - 1).end());
                tokens = spansAreItsTokens(text, spans, start, end) ? end - start : tokenizer.count(piece);
                if (tokens <= windowTokens || end - start == 1) {
                    break;
                }
                end = breakBefore(text, spans, start, Math.max(start + 1, end - (tokens - windowTokens)));
            }
            int ordinal = chunks.size();
            Landmark landmark = landmarkAt(document.landmarks(), newTextFrom);
            chunks.add(new TextChunk(ChunkIds.of(document.documentId(), ordinal), ordinal, charStart,
                    charStart + piece.length(), tokens, headingPath(document, landmark),
                    landmark == null ? document.anchor() : landmark.anchor(), piece));
            if (end >= n) {
                break;
            }
            newTextFrom = spans.get(end).start();
            start = overlapStart(spans, start, end);
        }
        return chunks;
    }

    /** Whether the piece of tokens {@code start} to {@code end} encodes to exactly those tokens, without encoding it. */
    private boolean spansAreItsTokens(String text, List<TextTokenizer.Span> spans, int start, int end) {
        return tokenizer.wordsEncodeAlone()
                && (start == 0 || isPlainWhitespace(text, spans.get(start - 1).end(), spans.get(start).start()))
                && (end == spans.size() || isPlainWhitespace(text, spans.get(end - 1).end(), spans.get(end).start()));
    }

    /**
     * A gap of spaces, tabs and line breaks only: what every tokenizer splits words on. Other characters
     * the tokenizer leaves out of every span (control characters its normalizer drops) may join the
     * words on either side, so such a gap is no word boundary to count on.
     */
    private static boolean isPlainWhitespace(String text, int from, int to) {
        if (to <= from) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        return true;
    }

    /**
     * Where to end a window that would end before token {@code end}: the last paragraph break,
     * else line break, else space between words in the window's second half; else {@code end}.
     */
    private static int breakBefore(String text, List<TextTokenizer.Span> spans, int start, int end) {
        int floor = start + Math.max(1, (end - start) / 2);
        int lineBreak = -1;
        int space = -1;
        for (int e = end; e > floor; e--) {
            int gapStart = spans.get(e - 1).end();
            int gapEnd = spans.get(e).start();
            if (gapEnd <= gapStart) {
                continue; // no gap: the tokens are parts of one word, or a word and its punctuation
            }
            int newlines = newlinesIn(text, gapStart, gapEnd);
            if (newlines >= 2) {
                return e;
            }
            if (newlines == 1 && lineBreak < 0) {
                lineBreak = e;
            }
            if (space < 0) {
                space = e;
            }
        }
        return lineBreak > 0 ? lineBreak : space > 0 ? space : end;
    }

    private static int newlinesIn(String text, int from, int to) {
        int count = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        return count;
    }

    /** The first token of the next window: {@code overlapTokens} back from {@code end}, moved forward to a word start. */
    private int overlapStart(List<TextTokenizer.Span> spans, int start, int end) {
        int from = Math.max(start + 1, end - overlapTokens);
        for (int t = from; t < end; t++) {
            if (spans.get(t - 1).end() < spans.get(t).start()) {
                return t;
            }
        }
        return from;
    }

    private static Landmark landmarkAt(List<Landmark> landmarks, int offset) {
        Landmark found = null;
        for (Landmark l : landmarks) {
            if (l.offset() > offset) {
                break;
            }
            found = l;
        }
        return found;
    }

    private static String headingPath(ChunkableText document, Landmark landmark) {
        List<String> path = new ArrayList<>(document.headingPath());
        if (landmark != null) {
            path.addAll(landmark.path());
        }
        return String.join(PATH_SEPARATOR, path);
    }
}
