package dev.josh.server.citations;

import dev.josh.contracts.api.Citation;

/**
 * One citation found in a text, checked against the corpus.
 *
 * @param start     offset of its first character in the text
 * @param end       offset just past it
 * @param text      as written
 * @param kind      us_code_section, cfr_section, cfr_part, federal_register_page, law, statutes_at_large or bill
 * @param canonical its standard form, e.g. {@code 42 U.S.C. § 1983(a)(1)}
 * @param id        the Josh id it names (for a page citation, the document or law found on that page), or null
 * @param inDatabase whether that id is loaded here (the status is {@code found})
 * @param status    {@code found} (loaded here), {@code not_loaded} (a valid form, outside this corpus),
 *                  {@code invalid} (no such section or law, repealed, a malformed cite) or
 *                  {@code needs_congress} (a bill cited without its Congress: pass {@code congress})
 * @param reason    why it is not found, in words, or null
 * @param record    the record it was checked against, with its citation block, when found
 * @param edition   the corpus edition it was checked against ({@code U.S. Code release point 117-80},
 *                  {@code eCFR as of 2026-04-01}), or null where the source has none
 * @param listPath  for a CFR part, the list of its sections, else null
 */
public record CheckedCitation(int start, int end, String text, String kind, String canonical, String id,
                              boolean inDatabase, String status, String reason, CitedRecord record, String edition, String listPath) {

    /** The record a citation resolved to. */
    public record CitedRecord(String id, String title, Citation citation) {
    }
}
