package dev.josh.ingest.bills;

import dev.josh.contracts.id.Congresses;
import dev.josh.ingest.core.CitationColumns;
import java.time.Instant;

/**
 * The bill citation formatter, the only place bill citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code H.R. 3684, 117th Cong. (2021)}; the year is that of the
 *       introduced date (BILLSTATUS), or of the earliest dated version loaded (text alone);
 *       {@code n.d.} when no version carries a date.</li>
 *   <li>{@code source_url}: the measure's congress.gov page,
 *       {@code https://www.congress.gov/bill/117th-congress/house-bill/3684}.</li>
 *   <li>{@code published_at}: the introduced date from BILLSTATUS (else the date of its
 *       {@code <updateDate>}); for a record built from text alone, the earliest date a loaded
 *       version carries (an introduced version's is the introduced date), else, when no version
 *       is dated (enrolled USLM samples), the date GPO produced the earliest file
 *       ({@code <processedDate>}): the best real date those files have, while the citation says
 *       {@code n.d.}; else {@code n.d.}.</li>
 *   <li>{@code raw_sha256}: see {@link BillRecord#rawSha256()}.</li>
 * </ul>
 * A text version is cited as its bill, dated by the version, with its stage:
 * {@code H.R. 1000, 116th Cong. (2019) (Introduced in House)}, at its govinfo page.
 */
public final class BillCitations {

    public static final String STATUS_ORG = "Library of Congress / GPO (BILLSTATUS)";
    public static final String TEXT_ORG = "U.S. Government Publishing Office (bill text)";

    private BillCitations() {
    }

    public static CitationColumns cite(BillHead head, String rawSha256, Instant retrievedAt) {
        String published = head.publishedAt() == null ? CitationColumns.NO_DATE : head.publishedAt();
        return new CitationColumns(sourceUrl(head.type(), head.congress(), head.number()),
                head.basis() == BillHead.Basis.BILLSTATUS ? STATUS_ORG : TEXT_ORG, published, retrievedAt.toString(),
                rawSha256, citation(head.type(), head.congress(), head.number(), head.citedDate()));
    }

    /** {@code H.R. 3684, 117th Cong. (2021)}; {@code (n.d.)} without a date. */
    public static String citation(BillType type, int congress, int number, String date) {
        return label(type, number) + ", " + Congresses.ordinal(congress) + " Cong. (" + year(date) + ")";
    }

    /** {@code H.R. 3684}. */
    public static String label(BillType type, int number) {
        return type.display() + " " + number;
    }

    public static String sourceUrl(BillType type, int congress, int number) {
        return "https://www.congress.gov/bill/" + Congresses.ordinal(congress) + "-congress/" + type.congressGovPath()
                + "/" + number;
    }

    /** The display title: {@code H.R. 3684 (117th Congress) — Infrastructure Investment and Jobs Act}. */
    public static String displayTitle(BillHead head) {
        return label(head.type(), head.number()) + " (" + Congresses.ordinal(head.congress()) + " Congress) — "
                + head.heading();
    }

    /** {@code H.R. 1000, 116th Cong. (2019) (Introduced in House)}. */
    public static String versionCitation(BillType type, int congress, int number, String versionCode, String stage,
                                         String date) {
        String name = stage != null ? stage : BillVersions.stageOf(versionCode).orElse(versionCode);
        return citation(type, congress, number, date) + " (" + name + ")";
    }

    /** The version's govinfo page: {@code https://www.govinfo.gov/app/details/BILLS-116hr1000ih}. */
    public static String versionUrl(BillType type, int congress, int number, String versionCode) {
        return "https://www.govinfo.gov/app/details/BILLS-" + congress + type.code() + number
                + versionCode.toLowerCase(java.util.Locale.ROOT);
    }

    private static String year(String date) {
        return date == null ? CitationColumns.NO_DATE : date.substring(0, 4);
    }
}
