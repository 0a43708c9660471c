package dev.josh.ingest.document;

import dev.josh.ingest.core.CitationColumns;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Optional;

/**
 * A document's date as a citation uses it: the {@code published_at} column, the phrase in the
 * citation string, and where it came from.
 *
 * @param publishedAt ISO date; the 1st of the month for a month-only date; {@code n.d.} when none
 * @param phrase      {@code July 27, 2022}, {@code February 2006}, or {@code n.d.}
 * @param source      {@code metadata} (an index or listing), {@code pdf} (printed on the document), or {@code none}
 */
public record CitedDate(String publishedAt, String phrase, String source) {

    public static final String METADATA = "metadata";
    public static final String PDF = "pdf";

    public static CitedDate fromMetadata(LocalDate date) {
        return new CitedDate(date.toString(), DatePhrases.format(date), METADATA);
    }

    /**
     * A metadata date, cited as a month when the document itself prints only the month and the
     * metadata's day is the 1st of it (a month-precision date written as a full one, as GAO's
     * catalog does for older reports): the citation then claims no day nobody printed.
     */
    public static CitedDate fromMetadata(LocalDate date, Optional<DatePhrases.PrintedDate> printed) {
        if (date.getDayOfMonth() == 1 && printed.isPresent() && !printed.get().dayKnown()
                && YearMonth.from(printed.get().date()).equals(YearMonth.from(date))) {
            return new CitedDate(date.toString(), DatePhrases.format(YearMonth.from(date)), METADATA);
        }
        return fromMetadata(date);
    }

    public static CitedDate printed(DatePhrases.PrintedDate printed) {
        LocalDate date = printed.date();
        return new CitedDate(date.toString(),
                printed.dayKnown() ? DatePhrases.format(date) : DatePhrases.format(YearMonth.from(date)), PDF);
    }

    public static CitedDate none() {
        return new CitedDate(CitationColumns.NO_DATE, CitationColumns.NO_DATE, "none");
    }
}
