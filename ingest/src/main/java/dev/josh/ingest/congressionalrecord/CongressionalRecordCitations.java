package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The Congressional Record citation formatter, the only place its citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: the daily edition as the Bluebook cites it,
 *       {@code 143 Cong. Rec. S693 (daily ed. Jan. 28, 1997)}: the volume, the granule's first
 *       page, the issue's date</li>
 *   <li>{@code source_url}: the granule's HTML on govinfo,
 *       {@code https://www.govinfo.gov/content/pkg/CREC-1997-01-28/html/CREC-1997-01-28-pt1-PgS693.htm}</li>
 *   <li>{@code published_at}: the issue's date</li>
 *   <li>{@code raw_sha256}: see {@link RecordGranule#rawSha256()}</li>
 * </ul>
 * A granule with no volume cannot be cited and is not loaded (one with no page never gets here:
 * {@link CongressionalRecordPreparer} rejects it).
 */
public final class CongressionalRecordCitations {

    public static final String SOURCE_ORG = "U.S. Government Publishing Office (Congressional Record)";

    private CongressionalRecordCitations() {
    }

    public static CitationColumns cite(RecordGranule granule, Instant retrievedAt) throws RejectedRecordException {
        if (granule.volume() == null) {
            throw new RejectedRecordException(granule.id().value(),
                    "no volume in the issue's MODS or the granule's header; a citation needs one");
        }
        return new CitationColumns(sourceUrl(granule.issueId(), granule.granuleId()), SOURCE_ORG, granule.date(),
                retrievedAt.toString(), granule.rawSha256(),
                citation(granule.volume(), granule.pageStart(), LocalDate.parse(granule.date())));
    }

    /** {@code 143 Cong. Rec. S693 (daily ed. Jan. 28, 1997)}. */
    public static String citation(int volume, String page, LocalDate date) {
        return volume + " Cong. Rec. " + page + " (daily ed. " + CitationFormats.bluebook(date) + ")";
    }

    public static String sourceUrl(String issueId, String granuleId) {
        return "https://www.govinfo.gov/content/pkg/" + issueId + "/html/" + granuleId + ".htm";
    }

    /** The display title: {@code 143 Cong. Rec. S693 — MORNING BUSINESS}, the citation without its date. */
    public static String displayTitle(RecordGranule granule) {
        return granule.volume() + " Cong. Rec. " + granule.pageStart() + " — " + granule.heading();
    }
}
