package dev.josh.contracts.id;

import java.time.LocalDate;

/** Which Congress sits on a date, and how its number is written. */
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
}
