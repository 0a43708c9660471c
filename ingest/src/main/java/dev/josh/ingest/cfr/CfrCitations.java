package dev.josh.ingest.cfr;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;

/**
 * The CFR citation formatter, the only place CFR citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code 1 CFR 1.1} for the eCFR; the annual edition adds its year,
 *       {@code 27 CFR 447.1 (2017)}</li>
 *   <li>{@code source_url}: the eCFR section page ({@code https://www.ecfr.gov/current/title-1/section-1.1});
 *       for the annual edition the section's govinfo granule
 *       ({@code https://www.govinfo.gov/app/details/CFR-2018-title27-vol3/CFR-2018-title27-vol3-sec447-1})</li>
 *   <li>{@code published_at}: the edition date the file states ({@link CfrSection#editionDate()})</li>
 *   <li>{@code raw_sha256}: the section's XML text as in the file, with its edition and date</li>
 * </ul>
 */
public final class CfrCitations {

    public static final String ECFR_ORG = "Office of the Federal Register (eCFR)";
    public static final String ANNUAL_ORG = "Office of the Federal Register (NARA) / GPO (annual CFR edition)";

    private CfrCitations() {
    }

    public static CitationColumns cite(CfrRecord record, Instant retrievedAt) throws RejectedRecordException {
        CfrSection s = record.section();
        if (s.editionDate() == null) {
            throw new RejectedRecordException(record.id().value(), "the file states no date its text is current to "
                    + "(<AMDDATE>, <docReleasePoint>); a CFR citation needs its edition");
        }
        boolean annual = s.edition() == CfrEdition.ANNUAL;
        if (annual && s.annualPackage() == null) {
            throw new RejectedRecordException(record.id().value(), "the annual edition's file name does not name its "
                    + "govinfo package (CFR-{year}-title{n}-vol{v}); no source URL");
        }
        String citation = citation(s.title(), s.number());
        return new CitationColumns(annual ? govinfoUrl(s.annualPackage(), s.number()) : ecfrUrl(s.title(), s.number()),
                annual ? ANNUAL_ORG : ECFR_ORG, s.editionDate().toString(), retrievedAt.toString(), s.rawSha256(),
                annual ? citation + " (" + s.editionDate().getYear() + ")" : citation);
    }

    /** {@code 40 CFR 141.61}. */
    public static String citation(String title, String section) {
        return title + " CFR " + section;
    }

    public static String ecfrUrl(String title, String section) {
        return "https://www.ecfr.gov/current/title-" + title + "/section-" + section;
    }

    public static String govinfoUrl(String annualPackage, String section) {
        return "https://www.govinfo.gov/app/details/" + annualPackage + "/" + annualPackage + "-sec"
                + section.replace('.', '-');
    }

    /** The display title: {@code 1 CFR 1.1 — Definitions.} */
    public static String displayTitle(CitationColumns citation, String heading) {
        return heading == null ? citation.citationString() : citation.citationString() + " — " + heading;
    }
}
