package dev.josh.contracts.cite;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a U.S. Code section number with a hyphen is one section or a range of them. The Code numbers
 * sections with hyphens ({@code 1320a-7b}, {@code 1a-8}, {@code 470w-7}, {@code 1078-3}, {@code 470-1}):
 * after a number with a letter comes any number, after a bare number a smaller one. A range rises from a
 * bare number ({@code 551-558}, {@code 1070-1099d}, {@code 469-469c}, {@code 1396-1396w-5}) or runs
 * between two lettered sections of one number ({@code 1320a-1320b}). No section has such a number, so a
 * range is read as its two ends, the sections it is written with, and never as a section id that cannot
 * exist ({@code usc:5:551-558}).
 */
public final class SectionRange {

    private static final Pattern HYPHENATED = Pattern.compile("(?<first>(?<firstNumber>[0-9]+)(?<firstLetters>[A-Za-z]*))"
            + "[-–](?<last>(?<lastNumber>[0-9]+)(?<lastLetters>[A-Za-z]*)(?:[-–][0-9]+[0-9A-Za-z]*)?)");

    private SectionRange() {
    }

    /** The sections {@code section} names: its two ends where it is a range, else itself. */
    public static List<String> ends(String section) {
        Matcher m = HYPHENATED.matcher(section);
        if (!m.matches()) {
            return List.of(section);
        }
        long first = Long.parseLong(m.group("firstNumber"));
        long last = Long.parseLong(m.group("lastNumber"));
        boolean lettered = !m.group("firstLetters").isEmpty();
        boolean range = lettered
                ? last == first && !m.group("lastLetters").isEmpty()
                : last > first || last == first && !m.group("lastLetters").isEmpty();
        return range ? List.of(m.group("first"), m.group("last").replace('–', '-')) : List.of(section);
    }
}
