package dev.josh.ingest.document;

import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as printed in documents ({@code April 10, 2026}, {@code JULY 1, 2011}, {@code February 2006})
 * and as written in citations.
 */
public final class DatePhrases {

    private static final String MONTH =
            "(January|February|March|April|May|June|July|August|September|October|November|December)";
    private static final Pattern DAY_DATE = Pattern.compile("(?i)\\b" + MONTH + "\\s+([0-9]{1,2}),\\s*([0-9]{4})\\b");
    private static final Pattern MONTH_DATE = Pattern.compile("(?i)\\b" + MONTH + "\\s+([0-9]{4})\\b");

    /** A line that is nothing but a date, perhaps "Updated": cover matter, never a heading. */
    public static final Pattern DATE_LINE = Pattern.compile("(?i)^(?:updated\\s+|issued\\s+)?" + MONTH
            + "\\s+(?:[0-9]{1,2},\\s*)?[0-9]{4}\\.?$");

    /**
     * A printed date.
     *
     * @param dayKnown false for a month-and-year date ({@code February 2006}); {@code date} is then the 1st
     */
    public record PrintedDate(LocalDate date, boolean dayKnown) {
    }

    private DatePhrases() {
    }

    /** The first full date in the text, else the first month-and-year date. */
    public static Optional<PrintedDate> first(String text) {
        Matcher day = DAY_DATE.matcher(text);
        while (day.find()) {
            Optional<LocalDate> date = date(day.group(3), day.group(1), day.group(2));
            if (date.isPresent()) {
                return Optional.of(new PrintedDate(date.get(), true));
            }
        }
        Matcher month = MONTH_DATE.matcher(text);
        if (month.find()) {
            return date(month.group(2), month.group(1), "1").map(d -> new PrintedDate(d, false));
        }
        return Optional.empty();
    }

    /** {@code July 27, 2022}. */
    public static String format(LocalDate date) {
        return monthName(date.getMonth()) + " " + date.getDayOfMonth() + ", " + date.getYear();
    }

    /** {@code February 2006}. */
    public static String format(YearMonth month) {
        return monthName(month.getMonth()) + " " + month.getYear();
    }

    private static String monthName(Month month) {
        return month.getDisplayName(TextStyle.FULL, Locale.US);
    }

    private static Optional<LocalDate> date(String year, String monthName, String day) {
        try {
            Month month = Month.valueOf(monthName.toUpperCase(Locale.ROOT));
            return Optional.of(LocalDate.of(Integer.parseInt(year), month, Integer.parseInt(day)));
        } catch (RuntimeException e) {
            return Optional.empty(); // "February 30, 2006" is no date
        }
    }
}
