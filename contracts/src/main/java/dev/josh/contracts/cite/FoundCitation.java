package dev.josh.contracts.cite;

import dev.josh.contracts.id.PublicId;

/**
 * One legal citation as written in a text.
 *
 * @param start     offset of its first character in the text
 * @param end       offset just past its last character
 * @param text      the citation as written, e.g. {@code 42 USC 1983(a)(1)}
 * @param kind      what it points at
 * @param canonical the citation in its standard form, e.g. {@code 42 U.S.C. § 1983(a)(1)}
 * @param id        the Josh id it names, or null where the text alone does not name one: a page of the
 *                  Federal Register or the Statutes at Large (found by volume and page), a CFR part, a
 *                  bill whose Congress the text does not give, or a cite no id grammar admits
 * @param volume    the volume of a page citation ({@code 81} in {@code 81 FR 22154}), the title of a
 *                  CFR part, else 0
 * @param page      the page of a page citation, the part number of a CFR part, else 0
 * @param problem   why the citation cannot be valid as written ({@code "the Federal Register has no
 *                  volume 0"}), or null
 */
public record FoundCitation(int start, int end, String text, CitedKind kind, String canonical, PublicId id,
                            int volume, int page, String problem) {
}
