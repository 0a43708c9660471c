package dev.josh.eval.index;

import dev.josh.ingest.core.ChunkableText;
import java.util.ArrayList;
import java.util.List;

/**
 * For the bills set, whose queries are CRS policy areas and legislative subjects: the overview's
 * {@code **Policy area:** …} paragraph and its {@code ## Subjects} section (heading and term list)
 * are removed from the body. Titles, sponsor, actions and the CRS summary stay: they are what a
 * searcher has to find the bill by.
 */
final class BillSubjectsMask implements LabelMask {

    private static final String POLICY_AREA = "**Policy area:** ";
    private static final String SUBJECTS = "## Subjects\n";

    @Override
    public ChunkableText apply(ChunkableText document) {
        String text = document.text();
        List<Cut> cuts = new ArrayList<>();
        int policy = paragraphStart(text, POLICY_AREA);
        if (policy >= 0) {
            cuts.add(new Cut(policy, paragraphEnd(text, policy)));
        }
        int subjects = paragraphStart(text, SUBJECTS);
        if (subjects >= 0) {
            int next = text.indexOf("\n## ", subjects + SUBJECTS.length());
            cuts.add(new Cut(subjects, next < 0 ? text.length() : next + 1));
        }
        cuts.sort(java.util.Comparator.comparingInt(Cut::start));
        return LabelMask.cut(document, cuts, document.headingPath());
    }

    /** Where a paragraph (text at the start of a line) starting with {@code prefix} begins, or -1. */
    private static int paragraphStart(String text, String prefix) {
        if (text.startsWith(prefix)) {
            return 0;
        }
        int at = text.indexOf("\n" + prefix);
        return at < 0 ? -1 : at + 1;
    }

    /** The end of the paragraph starting at {@code start}, blank lines after it included. */
    private static int paragraphEnd(String text, int start) {
        int blank = text.indexOf("\n\n", start);
        if (blank < 0) {
            return text.length();
        }
        int end = blank;
        while (end < text.length() && text.charAt(end) == '\n') {
            end++;
        }
        return end;
    }
}
