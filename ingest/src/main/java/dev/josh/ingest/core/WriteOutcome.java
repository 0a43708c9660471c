package dev.josh.ingest.core;

/** What writing one record did. */
public enum WriteOutcome {
    /** The record was not in the table. */
    ADDED,
    /** The record was there with another {@code raw_sha256}; it was rewritten. */
    CHANGED,
    /** The record was there with the same {@code raw_sha256}; nothing was written. */
    UNCHANGED
}
