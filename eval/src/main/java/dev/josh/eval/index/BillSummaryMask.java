package dev.josh.eval.index;

import dev.josh.ingest.core.ChunkableText;
import java.util.List;
import java.util.Set;

/**
 * For the summary known-item set, whose queries are the opening of a bill's CRS summary: that
 * bill's {@code ## CRS summary} section (heading and text) is removed from its body. Every other
 * bill keeps its summary, an identical bill's included: it is what a searcher finds it by.
 */
final class BillSummaryMask implements LabelMask {

    private static final String SUMMARY = "## CRS summary";

    private final Set<String> bills;

    /** @param bills the bills whose summary made a query */
    BillSummaryMask(Set<String> bills) {
        this.bills = bills;
    }

    @Override
    public ChunkableText apply(ChunkableText document) {
        String text = document.text();
        int start = text.startsWith(SUMMARY) ? 0 : text.indexOf("\n" + SUMMARY);
        if (!bills.contains(document.documentId()) || start < 0) {
            return document;
        }
        start += text.charAt(start) == '\n' ? 1 : 0;
        int next = text.indexOf("\n## ", start + SUMMARY.length());
        return LabelMask.cut(document, List.of(new Cut(start, next < 0 ? text.length() : next + 1)),
                document.headingPath());
    }
}
