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

    /** {@link #foundBy} of a link read from a field of the record's format (a report's bill, a part's authority). */
    public static final String METADATA = "metadata";

    /**
     * Whether the format marks the reference up where it stands in the text (a USLM {@code <ref>}):
     * then it is the same citation the text's parser would find, and is written once.
     */
    public boolean marksUpTheText() {
        return !foundBy.equals(METADATA) && !foundBy.equals(TextCitations.FOUND_BY);
    }
}
