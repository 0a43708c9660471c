package dev.josh.server.sources.bills;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bill version's Markdown cut into provisions, the units a version comparison aligns.
 *
 * <p>The ingesters write a bill's structure as Markdown headings: divisions, titles, subtitles and
 * parts one level up ({@code ### TITLE I—PROCUREMENT}), sections below them ({@code #### SEC. 101.
 * AUTHORIZATION OF APPROPRIATIONS.}). Each heading with the text up to the next heading is one
 * provision; the text before the first heading (the enacting or resolving clause) is one more. A text
 * with no heading at all (most simple and concurrent resolutions: "Whereas …" clauses and a
 * "Resolved, That …") is cut into its top-level paragraphs instead, each with the numbered items
 * ({@code **(1)** …}) that follow it.
 *
 * <p>Provisions are compared by a key that leaves out their designation ({@code SEC. 4.}), so a
 * section that only got a new number when another was inserted before it is the same provision.
 */
final class Provisions {

    /** How a version was cut. */
    enum Split { HEADINGS, PARAGRAPHS }

    /** A section or container designation at the start of a heading: SEC. 4., SECTION 1., TITLE II—, Subtitle A—. */
    private static final Pattern DESIGNATION = Pattern.compile(
            "^((?:SECTION|SEC\\.|Sec\\.|Section|§)\\s*[0-9]+[A-Za-z0-9–-]*\\.?"
                    + "|(?:DIVISION|Division|TITLE|Title|SUBTITLE|Subtitle|PART|Part|SUBPART|Subpart|CHAPTER|Chapter"
                    + "|SUBCHAPTER|Subchapter)\\s+[A-Z0-9]+[A-Z0-9-]*\\s*(?:—|--|–|-|\\.)?)\\s*");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern SUB_ITEM = Pattern.compile("^(\\*\\*)?\\(([0-9]+|[A-Za-z]{1,4})\\)");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    /**
     * One provision.
     *
     * @param index       its position among the version's provisions, from 0
     * @param heading     the heading as printed ("SEC. 4. RULE OF CONSTRUCTION …"), "(preamble)" for the text
     *                    before the first heading, "¶ n" for a paragraph of a text without headings
     * @param designation the number part of the heading ("SEC. 4."), or null
     * @param path        the headings of the divisions, titles … it sits in, joined with " › ", or null
     * @param level       the heading's level (1–6); 7 for the preamble and paragraphs
     * @param offset      where it starts in the version's Markdown (read it with the text route's offset)
     * @param text        its Markdown, heading line included, trimmed
     * @param title       the heading less its designation, normalised (for matching)
     * @param key         the whole provision less its designation, normalised: equal keys, same provision
     */
    record Provision(int index, String heading, String designation, String path, int level, int offset, String text,
                     String title, String key) {

        /** Sorted hashes of the provision's words: what similarity is computed over. */
        int[] words() {
            return wordHashes(key);
        }
    }

    /** A version's provisions and how they were found. */
    record Cut(Split split, List<Provision> provisions) {
    }

    private Provisions() {
    }

    static Cut cut(String markdown) {
        String md = markdown == null ? "" : markdown.replace("\r\n", "\n");
        List<int[]> headings = headingLines(md);
        return headings.isEmpty() ? new Cut(Split.PARAGRAPHS, paragraphs(md))
                : new Cut(Split.HEADINGS, byHeadings(md, headings));
    }

    /** Start offset and level of every heading line. */
    private static List<int[]> headingLines(String md) {
        List<int[]> out = new ArrayList<>();
        int start = 0;
        while (start < md.length()) {
            int end = md.indexOf('\n', start);
            if (end < 0) {
                end = md.length();
            }
            if (md.charAt(start) == '#') {
                Matcher m = HEADING.matcher(md.substring(start, end));
                if (m.matches() && !m.group(2).isEmpty()) {
                    out.add(new int[] {start, m.group(1).length()});
                }
            }
            start = end + 1;
        }
        return out;
    }

    private static List<Provision> byHeadings(String md, List<int[]> headings) {
        List<Provision> out = new ArrayList<>();
        String preamble = md.substring(0, headings.getFirst()[0]).strip();
        if (!preamble.isEmpty()) {
            out.add(provision(out.size(), "(preamble)", null, null, 7, leading(md, 0), preamble, "\n" + preamble));
        }
        String[] open = new String[7];
        for (int h = 0; h < headings.size(); h++) {
            int start = headings.get(h)[0];
            int level = headings.get(h)[1];
            int end = h + 1 < headings.size() ? headings.get(h + 1)[0] : md.length();
            String text = md.substring(start, end).strip();
            int lineEnd = text.indexOf('\n');
            Matcher m = HEADING.matcher(lineEnd < 0 ? text : text.substring(0, lineEnd));
            String heading = m.matches() ? m.group(2) : text;
            String body = lineEnd < 0 ? "" : text.substring(lineEnd + 1);
            Matcher d = DESIGNATION.matcher(heading);
            String designation = d.find() ? d.group(1).strip() : null;
            String title = designation == null ? heading : heading.substring(d.end());
            String path = path(open, level);
            out.add(provision(out.size(), heading, designation, path, level, start, text, title + "\n" + body));
            open[level] = heading;
            Arrays.fill(open, level + 1, open.length, null);
        }
        return out;
    }

    private static String path(String[] open, int level) {
        List<String> parents = new ArrayList<>();
        for (int l = 1; l < level; l++) {
            if (open[l] != null) {
                parents.add(open[l]);
            }
        }
        return parents.isEmpty() ? null : String.join(" › ", parents);
    }

    /** A text without headings: each top-level paragraph with the numbered items that follow it. */
    private static List<Provision> paragraphs(String md) {
        List<Provision> out = new ArrayList<>();
        int start = -1;
        int pos = 0;
        while (pos <= md.length()) {
            int end = md.indexOf("\n\n", pos);
            if (end < 0) {
                end = md.length();
            }
            int blockStart = leading(md, pos);
            if (blockStart < end) {
                String block = md.substring(blockStart, end).strip();
                if (!block.isEmpty() && (start < 0 || !SUB_ITEM.matcher(block).find())) {
                    if (start >= 0) {
                        out.add(paragraph(out.size(), md, start, blockStart));
                    }
                    start = blockStart;
                }
            }
            pos = end + 2;
        }
        if (start >= 0) {
            out.add(paragraph(out.size(), md, start, md.length()));
        }
        return out;
    }

    private static Provision paragraph(int index, String md, int start, int end) {
        String text = md.substring(start, end).strip();
        return provision(index, "¶ " + (index + 1), null, null, 7, start, text, "\n" + text);
    }

    private static int leading(String md, int from) {
        int i = from;
        while (i < md.length() && Character.isWhitespace(md.charAt(i))) {
            i++;
        }
        return i;
    }

    private static Provision provision(int index, String heading, String designation, String path, int level,
                                       int offset, String text, String undesignated) {
        String[] parts = undesignated.split("\n", 2);
        return new Provision(index, heading, designation, path, level, offset, text, normalise(parts[0]),
                normalise(undesignated));
    }

    /** Lower case, one space for any run of white space, Markdown emphasis dropped. */
    static String normalise(String text) {
        return text.replace("**", "").replace("__", "").replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    static int[] wordHashes(String text) {
        Matcher m = WORD.matcher(text);
        int[] out = new int[Math.max(16, text.length() / 5)];
        int n = 0;
        while (m.find()) {
            if (n == out.length) {
                out = Arrays.copyOf(out, n * 2);
            }
            out[n++] = m.group().hashCode();
        }
        int[] words = Arrays.copyOf(out, n);
        Arrays.sort(words);
        return words;
    }

    /** Dice coefficient of two sorted word multisets: 1 for the same words, 0 for none in common. */
    static double similarity(int[] a, int[] b) {
        if (a.length == 0 && b.length == 0) {
            return 1;
        }
        int i = 0;
        int j = 0;
        int common = 0;
        while (i < a.length && j < b.length) {
            if (a[i] == b[j]) {
                common++;
                i++;
                j++;
            } else if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return 2.0 * common / (a.length + b.length);
    }
}
