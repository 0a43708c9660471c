package dev.josh.ingest.cfr;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.gpo.RenderedText;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * One section of a CFR file as read, or a unit that stands where a section would and cannot be
 * one (a range of reserved sections, an appendix), for the preparer to log.
 *
 * @param sourceFile   the file, relative to the corpus
 * @param edition      which publication the file is
 * @param editionDate  the date the file states its text is current to (see the readers), or null
 * @param annualPackage for the annual edition, the govinfo package the file is, e.g. {@code CFR-2018-title27-vol3}
 * @param title        the CFR title number, e.g. {@code 1}
 * @param chapter      the chapter, e.g. {@code I}, or null
 * @param subchapter   the subchapter, e.g. {@code A}, or null
 * @param part         the part, e.g. {@code 1}, or null
 * @param subpart      the subpart, e.g. {@code A}, or null
 * @param number       the section number, e.g. {@code 1.1}; for a placeholder what the file gives
 *                     ({@code 457.104-457.109}, {@code Appendix A}), or null
 * @param kind         a section, or what stands in for one
 * @param label        the section's heading line as printed, e.g. {@code § 1.1 Definitions.}
 * @param heading      the subject without the number, e.g. {@code Definitions.}, or null
 * @param reserved     whether the section is {@code [Reserved]}
 * @param headingPath  title to section, e.g. {@code [Title 1—General Provisions, …, § 1.1 Definitions.]}
 * @param body         the section as Markdown, with its paragraphs {@code (a)}, {@code (b)}… as landmarks
 * @param rawSha256    hash of the section's XML text as in the file, with its edition and date
 * @param authority    the authority note of its part (or subpart) as printed, or null: the statutes
 *                     the section is issued under
 */
public record CfrSection(String sourceFile, CfrEdition edition, LocalDate editionDate, String annualPackage,
                         String title, String chapter, String subchapter, String part, String subpart,
                         String number, Kind kind, String label, String heading, boolean reserved,
                         List<String> headingPath, RenderedText body, String rawSha256, String authority) {

    /** What stands at a section's place in the hierarchy. */
    public enum Kind {
        SECTION,
        /** {@code §§ 457.104-457.109 [Reserved]}: one entry for a run of reserved numbers. */
        RESERVED_RANGE,
        /** An appendix to a part: it has no section number. */
        APPENDIX
    }

    public CfrSection {
        headingPath = List.copyOf(headingPath);
    }

    /** {@code cfr:1:1.1}, when this is a section whose number fits the grammar. */
    public Optional<PublicId> publicId() {
        if (kind != Kind.SECTION || number == null || title == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(PublicId.of(IdType.CFR_SECTION, title, number));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }
}
