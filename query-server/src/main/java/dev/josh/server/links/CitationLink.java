package dev.josh.server.links;

/**
 * One reference between two records, seen from the record asked about.
 *
 * @param id         the record at the other end (cited, for outgoing links; citing, for incoming)
 * @param title      its title when loaded, else null
 * @param inDatabase whether it is loaded here (a link to a record outside the corpus is kept)
 * @param relation   what the reference does: cites, amends, accompanies, estimates … (docs/links.md)
 * @param locator    where in the citing record the reference stands
 * @param foundBy    how it was read: text, uslm-ref, metadata …
 */
public record CitationLink(String id, String title, boolean inDatabase, String relation, String locator,
                           String foundBy) {
}
