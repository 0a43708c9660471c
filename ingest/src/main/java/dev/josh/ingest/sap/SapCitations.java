package dev.josh.ingest.sap;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.document.DatePhrases;
import java.time.Instant;

/**
 * The Statement of Administration Policy citation formatter, the only place SAP citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code Statement of Administration Policy on H.R. 4346 (July 26, 2022)}
 *       (all bills named when a statement covers several)</li>
 *   <li>{@code source_url}: the URL the archive fetched the PDF from (whitehouse.gov, or the
 *       Obama/Trump White House archives); when the index gives none, the PDF's path in the corpus
 *       (every statement of this corpus has a URL)</li>
 *   <li>{@code published_at}: the index's {@code date_issued}</li>
 *   <li>{@code raw_sha256}: the PDF's bytes and the index entry together</li>
 * </ul>
 */
public final class SapCitations {

    public static final String SOURCE_ORG = "Executive Office of the President, OMB";

    private SapCitations() {
    }

    public static CitationColumns cite(SapRecord record, Instant retrievedAt) {
        SapStatement statement = record.statement();
        String url = statement.entry().fetchedFromUrl();
        if (url == null || url.isBlank()) {
            url = statement.sourceFile();
        }
        return new CitationColumns(url, SOURCE_ORG, record.issued().toString(), retrievedAt.toString(),
                Sha256.of(statement.fileSha256() + "\n" + statement.entry().values()),
                "Statement of Administration Policy on " + SapBills.printed(record.bills()) + " ("
                        + DatePhrases.format(record.issued()) + ")");
    }
}
