package dev.josh.server.search;

/** A document within one source: the unit results are grouped by. */
public record DocumentKey(String source, String documentId) {
}
