package dev.josh.ingest.lda;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lobbying disclosure citation formatter:
 * <ul>
 *   <li>{@code LD-2 report, Chernikoff & Company for NATIONAL MUSEUM OF WOMEN IN THE ARTS, 2007 Mid-Year (filed Oct. 24, 2007)}</li>
 *   <li>{@code LD-1 registration, <registrant> for <client> (filed <date>)}: a registration covers no period</li>
 *   <li>{@code LD-203 report, <registrant>, lobbyist <name>, 2020 Mid-Year (filed Nov. 2, 2020)}: an LD-203 names
 *       no client; it is filed by the registrant or by one of its lobbyists</li>
 * </ul>
 * An amendment says so: {@code LD-2 report (amendment), …}. The period is the filing's own
 * ({@code Mid-Year}, {@code Year-End}, {@code Q1}…{@code Q4}) with its year, not the quarter the
 * bulk file was published in. {@code source_url} is the filing's printable page on lda.senate.gov;
 * {@code published_at} the date the Senate received it. A filing without a registrant name or a
 * receipt date cannot be cited and is not loaded.
 */
public final class LdaCitations {

    public static final String SOURCE_ORG = "Secretary of the Senate, Office of Public Records (LDA)";
    private static final Pattern QUARTER = Pattern.compile("([1-4])(?:st|nd|rd|th) Quarter.*", Pattern.CASE_INSENSITIVE);

    private LdaCitations() {
    }

    public static CitationColumns cite(LdaFiling f, Instant retrievedAt) throws RejectedRecordException {
        if (f.registrant() == null || f.registrant().name() == null) {
            throw new RejectedRecordException(f.id().value(), "no registrant name; a citation needs one");
        }
        LocalDate received = CitationFormats.isoDate(f.received());
        if (received == null) {
            throw new RejectedRecordException(f.id().value(), "no receipt date (Received); a citation needs one");
        }
        return new CitationColumns(sourceUrl(f), SOURCE_ORG, received.toString(), retrievedAt.toString(),
                f.rawSha256(), citation(f, received));
    }

    static String citation(LdaFiling f, LocalDate received) {
        StringBuilder out = new StringBuilder(f.form()).append(f.form().equals("LD-1") ? " registration" : " report");
        if (f.type() != null && f.type().toUpperCase(Locale.ROOT).contains("AMENDMENT")) {
            out.append(" (amendment)");
        }
        out.append(", ").append(parties(f));
        String period = periodLabel(f.period());
        if (period != null) {
            out.append(", ").append(f.year() == null ? "" : f.year() + " ").append(period);
        }
        return out.append(" (filed ").append(CitationFormats.bluebook(received)).append(')').toString();
    }

    /** {@code <registrant> for <client>}, or for an LD-203 {@code <registrant>, lobbyist <name>}. */
    static String parties(LdaFiling f) {
        String registrant = f.registrant().name();
        if (f.client() != null && f.client().name() != null) {
            return registrant + " for " + f.client().name();
        }
        if (f.form().equals("LD-203") && !f.lobbyists().isEmpty()) {
            return registrant + ", lobbyist " + f.lobbyists().getFirst().name();
        }
        return registrant;
    }

    /** {@code Mid-Year (Jan 1 - Jun 30)} as {@code Mid-Year}, {@code 3rd Quarter (Jul 1 - Sep 30)} as {@code Q3}; none for UNDETERMINED. */
    static String periodLabel(String period) {
        if (period == null || period.isBlank() || period.equalsIgnoreCase("UNDETERMINED")) {
            return null;
        }
        Matcher quarter = QUARTER.matcher(period.strip());
        if (quarter.matches()) {
            return "Q" + quarter.group(1);
        }
        int paren = period.indexOf(" (");
        return (paren < 0 ? period : period.substring(0, paren)).strip();
    }

    public static String sourceUrl(LdaFiling f) {
        return "https://lda.senate.gov/filings/public/filing/" + f.id().part("uuid") + "/print/";
    }
}
