package dev.josh.ingest.gpo;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as GPO prints them: {@code April 15, 2016}, {@code Dec. 29, 2022}, {@code 5/15/2016}.
 * Only a date written out in full (month, day and year) counts.
 */
public final class WrittenDates {

    /** A full written date; {@link #iso} reads a match of it. */
    public static final Pattern DATE = Pattern.compile(
            "\\b(January|February|March|April|May|June|July|August|September|October|November|December"
                    + "|Jan\\.|Feb\\.|Mar\\.|Apr\\.|Jun\\.|Jul\\.|Aug\\.|Sept?\\.|Oct\\.|Nov\\.|Dec\\.)"
                    + "\\s+([0-9]{1,2}),?\\s+([0-9]{4})\\b"
                    + "|\\b([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})\\b");

    private static final Map<String, Integer> MONTHS = Map.ofEntries(
            Map.entry("jan", 1), Map.entry("feb", 2), Map.entry("mar", 3), Map.entry("apr", 4),
            Map.entry("may", 5), Map.entry("jun", 6), Map.entry("jul", 7), Map.entry("aug", 8),
            Map.entry("sep", 9), Map.entry("oct", 10), Map.entry("nov", 11), Map.entry("dec", 12));

    private WrittenDates() {
    }

    /** The first full date in the text ({@code Friday, April 15, 2016}, {@code Dec. 29, 2022(fm)}), or null. */
    public static LocalDate parse(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = DATE.matcher(text);
        String iso = m.find() ? iso(m) : null;
        return iso == null ? null : LocalDate.parse(iso);
    }

    /** The date a {@link #DATE} match found, as {@code YYYY-MM-DD}, or null when it is no calendar date. */
    public static String iso(Matcher m) {
        try {
            if (m.group(1) != null) {
                int month = MONTHS.get(m.group(1).substring(0, 3).toLowerCase(Locale.ROOT));
                return LocalDate.of(Integer.parseInt(m.group(3)), month, Integer.parseInt(m.group(2))).toString();
            }
            return LocalDate.of(Integer.parseInt(m.group(6)), Integer.parseInt(m.group(4)),
                    Integer.parseInt(m.group(5))).toString();
        } catch (DateTimeException e) {
            return null; // "February 30, 2016" is no date
        }
    }
}
