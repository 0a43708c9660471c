package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.CitationColumns;
import java.time.Instant;

/**
 * The committee-report citation formatter, the only place committee-report citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code H. Rept. 108-150}, {@code S. Rept. 113-310}, {@code H. Rept. 112-90, pt. 2}</li>
 *   <li>{@code source_url}: the congress.gov report page,
 *       {@code https://www.congress.gov/congressional-report/108th-congress/house-report/150}</li>
 *   <li>{@code published_at}: the USLM {@code dc:date}; for a PDF, the date printed on its cover</li>
 *   <li>{@code raw_sha256}: the hash of the file that gave the body</li>
 * </ul>
 */
public final class CommitteeReportCitations {

    public static final String SOURCE_ORG = "U.S. Congress";

    private CommitteeReportCitations() {
    }

    public static CitationColumns cite(CommitteeReportRecord record, Instant retrievedAt) {
        CommitteeReport.Report report = record.report();
        ReportNumber number = report.number();
        String org = number.kind().equals("srpt") || number.kind().equals("erpt") ? "U.S. Senate"
                : "U.S. House of Representatives";
        return new CitationColumns(number.sourceUrl(), report.committee() == null ? org : org + ", " + report.committee(),
                report.date().publishedAt(), retrievedAt.toString(), report.rawSha256(), number.citation());
    }
}
