package dev.josh.ingest.sync;

import java.time.Duration;

/**
 * What one source's sync did: files listed upstream, new, changed, unchanged and failed, bytes
 * downloaded and time taken; {@code error} says why discovery failed (then nothing was fetched).
 */
public record SourceSummary(String source, int listed, int added, int changed, int unchanged, int failed,
                            long bytes, Duration time, String error) {

    /** Whether the corpus gained or changed files, so the source's ingest has something to read. */
    public boolean corpusChanged() {
        return added + changed > 0;
    }

    public boolean succeeded() {
        return error == null && failed == 0;
    }

    /** The outcome of one remote file. */
    public enum Outcome { NEW, CHANGED, UNCHANGED, FAILED }

    /** Counts as they grow, for progress lines and the final summary. */
    static final class Tally {
        final String source;
        int listed;
        int added;
        int changed;
        int unchanged;
        int failed;
        long bytes;

        Tally(String source) {
            this.source = source;
        }

        void count(Outcome outcome) {
            switch (outcome) {
                case NEW -> added++;
                case CHANGED -> changed++;
                case UNCHANGED -> unchanged++;
                case FAILED -> failed++;
            }
        }

        int done() {
            return added + changed + unchanged + failed;
        }

        SourceSummary summary(Duration time, String error) {
            return new SourceSummary(source, listed, added, changed, unchanged, failed, bytes, time, error);
        }
    }
}
