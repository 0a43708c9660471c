package dev.josh.ingest.laws;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;

/**
 * The public-laws citation formatter, the only place law and compilation citations are made.
 *
 * <ul>
 *   <li>Public law: {@code Pub. L. 115-9, 131 Stat. 16 (2017)}; private law {@code Priv. L. 112-1 (2012)};
 *       the Statutes at Large page where the document gives one, the year it was approved
 *       ({@code n.d.} without an approval date). {@code published_at} is the approval date; the
 *       URL its govinfo page, {@code https://www.govinfo.gov/app/details/PLAW-115publ9}.</li>
 *   <li>Statute compilation: its short title with the edition the compilation states,
 *       {@code Anadromous Fish Conservation Act (as amended through P.L. 109-479)}, or
 *       {@code (Pub. L. 113-5, not amended)}. {@code published_at} is the date the
 *       as-amended-through law was enacted (the compilation's currency), else the act's approval
 *       date; the URL {@code https://www.govinfo.gov/app/details/COMPS-1656}.</li>
 * </ul>
 * Law numbers are written with a hyphen ({@code 115-9}), as citations do; documents print an en dash.
 * {@code raw_sha256} is the file's hash: one file is one record.
 */
public final class PublicLawCitations {

    public static final String LAW_ORG = "Office of the Federal Register (NARA) / GPO (Public and Private Laws)";
    public static final String COMPILATION_ORG = "House Office of the Legislative Counsel / GPO (Statute Compilations)";

    private PublicLawCitations() {
    }

    public static CitationColumns cite(PublicLawRecord record, Instant retrievedAt) throws RejectedRecordException {
        LawDocument d = record.document();
        String id = record.id().value();
        if (d.kind() == LawDocument.Kind.STATUTE_COMPILATION) {
            if (record.heading() == null) {
                throw new RejectedRecordException(id, "the compilation states no title (dc:title, containsShortTitle); "
                        + "a citation needs one");
            }
            String published = d.amendedThroughDate() != null ? d.amendedThroughDate() : d.approvedDate();
            return new CitationColumns("https://www.govinfo.gov/app/details/COMPS-" + d.fileId(), COMPILATION_ORG,
                    published == null ? CitationColumns.NO_DATE : published, retrievedAt.toString(), d.rawSha256(),
                    compilation(record.heading(), d));
        }
        String number = number(d.lawNumber());
        boolean isPrivate = d.kind() == LawDocument.Kind.PRIVATE_LAW;
        String citation = (isPrivate ? "Priv. L. " : "Pub. L. ") + number
                + (d.statutesAtLarge() == null ? "" : ", " + d.statutesAtLarge())
                + " (" + (d.approvedDate() == null ? CitationColumns.NO_DATE : d.approvedDate().substring(0, 4)) + ")";
        String[] parts = number.split("-");
        return new CitationColumns("https://www.govinfo.gov/app/details/PLAW-" + parts[0] + (isPrivate ? "pvtl" : "publ")
                + parts[1], LAW_ORG, d.approvedDate() == null ? CitationColumns.NO_DATE : d.approvedDate(),
                retrievedAt.toString(), d.rawSha256(), citation);
    }

    /** {@code Pub. L. 115-9} / {@code Priv. L. 112-1}: the label of a law in display titles. */
    public static String label(LawDocument d) {
        return (d.kind() == LawDocument.Kind.PRIVATE_LAW ? "Priv. L. " : "Pub. L. ") + number(d.lawNumber());
    }

    /** {@code Anadromous Fish Conservation Act (as amended through P.L. 109-479)}. */
    static String compilation(String title, LawDocument d) {
        if (d.notAmended()) {
            return title + (d.lawNumber() == null ? " (not amended)" : " (Pub. L. " + number(d.lawNumber()) + ", not amended)");
        }
        return d.amendedThrough() == null ? title : title + " (as amended through P.L. " + number(d.amendedThrough()) + ")";
    }

    /** {@code 115–9} as {@code 115-9}. */
    static String number(String lawNumber) {
        return lawNumber == null ? null : lawNumber.replaceAll("\\s*[–—-]\\s*", "-");
    }
}
