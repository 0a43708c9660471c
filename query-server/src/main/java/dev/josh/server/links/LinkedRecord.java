package dev.josh.server.links;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.josh.server.records.PublicRecord;

/**
 * A record as fetched by id: its own fields, then {@code link_counts}, so an agent sees from the record
 * alone whether following its links (and which relation) is worth a call.
 */
public record LinkedRecord(@JsonUnwrapped PublicRecord record, LinkCounts linkCounts) {
}
