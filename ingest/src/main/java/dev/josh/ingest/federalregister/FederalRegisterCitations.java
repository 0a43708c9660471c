package dev.josh.ingest.federalregister;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * The Federal Register citation formatter, the only place FR citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code 81 FR 22173 (Apr. 15, 2016)}: volume, the page the
 *       document begins on, the issue date with the month abbreviated as legal citation does</li>
 *   <li>{@code source_url}: {@code https://www.federalregister.gov/d/2016-08717}, the document's
 *       permanent address by document number</li>
 *   <li>{@code published_at}: the issue date</li>
 *   <li>{@code raw_sha256}: the document's XML text with the issue context it is cited with</li>
 * </ul>
 */
public final class FederalRegisterCitations {

    public static final String SOURCE_ORG = "Office of the Federal Register (NARA) / GPO";

    private FederalRegisterCitations() {
    }

    /** {@code fr:2016-08717}, when the document number fits the ID grammar. */
    public static Optional<PublicId> publicId(String documentNumber) {
        if (documentNumber == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(PublicId.of(IdType.FR_DOCUMENT, documentNumber));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    public static CitationColumns cite(FederalRegisterRecord record, Instant retrievedAt)
            throws RejectedRecordException {
        FrDocument document = record.document();
        if (document.startPage() == null) {
            throw new RejectedRecordException(record.id().value(),
                    "no printed page marker (<PRTPAGE>) before or in the document; an FR citation needs its "
                            + "first page");
        }
        return new CitationColumns(sourceUrl(document.documentNumber()), SOURCE_ORG, document.issueDate().toString(),
                retrievedAt.toString(), document.rawSha256(),
                citation(document.volume(), document.startPage(), document.issueDate()));
    }

    /** {@code 81 FR 22173}. */
    public static String frCitation(int volume, int page) {
        return volume + " FR " + page;
    }

    /** {@code 81 FR 22173 (Apr. 15, 2016)}. */
    public static String citation(int volume, int page, LocalDate issueDate) {
        return frCitation(volume, page) + " (" + CitationFormats.bluebook(issueDate) + ")";
    }

    public static String sourceUrl(String documentNumber) {
        return "https://www.federalregister.gov/d/" + documentNumber;
    }
}
