package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.gpo.WrittenDates;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Dates as legislative documents write them, read as ISO {@code YYYY-MM-DD}; anything else is null, never a guess. */
public final class LawDates {

    /** The GPO bill DTD's {@code date="20210113"}. */
    private static final Pattern COMPACT = Pattern.compile("([0-9]{4})([0-9]{2})([0-9]{2})");

    private LawDates() {
    }

    /** {@code 2021-06-04}, {@code 2021-08-10T04:00:00Z} or {@code 20210113} as an ISO date; otherwise null. */
    public static String iso(String text) {
        if (text == null) {
            return null;
        }
        LocalDate date = CitationFormats.isoDate(text.strip());
        if (date != null) {
            return date.toString();
        }
        Matcher m = COMPACT.matcher(text.strip());
        if (!m.matches()) {
            return null;
        }
        try {
            return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3))).toString();
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The first date written out in {@code text} ({@code March 13, 2017}, {@code Oct. 30, 1965}) as ISO; otherwise null. */
    public static String english(String text) {
        LocalDate date = WrittenDates.parse(text);
        return date == null ? null : date.toString();
    }
}
