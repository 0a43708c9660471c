package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.Landmark;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A granule's {@code <pre>} text as Markdown with its speaker turns.
 *
 * <p>GPO sets the Record as fixed-width text about 72 columns wide, and the layout carries the
 * structure: a paragraph opens with a two-space indent and runs on at column 0; quoted matter is
 * indented, each paragraph's first line deeper than the rest; titles are centered; {@code ____} rules separate
 * items; tables keep their columns; {@code [[Page S693]]} marks a page break. A speaker's turn
 * opens a paragraph with the speaker's name and a period: {@code Mr. SMITH.}, {@code Mrs. BOXER.},
 * {@code The PRESIDING OFFICER.}, {@code The SPEAKER pro tempore (Mr. Poe).}; "Mr. GRASSLEY
 * addressed the Chair." is not one.
 *
 * <p>In the Markdown, paragraphs are joined into single lines, quotations become {@code >}
 * blocks, centered titles in capitals {@code ##} headings, tables fenced blocks, and each turn a
 * {@code ### Mr. SMITH} heading followed by what was said. The bracketed header lines are parsed
 * into a {@link GranuleHeader} and left out; a title that repeats the granule's own is dropped.
 */
final class GranuleNormalizer {

    /** Turns shorter than this many characters are chunked together with their neighbours. */
    static final int MIN_SECTION_CHARS = 200;

    private static final int LINE_WIDTH = 72;
    private static final Pattern VOLUME_LINE = Pattern.compile(
            "\\[Congressional Record Volume ([0-9]+), Number ([0-9]+) \\([A-Za-z]+, ([A-Z][a-z]+ [0-9]{1,2}, [0-9]{4})\\)]");
    private static final Pattern BRACKET_LINE = Pattern.compile("\\[([^\\[\\]]*)]");
    private static final Pattern PAGES = Pattern.compile("Pages? ([A-Z]?[0-9]+)(?:-([A-Z]?[0-9]+))?");
    private static final String ONLINE_LINE = "From the Congressional Record Online";
    private static final DateTimeFormatter HEADER_DATE = DateTimeFormatter.ofPattern("MMMM d, uuuu", Locale.US);
    private static final Pattern RULE = Pattern.compile("_{3,}|-{5,}|={5,}");
    private static final Pattern PAGE_MARKER = Pattern.compile("\\[\\[Pages? [^\\[\\]]*]]");
    private static final Pattern TABULAR = Pattern.compile("\\||\\S {3,}\\S|\\.{5,}");

    private static final String MEMBER = "(?:Mr\\.|Mrs\\.|Ms\\.|Miss|Dr\\.) "
            + "(?:[A-Z]\\. |[A-Z][A-Za-z'-]*[A-Z][A-Za-z'-]* )*"      // first names and initials, as printed
            + "(?=[A-Za-z'-]*[A-Z]{2})[A-Z][A-Za-z'-]*"                // the surname in capitals: SMITH, McCAIN, DeFAZIO
            + "(?: of [A-Z][a-z]+(?: [A-Z][a-z]+)*)?";                 // of New Jersey
    private static final String OFFICER = "The (?:Acting |ACTING )?"
            + "(?:PRESIDING OFFICER|VICE PRESIDENT|PRESIDENT|SPEAKER|CHAIRMAN|CHAIRWOMAN|CHAIR|CLERK|CHIEF JUSTICE)"
            + "(?: pro tempore)?(?: [(\\[][^)\\]]*[)\\]])*";             // (Mr. Poe), [Mr. Brownback], (during the vote)
    private static final Pattern TURN = Pattern.compile("  (" + MEMBER + "|" + OFFICER + ")\\.(?: +(.*)|$)");
    private static final Pattern OFFICER_SEAT = Pattern.compile("[(\\[]((?:Mr\\.|Mrs\\.|Ms\\.|Miss|Dr\\.) [^)\\]]+)[)\\]]");

    private enum Kind { PARAGRAPH, QUOTE, CENTERED, TABLE }

    /** The lines of one block being read, before it is written. */
    private static final class Block {
        final Kind kind;
        final List<String> lines = new ArrayList<>();
        final int firstIndent;

        Block(Kind kind, String line, int indent) {
            this.kind = kind;
            lines.add(line);
            firstIndent = indent;
        }
    }

    NormalizedGranule normalize(String preText, String title) {
        String[] lines = preText.replace("\u0000", "").replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        Header header = new Header();
        int body = header.read(lines);
        Writer out = new Writer(title);
        Block block = null;
        boolean blank = false;
        for (int i = body; i < lines.length; i++) {
            String line = lines[i].stripTrailing();
            String text = line.strip();
            int indent = indent(line);
            if (text.isEmpty()) {
                blank = true;
                continue;
            }
            if (PAGE_MARKER.matcher(text).matches()) {
                if (block != null && (block.kind == Kind.PARAGRAPH || block.kind == Kind.QUOTE)
                        && continues(lines, i + 1)) {
                    block.lines.add(text); // a page break inside a paragraph stays inside it
                    while (i + 1 < lines.length && lines[i + 1].isBlank()) {
                        i++;
                    }
                } else {
                    out.write(block);
                    block = null;
                    out.page(text);
                }
                blank = false;
                continue;
            }
            if (blank) {
                out.write(block);
                block = null;
                blank = false;
            }
            Matcher turn = TURN.matcher(line);
            if (RULE.matcher(text).matches()) {
                out.write(block);
                block = null;
                out.endTurn();
            } else if (indent == 2 && turn.matches()) {
                out.write(block);
                out.startTurn(turn.group(1));
                String said = turn.group(2) == null ? "" : turn.group(2).strip();
                block = said.isEmpty() ? null : new Block(Kind.PARAGRAPH, said, indent);
            } else if (TABULAR.matcher(text).find()) {
                if (block == null || block.kind != Kind.TABLE) {
                    out.write(block);
                    block = new Block(Kind.TABLE, line, indent);
                } else {
                    block.lines.add(line);
                }
            } else if (centered(indent, text)) {
                if (block == null || block.kind != Kind.CENTERED) {
                    out.write(block);
                    block = new Block(Kind.CENTERED, text, indent);
                } else {
                    block.lines.add(text);
                }
            } else if (indent >= 3) {
                // Quoted paragraphs hang: the first line is indented deeper than the rest.
                if (block != null && block.kind == Kind.QUOTE && indent < block.firstIndent) {
                    block.lines.add(text);
                } else {
                    out.write(block);
                    block = new Block(Kind.QUOTE, text, indent);
                }
            } else if (indent == 0 && block != null && (block.kind == Kind.PARAGRAPH || block.kind == Kind.QUOTE)) {
                block.lines.add(text);
            } else {
                out.write(block);
                block = new Block(Kind.PARAGRAPH, text, indent);
            }
        }
        out.write(block);
        out.endTurn();
        return new NormalizedGranule(out.markdown.toString(), header.toRecord(), out.turns, out.landmarks,
                boundaries(out.turns, out.markdown.length()));
    }

    /**
     * The member named in an officer's label, e.g. {@code Mr. Poe} in
     * {@code The SPEAKER pro tempore (Mr. Poe)}, or null.
     */
    static String seatHolder(String label) {
        if (!label.startsWith("The ")) {
            return null;
        }
        Matcher m = OFFICER_SEAT.matcher(label);
        return m.find() ? m.group(1).strip() : null;
    }

    /**
     * Where chunks must break: at the start and end of every turn, except that a section shorter
     * than {@link #MIN_SECTION_CHARS} runs on into the next (and the last into the one before).
     */
    static List<Integer> boundaries(List<SpeakerTurn> turns, int length) {
        List<Integer> cuts = new ArrayList<>();
        for (SpeakerTurn t : turns) {
            for (int cut : new int[] {t.charStart(), t.charEnd()}) {
                if (cut > 0 && cut < length && (cuts.isEmpty() || cut > cuts.getLast())) {
                    cuts.add(cut);
                }
            }
        }
        List<Integer> kept = new ArrayList<>();
        int sectionStart = 0;
        for (int cut : cuts) {
            if (cut - sectionStart >= MIN_SECTION_CHARS) {
                kept.add(cut);
                sectionStart = cut;
            }
        }
        if (!kept.isEmpty() && length - sectionStart < MIN_SECTION_CHARS) {
            kept.removeLast();
        }
        return kept;
    }

    /**
     * Whether a line is centered on the {@value #LINE_WIDTH}-column measure. Quoted matter is
     * indented 5 or 7 columns and a short quoted line can look centered, so below 8 columns
     * only a line in capitals (a title) counts.
     */
    private static boolean centered(int indent, String text) {
        int offCenter = Math.abs(2 * indent + text.length() - LINE_WIDTH);
        if (indent >= 8) {
            return offCenter <= 8;
        }
        return indent >= 3 && offCenter <= 2 && text.chars().noneMatch(Character::isLowerCase);
    }

    /** Whether the next line with text (from {@code from}) runs on a paragraph: it starts at column 0. */
    private static boolean continues(String[] lines, int from) {
        for (int i = from; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                return indent(lines[i]) == 0 && !PAGE_MARKER.matcher(lines[i].strip()).matches()
                        && !RULE.matcher(lines[i].strip()).matches();
            }
        }
        return false;
    }

    private static int indent(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    /** The bracketed lines before the text. */
    private static final class Header {
        Integer volume;
        Integer number;
        String date;
        String section;
        String pageStart;
        String pageEnd;

        /** Reads the header lines and returns the index of the first line of text. */
        int read(String[] lines) {
            int body = 0;
            for (int i = 0; i < Math.min(lines.length, 12); i++) {
                String s = lines[i].strip();
                if (s.isEmpty()) {
                    continue;
                }
                Matcher volumeLine = VOLUME_LINE.matcher(s);
                Matcher bracket = BRACKET_LINE.matcher(s);
                if (volumeLine.matches()) {
                    volume = Integer.valueOf(volumeLine.group(1));
                    number = Integer.valueOf(volumeLine.group(2));
                    date = isoDate(volumeLine.group(3));
                } else if (bracket.matches()) {
                    String inner = bracket.group(1).strip();
                    Matcher pages = PAGES.matcher(inner);
                    if (pages.matches()) {
                        pageStart = pages.group(1);
                        pageEnd = pages.group(2) == null ? pages.group(1) : pages.group(2);
                    } else if (!inner.startsWith("Page") && section == null && !inner.isEmpty()) {
                        section = inner;
                    }
                } else if (s.startsWith(ONLINE_LINE)) {
                    return i + 1;
                } else {
                    return body;
                }
                body = i + 1;
            }
            return body;
        }

        GranuleHeader toRecord() {
            return new GranuleHeader(volume, number, date, section, pageStart, pageEnd);
        }

        private static String isoDate(String text) {
            try {
                return LocalDate.parse(text, HEADER_DATE).toString();
            } catch (DateTimeParseException e) {
                return null;
            }
        }
    }

    /** Appends Markdown blocks, keeping the offsets of headings and turns. */
    private static final class Writer {
        final StringBuilder markdown = new StringBuilder();
        final List<SpeakerTurn> turns = new ArrayList<>();
        final List<Landmark> landmarks = new ArrayList<>();
        private final String title;
        private boolean titleRepeatPossible = true;
        private String heading;
        private String turnLabel;
        private int turnStart;
        private int headings;

        Writer(String title) {
            this.title = title;
            markdown.append("# ").append(title);
        }

        void write(Block block) {
            if (block == null) {
                return;
            }
            switch (block.kind) {
                case PARAGRAPH -> append(joined(block.lines));
                case QUOTE -> append("> " + joined(block.lines));
                case TABLE -> append("```\n" + String.join("\n", block.lines) + "\n```");
                case CENTERED -> centered(joined(block.lines));
            }
            titleRepeatPossible = false;
        }

        void page(String marker) {
            append(marker);
        }

        void startTurn(String label) {
            endTurn();
            turnLabel = label;
            turnStart = append("### " + label);
            List<String> path = heading == null ? List.of(label) : List.of(heading, label);
            landmarks.add(new Landmark(turnStart, path, "turn-" + (turns.size() + 1)));
            titleRepeatPossible = false;
        }

        void endTurn() {
            if (turnLabel != null) {
                turns.add(new SpeakerTurn(turns.size() + 1, turnLabel, null, turnStart, markdown.length()));
                turnLabel = null;
            }
        }

        private void centered(String text) {
            boolean capitals = text.chars().anyMatch(Character::isLetter) && text.chars().noneMatch(Character::isLowerCase);
            if (titleRepeatPossible && collapse(text).equalsIgnoreCase(collapse(title))) {
                return;
            }
            if (!capitals) {
                append(text);
                return;
            }
            heading = text;
            int at = append("## " + text);
            headings++;
            List<String> path = turnLabel == null ? List.of(text) : List.of(turnLabel, text);
            landmarks.add(new Landmark(at, path, "heading-" + headings));
        }

        private int append(String block) {
            markdown.append("\n\n");
            int at = markdown.length();
            markdown.append(block);
            return at;
        }

        /**
         * Lines of a paragraph as one line. GPO breaks lines at spaces and after hyphens, so a
         * line ending in a hyphen or a dash ({@code 109-}, {@code bill--}) runs straight on.
         */
        private static String joined(List<String> lines) {
            StringBuilder out = new StringBuilder();
            for (String line : lines) {
                if (!out.isEmpty() && out.charAt(out.length() - 1) != '-') {
                    out.append(' ');
                }
                out.append(line);
            }
            return out.toString();
        }

        private static String collapse(String text) {
            return text.replaceAll("\\s+", " ").strip();
        }
    }
}
