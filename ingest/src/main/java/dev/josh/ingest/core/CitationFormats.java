package dev.josh.ingest.core;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** Dates and numbers as citations write them. */
public final class CitationFormats {

    /** Bluebook month abbreviations (T12): May, June and July are written out, September is Sept. */
    private static final String[] BLUEBOOK_MONTHS = {"Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.",
            "Sept.", "Oct.", "Nov.", "Dec."};
    private static final DateTimeFormatter FULL = DateTimeFormatter.ofPattern("MMMM d, uuuu", Locale.US);

    private CitationFormats() {
    }

    /** {@code Jan. 28, 1997}, {@code July 20, 2005}. */
    public static String bluebook(LocalDate date) {
        return BLUEBOOK_MONTHS[date.getMonthValue() - 1] + " " + date.getDayOfMonth() + ", " + date.getYear();
    }

    /** {@code July 3, 2025}. */
    public static String full(LocalDate date) {
        return FULL.format(date);
    }

    /**
     * The date at the start of an ISO date or date-time ({@code 2007-10-24T13:27:51},
     * {@code 2025-07-03T14:41:00-04:00}: the local date as written, not converted), or null.
     */
    public static LocalDate isoDate(String value) {
        if (value == null || value.length() < 10) {
            return null;
        }
        try {
            return LocalDate.parse(value.substring(0, 10));
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
