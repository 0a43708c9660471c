package dev.josh.ingest.core;

/**
 * A reference from the record being written to another record, for the {@code links} table.
 *
 * @param toId     the cited record's public id, loaded or not
 * @param relation cites, amends, accompanies, estimates … (docs/links.md)
 * @param locator  where in the citing record: a heading path and character offset, an element
 * @param foundBy  how it was read: text, uslm-ref, metadata …
 */
public record RecordLink(String toId, String relation, String locator, String foundBy) {
}
