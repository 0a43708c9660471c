package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/** A row record with the citation columns every record table has; {@link #citation()} is the answer's block. */
public interface CitedRow {

    String citationString();

    String sourceUrl();

    String publishedAt();

    default Citation citation() {
        return new Citation(citationString(), sourceUrl(), publishedAt());
    }
}
