package dev.josh.ingest.document;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recovers a document's structure from the positioned lines of a PDF: its title, its section
 * headings, its paragraphs, its footnotes.
 *
 * <ul>
 *   <li><b>Body size</b>: the font size most of the text is set in.</li>
 *   <li><b>Running headers and footers</b>: lines in the top or bottom {@value #MARGIN_BAND} of
 *       the page whose text (digits ignored) recurs on two or more pages, and bare page numbers
 *       there, are dropped. So are table-of-contents lines (dot leaders).</li>
 *   <li><b>Title</b>: the largest type on page 1, when it is clearly larger than the body.</li>
 *   <li><b>Headings</b>: short lines set larger than the body, or bold at body size, standing on
 *       their own (at most {@value #MAX_HEADING_LINES} lines). Each style (size, bold) that acts
 *       as a heading is one level: larger first, bold before regular. A style used for too much
 *       text (slides, tables) is not a heading style.</li>
 *   <li><b>Footnotes</b>: a run of smaller type closing a page that starts with a note number;
 *       they are moved to a closing "Notes" section so the text they interrupt reads on.</li>
 *   <li><b>Paragraphs</b>: lines join while they keep their size and line spacing; an indented
 *       line after flush ones, a wider gap, or a bullet starts a new paragraph. Across a page or
 *       column break a paragraph goes on unless its last line ended a sentence. A word hyphenated
 *       at a line end is joined.</li>
 * </ul>
 *
 * <p>Empty sections (a heading with no text before the next heading of its level or above,
 * as on a contents page) are dropped.
 */
public final class PdfLayout {

    /** Share of the page height, at top and at bottom, where running headers and footers live. */
    static final double MARGIN_BAND = 0.09;
    static final int MAX_HEADING_LINES = 3;
    private static final int MAX_HEADING_CHARS = 160;
    /** Points above the body size from which a line counts as set large. */
    private static final float LARGER = 1.5f;
    /** Points above the body size from which page-1 type counts as a title. */
    private static final float TITLE_LARGER = 3f;
    private static final float FOOTNOTE_SMALLER = 0.75f;
    private static final float SMALL_CAPS_SMALLER = 2.5f;

    private static final Pattern DOT_LEADER = Pattern.compile("(?:\\.\\s?){5,}\\s*\\S{0,6}\\s*$|(?:\\.\\s?){8,}");
    private static final Pattern PAGE_NUMBER = Pattern.compile(
            "(?i)^(?:page\\s+)?(?:[0-9]+|[ivxlc]+)(?:\\s+of\\s+[0-9]+)?$|^[-–—]\\s*[0-9]+\\s*[-–—]$");
    private static final Pattern FOOTNOTE_START = Pattern.compile("^([0-9]{1,3})\\s?\\S");
    private static final Pattern BULLET = Pattern.compile("^[•▪◦●■○\\u2022\\u25AA\\uF0B7\\uF0A7]\\s*");
    private static final Pattern NUMBERED_ITEM = Pattern.compile("^[0-9]{1,2}\\.\\s+\\S");
    private static final Pattern ENDS_SENTENCE = Pattern.compile("[.!?:]['\"”’)\\]]*$");

    /**
     * What the layout analysis found.
     *
     * @param title  the title printed on page 1 (largest type), or null when none stands out
     * @param blocks headings and paragraphs in reading order, footnotes last under "Notes"
     */
    public record Laid(String title, List<Block> blocks) {
        public Laid {
            blocks = List.copyOf(blocks);
        }
    }

    private PdfLayout() {
    }

    public static Laid lay(PdfText text) {
        return new Analysis(text.lines()).run();
    }

    /** How a line is set: size, bold, all capitals (GPO reports set their headings in capitals at body size). */
    private record Style(float size, boolean bold, boolean caps) {
        static Style of(PdfLine line) {
            return new Style(line.fontSize(), line.bold(), !line.bold() && allCaps(line.text()));
        }

        /** Sort rank among styles of one size: bold, then capitals, then plain. */
        int emphasis() {
            return bold ? 0 : caps ? 1 : 2;
        }
    }

    /** One pass over one document's lines. */
    private static final class Analysis {

        private final List<PdfLine> lines;
        private final float bodySize;
        private final Map<Float, Float> leading;
        private final boolean[] dropped;
        private final boolean[] footnote;
        private final boolean[] title;

        Analysis(List<PdfLine> lines) {
            this.lines = lines;
            this.bodySize = bodySize(lines);
            this.leading = leading(lines);
            this.dropped = new boolean[lines.size()];
            this.footnote = new boolean[lines.size()];
            this.title = new boolean[lines.size()];
        }

        Laid run() {
            dropFurniture();
            markFootnotes();
            String titleText = markTitle();
            List<List<Integer>> headings = headingGroups();
            Map<Style, Integer> levels = headingLevels(headings);
            List<Block> blocks = new ArrayList<>();
            Map<Integer, List<Integer>> headingAt = new HashMap<>();
            for (List<Integer> group : headings) {
                if (levels.containsKey(Style.of(lines.get(group.get(0))))) {
                    headingAt.put(group.get(0), group);
                }
            }
            Paragraphs paragraphs = new Paragraphs(blocks);
            for (int i = 0; i < lines.size(); i++) {
                if (dropped[i] || footnote[i] || title[i]) {
                    continue;
                }
                List<Integer> group = headingAt.get(i);
                if (group != null) {
                    paragraphs.flush();
                    PdfLine first = lines.get(i);
                    blocks.add(new Block.Heading(levels.get(Style.of(first)), joinLines(group)));
                    i = group.get(group.size() - 1);
                    continue;
                }
                paragraphs.add(lines.get(i));
            }
            paragraphs.flush();
            List<Block> body = new ArrayList<>(withoutEmptySections(blocks));
            List<String> notes = footnotes();
            if (!notes.isEmpty()) {
                body.add(new Block.Heading(2, "Notes"));
                notes.forEach(n -> body.add(new Block.Paragraph(n)));
            }
            return new Laid(titleText, body);
        }

        private void dropFurniture() {
            Map<String, Set<Integer>> pagesByKey = new HashMap<>();
            for (PdfLine line : lines) {
                if (inMarginBand(line)) {
                    pagesByKey.computeIfAbsent(furnitureKey(line.text()), k -> new HashSet<>()).add(line.page());
                }
            }
            for (int i = 0; i < lines.size(); i++) {
                PdfLine line = lines.get(i);
                if (DOT_LEADER.matcher(line.text()).find()) {
                    dropped[i] = true;
                    // a contents entry wrapped over two lines: its first line has no leader
                    if (i > 0 && !dropped[i - 1] && isWrappedEntry(lines.get(i - 1), line)) {
                        dropped[i - 1] = true;
                    }
                } else if (inMarginBand(line)) {
                    dropped[i] = pagesByKey.get(furnitureKey(line.text())).size() >= 2
                            || PAGE_NUMBER.matcher(line.text()).matches();
                }
            }
        }

        /** The trailing run of small type on a page, when it opens with a note number. */
        private void markFootnotes() {
            int i = lines.size() - 1;
            while (i >= 0) {
                int page = lines.get(i).page();
                int end = i;
                int start = -1;
                for (int j = end; j >= 0 && lines.get(j).page() == page; j--) {
                    if (dropped[j]) {
                        continue;
                    }
                    if (lines.get(j).fontSize() > bodySize - FOOTNOTE_SMALLER) {
                        break;
                    }
                    start = j;
                }
                if (start >= 0) {
                    PdfLine first = lines.get(start);
                    if (FOOTNOTE_START.matcher(first.text()).find() && first.y() > 0.4 * first.pageHeight()) {
                        for (int j = start; j <= end; j++) {
                            footnote[j] = !dropped[j];
                        }
                    }
                }
                while (i >= 0 && lines.get(i).page() == page) {
                    i--;
                }
            }
        }

        private List<String> footnotes() {
            List<String> notes = new ArrayList<>();
            StringBuilder current = null;
            int expected = 1;
            for (int i = 0; i < lines.size(); i++) {
                if (!footnote[i]) {
                    continue;
                }
                String text = lines.get(i).text();
                Matcher m = FOOTNOTE_START.matcher(text);
                int number = m.find() ? Integer.parseInt(m.group(1)) : -1;
                if (current == null || number == expected || (number > expected && number < expected + 3)) {
                    if (current != null) {
                        notes.add(current.toString());
                    }
                    current = new StringBuilder(text);
                    expected = number + 1;
                } else {
                    append(current, text);
                }
            }
            if (current != null) {
                notes.add(current.toString());
            }
            return notes;
        }

        /** Page-1 lines in the largest type, when it is clearly a title; they leave the body. */
        private String markTitle() {
            float max = 0;
            for (int i = 0; i < lines.size() && lines.get(i).page() == 1; i++) {
                if (!dropped[i] && letters(lines.get(i).text()) >= 4) {
                    max = Math.max(max, lines.get(i).fontSize());
                }
            }
            if (max < bodySize + TITLE_LARGER) {
                return null;
            }
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < lines.size() && lines.get(i).page() == 1; i++) {
                PdfLine line = lines.get(i);
                if (!dropped[i] && line.fontSize() == max && letters(line.text()) >= 4) {
                    title[i] = true;
                    parts.add(line.text());
                } else if (!dropped[i] && line.fontSize() == max) {
                    dropped[i] = true; // a logo in title type ("GAO")
                }
            }
            return String.join(" ", parts);
        }

        /** Runs of consecutive heading-like lines of one style, each a candidate heading. */
        private List<List<Integer>> headingGroups() {
            List<List<Integer>> groups = new ArrayList<>();
            List<Integer> current = null;
            int previous = -1;
            for (int i = 0; i < lines.size(); i++) {
                if (dropped[i] || footnote[i] || title[i]) {
                    continue;
                }
                PdfLine line = lines.get(i);
                if (current != null && continuesHeading(lines.get(previous), line) && shapedLikeHeading(line)) {
                    current.add(i);
                } else {
                    boolean candidate = headingLike(i);
                    if (current != null) {
                        groups.add(current);
                    }
                    current = candidate ? new ArrayList<>(List.of(i)) : null;
                }
                previous = i;
            }
            if (current != null) {
                groups.add(current);
            }
            groups.removeIf(g -> g.size() > MAX_HEADING_LINES);
            return groups;
        }

        private boolean headingLike(int index) {
            return shapedLikeHeading(lines.get(index)) && !continuesParagraph(index);
        }

        private boolean shapedLikeHeading(PdfLine line) {
            String text = line.text();
            if (text.length() > MAX_HEADING_CHARS || letters(text) < 2 || BULLET.matcher(text).find()
                    || text.endsWith(",") || text.endsWith(";") || Character.isLowerCase(text.charAt(0))
                    || (ENDS_SENTENCE.matcher(text).find() && text.split(" ").length > 8)
                    || DatePhrases.DATE_LINE.matcher(text).find()) {
                return false;
            }
            boolean atBodySize = line.fontSize() >= bodySize - 0.5f;
            boolean large = line.fontSize() >= bodySize + LARGER;
            boolean boldAtBodySize = line.bold() && atBodySize;
            // GPO sets report headings in small capitals, which PDFBox reports a little below the body size;
            // a run-in provision heading ("(b) AMENDMENT.—Section 3 …") is part of its paragraph.
            boolean capsHeading = line.fontSize() >= bodySize - SMALL_CAPS_SMALLER && allCaps(text) && letters(text) >= 4
                    && text.length() <= 100 && !text.startsWith("(") && !text.endsWith("—");
            return large || boldAtBodySize || capsHeading;
        }

        /** Whether the line reads on from the kept line before it: same style, close below, no heading between. */
        private boolean continuesParagraph(int index) {
            PdfLine line = lines.get(index);
            for (int j = index - 1; j >= 0; j--) {
                if (dropped[j] || footnote[j] || title[j]) {
                    continue;
                }
                PdfLine prev = lines.get(j);
                float lead = leading.getOrDefault(line.fontSize(), 1.2f * line.fontSize());
                return prev.page() == line.page() && Style.of(prev).equals(Style.of(line))
                        && line.y() > prev.y() && line.y() - prev.y() <= 1.45f * lead
                        && !ENDS_SENTENCE.matcher(prev.text()).find() && !allCaps(prev.text());
            }
            return false;
        }

        private boolean continuesHeading(PdfLine previous, PdfLine line) {
            return previous.page() == line.page() && Style.of(previous).equals(Style.of(line))
                    && line.y() > previous.y() && line.y() - previous.y() <= 2.2f * line.fontSize();
        }

        /**
         * Levels 2.. for the styles that act as headings: larger first, bold first. A style
         * carrying a fifth of the text or more, or used more often than a heading could be, is
         * body text of another kind (slides, tables) and gets no level.
         */
        private Map<Style, Integer> headingLevels(List<List<Integer>> groups) {
            Map<Style, Integer> count = new HashMap<>();
            Map<Style, Integer> chars = new HashMap<>();
            for (List<Integer> group : groups) {
                Style style = Style.of(lines.get(group.get(0)));
                count.merge(style, 1, Integer::sum);
                for (int i : group) {
                    chars.merge(style, lines.get(i).text().length(), Integer::sum);
                }
            }
            Map<Style, Integer> lastPage = new HashMap<>();
            for (List<Integer> group : groups) {
                lastPage.merge(Style.of(lines.get(group.get(0))), lines.get(group.get(0)).page(), Math::max);
            }
            long allChars = lines.stream().mapToLong(l -> l.text().length()).sum();
            int pages = lines.isEmpty() ? 1 : lines.get(lines.size() - 1).page();
            // A style seen only on the cover page of a longer document is cover matter (a date, an office), not a heading.
            List<Style> styles = count.keySet().stream()
                    .filter(s -> chars.get(s) < 0.2 * allChars && count.get(s) <= Math.max(40, 4 * pages))
                    .filter(s -> pages <= 2 || lastPage.get(s) > 1)
                    .sorted(Comparator.comparing(Style::size).reversed().thenComparing(Style::emphasis))
                    .toList();
            Map<Style, Integer> levels = new LinkedHashMap<>();
            for (int i = 0; i < styles.size(); i++) {
                levels.put(styles.get(i), Math.min(2 + i, 6));
            }
            return levels;
        }

        private String joinLines(List<Integer> group) {
            StringBuilder out = new StringBuilder();
            for (int i : group) {
                append(out, lines.get(i).text());
            }
            return out.toString();
        }

        private static boolean isWrappedEntry(PdfLine first, PdfLine leader) {
            return first.page() == leader.page() && first.x() < leader.x() && leader.y() > first.y()
                    && leader.y() - first.y() < 2 * leader.fontSize();
        }

        private boolean inMarginBand(PdfLine line) {
            return line.y() < MARGIN_BAND * line.pageHeight() || line.y() > (1 - MARGIN_BAND) * line.pageHeight();
        }

        /** Builds paragraphs line by line. */
        private final class Paragraphs {
            private final List<Block> blocks;
            private StringBuilder text;
            private PdfLine previous;
            private int linesInParagraph;

            Paragraphs(List<Block> blocks) {
                this.blocks = blocks;
            }

            void add(PdfLine line) {
                Matcher bullet = BULLET.matcher(line.text());
                if (bullet.find()) {
                    flush();
                    start(line, "- " + line.text().substring(bullet.end()));
                } else if (text != null && !NUMBERED_ITEM.matcher(line.text()).find() && continues(previous, line)) {
                    append(text, line.text());
                    linesInParagraph++;
                } else {
                    flush();
                    start(line, line.text());
                }
                previous = line;
            }

            private void start(PdfLine line, String first) {
                text = new StringBuilder(first);
                linesInParagraph = 1;
            }

            void flush() {
                if (text != null && !text.isEmpty()) {
                    blocks.add(new Block.Paragraph(text.toString()));
                }
                text = null;
                previous = null;
            }

            private boolean continues(PdfLine prev, PdfLine line) {
                if (Math.abs(prev.fontSize() - line.fontSize()) > 0.6f) {
                    return false;
                }
                boolean sameFlow = prev.page() == line.page() && line.y() > prev.y() - 1
                        && Math.abs(line.x() - prev.x()) < 150;
                if (sameFlow) {
                    float gap = line.y() - prev.y();
                    float lead = leading.getOrDefault(line.fontSize(), 1.2f * line.fontSize());
                    if (gap > 1.45f * lead) {
                        return false;
                    }
                    // First-line indent: flush lines, then an indented one, begins a new paragraph.
                    return !(line.x() > prev.x() + 6 && linesInParagraph >= 2);
                }
                boolean pageOrColumnBreak = prev.page() != line.page() || line.y() < prev.y() - 1;
                if (!pageOrColumnBreak) {
                    return false;
                }
                // A page or column break: the paragraph goes on unless it had ended.
                char first = line.text().charAt(0);
                return Character.isLowerCase(first) || !ENDS_SENTENCE.matcher(prev.text()).find();
            }
        }
    }

    /** Appends a line to text: a word hyphenated at the line end is joined, a dash joins directly, else a space. */
    static void append(StringBuilder text, String line) {
        int n = text.length();
        if (n == 0) {
            text.append(line);
            return;
        }
        char last = text.charAt(n - 1);
        char first = line.charAt(0);
        if (last == '-' && n >= 2 && Character.isLowerCase(text.charAt(n - 2)) && Character.isLowerCase(first)) {
            text.setLength(n - 1);
            text.append(line);
        } else if (last == '—' || last == '–' || last == '/') {
            text.append(line);
        } else {
            text.append(' ').append(line);
        }
    }

    /** Drops headings with no text under them before the next heading of their level or above. */
    static List<Block> withoutEmptySections(List<Block> blocks) {
        List<Block> kept = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i) instanceof Block.Heading heading && !hasText(blocks, i, heading.level())) {
                continue;
            }
            kept.add(blocks.get(i));
        }
        return kept;
    }

    private static boolean hasText(List<Block> blocks, int heading, int level) {
        for (int j = heading + 1; j < blocks.size(); j++) {
            Block block = blocks.get(j);
            if (block instanceof Block.Paragraph) {
                return true;
            }
            if (block instanceof Block.Heading h && h.level() <= level) {
                return false;
            }
        }
        return false;
    }

    static float bodySize(List<PdfLine> lines) {
        Map<Float, Integer> chars = new HashMap<>();
        for (PdfLine line : lines) {
            chars.merge(line.fontSize(), line.text().length(), Integer::sum);
        }
        return chars.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(10f);
    }

    /** The usual baseline-to-baseline distance per font size, from consecutive lines of that size. */
    static Map<Float, Float> leading(List<PdfLine> lines) {
        Map<Float, List<Float>> gaps = new HashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            PdfLine a = lines.get(i - 1);
            PdfLine b = lines.get(i);
            float gap = b.y() - a.y();
            if (a.page() == b.page() && a.fontSize() == b.fontSize() && gap > 0 && gap < 3 * b.fontSize()
                    && Math.abs(a.x() - b.x()) < 150) {
                gaps.computeIfAbsent(b.fontSize(), k -> new ArrayList<>()).add(gap);
            }
        }
        Map<Float, Float> median = new HashMap<>();
        gaps.forEach((size, list) -> {
            list.sort(Float::compare);
            median.put(size, list.get(list.size() / 2));
        });
        return median;
    }

    /** A margin line's text with its numbers blanked, so "Page 3" and "Page 4" are the same furniture. */
    static String furnitureKey(String text) {
        return text.toLowerCase(Locale.ROOT)
                .replaceAll("(page\\s+)[0-9ivxlc]+", "$1#")
                .replaceAll("[0-9]+", "#")
                .replaceAll("\\s+", " ")
                .strip();
    }

    /** Letters present and none of them lowercase: {@code I. AMENDMENT}, {@code SEC. 2. FINDINGS.} */
    static boolean allCaps(String text) {
        boolean upper = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLowerCase(c)) {
                return false;
            }
            upper |= Character.isUpperCase(c);
        }
        return upper;
    }

    private static int letters(String text) {
        return (int) text.chars().filter(Character::isLetter).count();
    }
}
