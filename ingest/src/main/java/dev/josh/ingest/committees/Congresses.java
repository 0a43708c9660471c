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
}
