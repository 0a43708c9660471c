package dev.josh.eval.citations;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Pairs the citations two readers found in one document by the words they stand on: a citation of one
 * reader agrees when a citation of the other overlaps it and names the same thing; overlapping and naming
 * something else, they read it differently; a citation nothing overlaps was read by one reader only.
 */
final class ReaderDifferential {

    /** One citation's outcome; {@code josh} or {@code eyecite} is null when that reader did not read it. */
    record Outcome(Verdict verdict, ReadCitation josh, ReadCitation eyecite) {
    }

    private ReaderDifferential() {
    }

    static List<Outcome> compare(List<ReadCitation> josh, List<ReadCitation> eyecite) {
        List<Outcome> out = new ArrayList<>();
        Set<ReadCitation> paired = new HashSet<>();
        for (ReadCitation e : eyecite) {
            List<ReadCitation> over = josh.stream().filter(e::overlaps).toList();
            paired.addAll(over);
            ReadCitation same = over.stream().filter(j -> j.key().equals(e.key())).findFirst().orElse(null);
            if (same != null) {
                out.add(new Outcome(Verdict.AGREE, same, e));
            } else if (!over.isEmpty()) {
                out.add(new Outcome(Verdict.READ_DIFFERENTLY, over.getFirst(), e));
            } else {
                out.add(new Outcome(Verdict.EYECITE_ONLY, null, e));
            }
        }
        josh.stream().filter(j -> !paired.contains(j)).forEach(j -> out.add(new Outcome(Verdict.JOSH_ONLY, j, null)));
        return out;
    }
}
