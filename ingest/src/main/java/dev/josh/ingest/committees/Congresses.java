package dev.josh.ingest.committees;

import java.time.LocalDate;

/** Which Congress sits on a date. */
public final class Congresses {

    private Congresses() {
    }

    /**
     * The Congress in session on {@code date}: each begins on January 3 of an odd year (20th
     * Amendment), the 1st in 1789, so 2025-01-03 through 2027-01-02 is the 119th.
     */
    public static int at(LocalDate date) {
        int year = date.getYear();
        if (year % 2 == 1 && date.isBefore(LocalDate.of(year, 1, 3))) {
            year--;
        }
        return (year - 1789) / 2 + 1;
    }

    /** {@code 119th}, {@code 101st}, {@code 112th}. */
    public static String ordinal(int congress) {
        int lastTwo = congress % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (congress % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return congress + suffix;
    }
}
