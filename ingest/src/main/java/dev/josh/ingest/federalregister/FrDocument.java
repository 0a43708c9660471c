package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.gpo.RenderedText;
import java.time.LocalDate;
import java.util.List;

/**
 * One document of a Federal Register issue, as read from either upstream format.
 *
 * @param sourceFile          the issue file, relative to the corpus
 * @param format              {@code fr-xml} (GPO bulk XML) or {@code fr-uslm}
 * @param documentNumber      the FR document number, e.g. {@code 2016-08717} (en dashes as hyphens); null when absent
 * @param type                rule, proposed rule, notice or presidential document
 * @param presidentialType    for a presidential document: proclamation, executive_order, memorandum, notice,
 *                            determination, order, or the upstream element name; else null
 * @param designation         for a presidential document, its designation line, e.g. {@code Proclamation 9423 of
 *                            April 12, 2016}; else null
 * @param subject             the document's title ({@code <SUBJECT>}; a presidential document's heading)
 * @param agency              the issuing agency as printed; {@code The President} for presidential documents
 * @param subAgency           the sub-agency, or null
 * @param action              the ACTION caption's text, e.g. {@code Final rule.}
 * @param summary             the SUMMARY text
 * @param dates               the DATES text
 * @param effectiveDate       ISO date parsed from the DATES text, or null
 * @param commentDate         ISO date comments close, parsed from the DATES text, or null
 * @param rins                Regulation Identifier Numbers, e.g. {@code 3064-AE12}
 * @param dockets             docket and other agency identifiers as printed, e.g. {@code Docket No. FDA-2014-D-0044}
 * @param cfrReferences       CFR parts affected
 * @param volume              FR volume, e.g. 81
 * @param issueNumber         issue number within the volume, e.g. 73
 * @param issueDate           the issue's publication date
 * @param startPage           the printed page the document begins on (see the readers for how it is found), or null
 * @param endPage             the last printed page it runs onto, or null
 * @param headingPath         the record's heading path (its title)
 * @param body                the document as Markdown with a heading tree
 * @param rawSha256           hash of the document's XML text and the issue context it is cited with
 * @param regulatoryText      the CFR sections its regulatory text amends and the authority it cites, as links
 *                            ({@link RegulatoryText})
 */
public record FrDocument(String sourceFile, String format, String documentNumber, FrDocumentType type,
                         String presidentialType, String designation, String subject, String agency,
                         String subAgency, String action, String summary, String dates, String effectiveDate,
                         String commentDate, List<String> rins, List<String> dockets,
                         List<CfrReference> cfrReferences, int volume, Integer issueNumber, LocalDate issueDate,
                         Integer startPage, Integer endPage, List<String> headingPath, RenderedText body,
                         String rawSha256, List<RecordLink> regulatoryText) {

    public FrDocument {
        rins = List.copyOf(rins);
        dockets = List.copyOf(dockets);
        cfrReferences = List.copyOf(cfrReferences);
        headingPath = List.copyOf(headingPath);
        regulatoryText = List.copyOf(regulatoryText);
    }

    /** The display title: the subject, a presidential document's designation first. */
    public String title() {
        return title(designation, subject);
    }

    /** {@code Proclamation 9423 of April 12, 2016: Establishment of …}; the subject alone without a designation. */
    static String title(String designation, String subject) {
        return designation == null ? subject : designation + ": " + subject;
    }
}
