package dev.josh.server.records;

/**
 * A record as a reference to it reads: its id, its title (the query aliases the column where the
 * table names it otherwise: a legislator's name, a committee's) and its citation columns.
 */
public record TitledRow(String id, String title, String sourceUrl, String publishedAt, String citationString)
        implements CitedRow {

    public RecordRef ref() {
        return new RecordRef(id, title, citation());
    }
}
