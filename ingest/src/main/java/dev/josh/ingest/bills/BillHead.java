package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.List;

/**
 * A bill's row without its body: what its BILLSTATUS file says (basis {@code billstatus}) or,
 * when the corpus has no BILLSTATUS for it, what its text files say (basis {@code text}).
 *
 * @param heading     the measure's title: the BILLSTATUS display title, else the latest text's official title
 * @param citedDate   the date the citation's year is taken from (see {@link BillCitations}), or null when none is known
 * @param publishedAt {@code published_at}: the cited date, else the best real date the record's files carry, or null
 * @param overview    the body's part that is not bill text: titles, subjects, latest summary, latest action
 */
public record BillHead(PublicId id, BillType type, int congress, int number, String heading, String officialTitle,
                       String originChamber, String introducedDate, String updateDate, String sponsorId,
                       String sponsorName, String policyArea, String latestActionDate, String latestActionText,
                       List<String> committeeReports, Basis basis, String statusVersion, String statusFile,
                       String statusSha256, String citedDate, String publishedAt,
                       MarkedText overview) {

    public BillHead {
        committeeReports = List.copyOf(committeeReports);
    }

    /** What the record is built from. */
    public enum Basis {
        BILLSTATUS, TEXT;

        public String column() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
