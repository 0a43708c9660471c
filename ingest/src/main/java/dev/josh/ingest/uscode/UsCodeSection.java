package dev.josh.ingest.uscode;

import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.gpo.XmlNode;
import java.util.List;
import java.util.Optional;

/**
 * One real section of a U.S. Code title file, as read: where it sits in the title, its XML
 * subtree for the normalizer, and the hash of its exact source text.
 *
 * @param sourceFile   the title file, relative to the corpus ({@code uscode/usc17.xml})
 * @param titleNumber  the title's {@code <docNumber>}, e.g. {@code 17}
 * @param releasePoint the OLRC release point from {@code <docPublicationName>}, e.g. {@code 117-80}
 * @param titleCreated the title file's {@code <dcterms:created>} date (YYYY-MM-DD), or null
 * @param ancestors    labels of the levels above the section, title first ({@code Title 17—COPYRIGHTS}, …)
 * @param identifier   the section's {@code @identifier}, e.g. {@code /us/usc/t17/s102}
 * @param number       the section's {@code <num value>}, e.g. {@code 102}, or null
 * @param status       the {@code @status} attribute (repealed, transferred, omitted, …), or null
 * @param rawSha256    SHA-256 of the section's XML exactly as in the file, from {@code <section} to
 *                     {@code </section>} (UTF-8): a changed section changes it, an edit elsewhere in
 *                     the title does not
 */
public record UsCodeSection(String sourceFile, String titleNumber, String releasePoint, String titleCreated,
                            List<String> ancestors, String identifier, String number, String status,
                            XmlNode.Element element, String rawSha256) {

    public UsCodeSection {
        ancestors = List.copyOf(ancestors);
    }

    /** The section's public ID, when its number fits the grammar (a range such as "202 to 204" does not). */
    public Optional<PublicId> publicId() {
        if (number == null || titleNumber == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(PublicId.usCodeSection(titleNumber, number));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    /** The {@code <num>} text, e.g. {@code § 102.}, whitespace collapsed. */
    public String numText() {
        return element.child("num").map(n -> Text.collapse(n.text())).orElse("");
    }

    /**
     * The {@code <heading>} text, whitespace collapsed, or null. The closing bracket of a
     * bracketed (repealed, omitted) section is dropped here: the status column says what it meant.
     */
    public String heading() {
        String heading = element.child("heading").map(h -> Text.collapse(h.text())).orElse("");
        if (numText().startsWith("[") && heading.endsWith("]")) {
            heading = heading.substring(0, heading.length() - 1).strip();
        }
        return heading.isEmpty() ? null : heading;
    }

    /** The section's line in a heading path: {@code § 102. Subject matter of copyright: In general}. */
    public String label() {
        String heading = element.child("heading").map(h -> Text.collapse(h.text())).orElse("");
        return Text.join(numText(), heading);
    }
}
