package dev.josh.server.citations;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The paragraph label of a place in a provision's text, {@code (b)(1)(ii)}, read from the labels
 * that open its paragraphs ({@code **(a)**}, {@code (1)}, {@code (b) Examples. (1)}). Each kind of
 * label (lower-case letter, number, capital, lower-case and capital roman numeral) is one level,
 * whichever order a code nests them in (the U.S. Code (a)(1)(A)(i)(I), the CFR (a)(1)(i)(A)): a
 * label of a kind already open closes the levels below it, a label of a new kind opens a level.
 */
final class ProvisionLabels {

    private enum Kind { LOWER, NUMBER, UPPER, LOWER_ROMAN, UPPER_ROMAN }

    private record Level(Kind kind, String label) {
    }

    /** Labels opening a line, after optional bold markers: {@code **(a)(1)**}, {@code (b) Examples. (1)}. */
    private static final Pattern LINE = Pattern.compile("(?m)^\\**((?:\\([0-9A-Za-z]{1,6}\\)\\s?)+)(?:[^(\\n]{0,80}?\\s(\\([0-9A-Za-z]{1,6}\\)))?");
    private static final Pattern LABEL = Pattern.compile("\\(([0-9A-Za-z]{1,6})\\)");
    private static final Pattern ROMAN = Pattern.compile("(?i)[ivxl]+");

    private ProvisionLabels() {
    }

    /** The label path of the paragraph holding {@code offset}, or null where no labelled paragraph opens before it. */
    static String at(String markdown, int offset) {
        List<Level> open = new ArrayList<>();
        Matcher line = LINE.matcher(markdown);
        while (line.find() && line.start() <= offset) {
            Matcher label = LABEL.matcher(line.group(1) + (line.group(2) == null ? "" : line.group(2)));
            while (label.find()) {
                place(open, label.group(1));
            }
        }
        if (open.isEmpty()) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        open.forEach(l -> path.append('(').append(l.label()).append(')'));
        return path.toString();
    }

    private static void place(List<Level> open, String label) {
        Kind kind = kind(open, label);
        for (int i = 0; i < open.size(); i++) {
            if (open.get(i).kind() == kind) {
                open.subList(i, open.size()).clear();
                break;
            }
        }
        open.add(new Level(kind, label));
    }

    /**
     * A letter that reads as a roman numeral ({@code i}, {@code v}, {@code x}) is the letter when it
     * follows the open letter of its case ({@code (h)} then {@code (i)}) or opens the text, else the numeral.
     */
    private static Kind kind(List<Level> open, String label) {
        if (Character.isDigit(label.charAt(0))) {
            return Kind.NUMBER;
        }
        boolean lower = Character.isLowerCase(label.charAt(0));
        Kind letter = lower ? Kind.LOWER : Kind.UPPER;
        if (!ROMAN.matcher(label).matches() || open.isEmpty()) {
            return letter;
        }
        boolean nextLetter = label.length() == 1 && open.stream().anyMatch(l -> l.kind() == letter
                && l.label().length() == 1 && l.label().charAt(0) + 1 == label.charAt(0));
        return nextLetter ? letter : lower ? Kind.LOWER_ROMAN : Kind.UPPER_ROMAN;
    }
}
