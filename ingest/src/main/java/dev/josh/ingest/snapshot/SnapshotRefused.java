package dev.josh.ingest.snapshot;

/**
 * A snapshot that may not be created or installed as asked: the message names the file or directory
 * and what to do. Nothing was written to the target when this is thrown.
 */
public final class SnapshotRefused extends RuntimeException {

    public SnapshotRefused(String message) {
        super(message);
    }
}
