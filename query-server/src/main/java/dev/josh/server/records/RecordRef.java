package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/** The record a join starts from, with its citation, so every page of the join is citable on its own. */
public record RecordRef(String id, String title, Citation citation) {
}
