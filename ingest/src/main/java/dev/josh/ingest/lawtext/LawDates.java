package dev.josh.ingest.lawtext;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Dates as legislative documents write them, read as ISO {@code YYYY-MM-DD}; anything else is null, never a guess. */
public final class LawDates {

    private static final Pattern ISO = Pattern.compile("([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ].*)?");
    private static final Pattern COMPACT = Pattern.compile("([0-9]{4})([0-9]{2})([0-9]{2})");
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\\.?\\s+([0-9]{1,2}),\\s*([0-9]{4})\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Map<String, Integer> MONTHS = Map.ofEntries(
            Map.entry("jan", 1), Map.entry("feb", 2), Map.entry("mar", 3), Map.entry("apr", 4), Map.entry("may", 5),
            Map.entry("jun", 6), Map.entry("june", 6), Map.entry("jul", 7), Map.entry("july", 7), Map.entry("aug", 8),
            Map.entry("sep", 9), Map.entry("sept", 9), Map.entry("oct", 10), Map.entry("nov", 11), Map.entry("dec", 12));

    private LawDates() {
    }

    /** {@code 2021-06-04}, {@code 2021-08-10T04:00:00Z} or {@code 20210113} as an ISO date; otherwise null. */
    public static String iso(String text) {
        if (text == null) {
            return null;
        }
        String t = text.strip();
        Matcher m = ISO.matcher(t);
        if (!m.matches()) {
            m = COMPACT.matcher(t);
            if (!m.matches()) {
                return null;
            }
        }
        return valid(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    /** The first date written out in {@code text} ({@code March 13, 2017}, {@code Oct. 30, 1965}) as ISO; otherwise null. */
    public static String english(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = ENGLISH.matcher(text);
        if (!m.find()) {
            return null;
        }
        Integer month = MONTHS.get(m.group(1).toLowerCase(Locale.ROOT));
        return month == null ? null : valid(Integer.parseInt(m.group(3)), month, Integer.parseInt(m.group(2)));
    }

    private static String valid(int year, int month, int day) {
        try {
            return LocalDate.of(year, month, day).toString();
        } catch (DateTimeException e) {
            return null;
        }
    }
}
