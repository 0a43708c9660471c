package dev.josh.server.sources.dockets;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import java.util.List;

/**
 * A Regulations.gov docket as the Federal Register documents of the corpus name it.
 *
 * @param docketNumber  the Regulations.gov docket ID, e.g. {@code EPA-HQ-OAR-2015-0111}
 * @param agencyCode    the ID's agency segment, e.g. {@code EPA}
 * @param agency        the agency as its latest document prints it
 * @param rins          every Regulation Identifier Number its documents name
 * @param commentsClose the latest comment date its documents state, or null
 * @param documents     its documents in the corpus, oldest first
 */
public record DocketRecord(String type, String id, String title, String docketNumber, String agencyCode,
                           String agency, String subAgency, List<String> rins, int documentCount,
                           String firstPublished, String lastPublished, String commentsClose,
                           List<Document> documents, Citation citation) implements PublicRecord {

    /**
     * A Federal Register document of the docket.
     *
     * @param printedAs   the document's docket line as printed
     * @param commentDate the date comments on it close, when it states one
     */
    public record Document(Link document, String documentType, String action, String publicationDate,
                           String commentDate, String frCitation, String printedAs) {
    }
}
