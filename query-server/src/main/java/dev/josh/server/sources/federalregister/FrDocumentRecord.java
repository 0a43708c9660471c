package dev.josh.server.sources.federalregister;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A Federal Register document: rule, proposed rule, notice or presidential document.
 *
 * @param frCitation    e.g. 81 FR 22173
 * @param cfrReferences the CFR parts it names, each with the CFR id of the part's first section where one is loaded
 */
public record FrDocumentRecord(String type, String id, String documentNumber, String documentType,
                               String presidentialDocumentType, String designation, String title, String heading,
                               String agency, String subAgency, String action, String summary, String dates,
                               String effectiveDate, String commentDate, List<String> rins, List<String> docketIds,
                               String frCitation, int volume, Integer issueNumber, int startPage, int endPage,
                               String publicationDate, List<CfrReference> cfrReferences, String bodyMarkdown,
                               TextWindow.Shown body, Citation citation) implements PublicRecord {

    /** @param cfrPart null when the line names a chapter or a whole title; {@code sectionsPath} lists the part's sections */
    public record CfrReference(int cfrTitle, String cfrPart, String reference, String sectionsPath) {
    }
}
