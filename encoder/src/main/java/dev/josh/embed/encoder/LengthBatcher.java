package dev.josh.embed.encoder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Groups texts of similar token length into inference calls. A batch is padded to its longest
 * text, so mixing a 20-token heading with a 500-token section would run the heading at 500
 * tokens; sorting first keeps padding small. Longest batches come first so that, spread over
 * several sessions, the short ones fill in at the end instead of one long batch finishing last.
 */
final class LengthBatcher {

    /** One inference call: positions in the caller's list, and the padded length they share. */
    record Slice(int[] indices, int width) {
    }

    private final int maxTexts;
    private final int maxPaddedTokens;

    /**
     * @param maxTexts        most texts in one call
     * @param maxPaddedTokens most {@code texts × width} in one call; bounds the attention buffers,
     *                        which grow with width squared
     */
    LengthBatcher(int maxTexts, int maxPaddedTokens) {
        this.maxTexts = maxTexts;
        this.maxPaddedTokens = maxPaddedTokens;
    }

    /**
     * @param lengths  token length of each text, special tokens included
     * @param sessions how many calls can run at once; small inputs are split so that each gets work
     */
    List<Slice> plan(int[] lengths, int sessions) {
        int n = lengths.length;
        int[] order = IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> lengths[i]).reversed())
                .mapToInt(Integer::intValue)
                .toArray();
        int perSession = Math.max(1, (n + sessions - 1) / sessions);
        int target = Math.min(maxTexts, perSession);
        List<Slice> slices = new ArrayList<>();
        int start = 0;
        while (start < n) {
            int width = lengths[order[start]];
            int fit = Math.max(1, maxPaddedTokens / Math.max(1, width));
            int end = Math.min(n, start + Math.min(target, fit));
            int[] indices = new int[end - start];
            System.arraycopy(order, start, indices, 0, indices.length);
            slices.add(new Slice(indices, width));
            start = end;
        }
        return slices;
    }
}
