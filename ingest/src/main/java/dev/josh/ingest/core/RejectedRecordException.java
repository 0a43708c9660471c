package dev.josh.ingest.core;

import java.util.Locale;

/**
 * A record that cannot be loaded, for example because it cannot get an ID or a citation. It goes
 * to {@code ingestion_logs} with this reason, never into the record table, and the run goes on.
 */
public class RejectedRecordException extends Exception {

    /** How bad it is, as written to {@code ingestion_logs.level}. */
    public enum Level {
        /** Upstream data we expected to be able to load. */
        ERROR,
        /** A known upstream shape that has no record of its own (e.g. a "§§ 202 to 204. Repealed" placeholder). */
        WARNING;

        public String column() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String recordId;
    private final Level level;

    public RejectedRecordException(String recordId, Level level, String reason) {
        super(reason);
        this.recordId = recordId;
        this.level = level;
    }

    public RejectedRecordException(String recordId, String reason) {
        this(recordId, Level.ERROR, reason);
    }

    /** The ID or upstream identifier of the record, or null when it has none. */
    public String recordId() {
        return recordId;
    }

    public Level level() {
        return level;
    }
}
