package dev.josh.contracts.cite;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a U.S. Code section number with a hyphen is one section or a range of them. The Code numbers
 * sections with hyphens ({@code 1320a-7b}, {@code 470w-7}, {@code 1078-3}): what follows the hyphen is a
 * small number below the one before it. A range rises: {@code 551-558}, {@code 1070-1099d}, and
 * {@code 469-469c} (from 469 to 469c). No section has such a number, so a range is read as its two ends,
 * the sections it is written with, and never as a section id that cannot exist ({@code usc:5:551-558}).
 */
public final class SectionRange {

    private static final Pattern HYPHENATED = Pattern.compile(
            "(?<first>(?<firstNumber>[0-9]+)[0-9A-Za-z]*)[-–](?<last>(?<lastNumber>[0-9]+)[0-9A-Za-z]*)");

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
        boolean rises = last > first
                || last == first && m.group("first").equals(m.group("firstNumber")) && !m.group("last").equals(m.group("lastNumber"));
        return rises ? List.of(m.group("first"), m.group("last")) : List.of(section);
    }
}
