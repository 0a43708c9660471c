package dev.josh.ingest.uscode;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;

/**
 * The U.S. Code citation formatter, the only place U.S. Code citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code 17 U.S.C. § 102}</li>
 *   <li>{@code source_url}: the OLRC section view of the current (prelim) edition</li>
 *   <li>{@code published_at}: the title file's {@code <dcterms:created>} date, when OLRC generated
 *       the release point's file ({@code n.d.} when absent)</li>
 *   <li>{@code raw_sha256}: the hash of the section's own XML text (see {@link UsCodeSection#rawSha256()}),
 *       so an unchanged section in a re-released title is recognised as unchanged</li>
 * </ul>
 */
public final class UsCodeCitations {

    public static final String SOURCE_ORG = "Office of the Law Revision Counsel, U.S. House of Representatives";

    private UsCodeCitations() {
    }

    public static CitationColumns cite(UsCodeRecord record, Instant retrievedAt) throws RejectedRecordException {
        UsCodeSection section = record.section();
        if (section.heading() == null) {
            throw new RejectedRecordException(record.id().value(),
                    "the section has no heading (<heading>); a citation needs one");
        }
        String published = section.titleCreated() == null ? CitationColumns.NO_DATE : section.titleCreated();
        return new CitationColumns(sourceUrl(section.titleNumber(), section.number()), SOURCE_ORG, published,
                retrievedAt.toString(), section.rawSha256(), citation(section.titleNumber(), section.number()));
    }

    /** {@code 17 U.S.C. § 102}. */
    public static String citation(String title, String section) {
        return title + " U.S.C. § " + section;
    }

    public static String sourceUrl(String title, String section) {
        return "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title" + title + "-section" + section
                + "&num=0&edition=prelim";
    }

    /** The display title: {@code 17 U.S.C. § 102 — Subject matter of copyright: In general}. */
    public static String displayTitle(CitationColumns citation, String heading) {
        return citation.citationString() + " — " + heading;
    }
}
