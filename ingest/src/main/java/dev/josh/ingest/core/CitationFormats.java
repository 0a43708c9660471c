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

    /** {@code 1st}, {@code 2nd}, {@code 3rd}, {@code 11th}, {@code 119th}: an ordinal as in {@code 119th Congress}. */
    public static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
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
