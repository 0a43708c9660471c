package dev.josh.ingest.core;

/** An upstream file that cannot be read as its format says (truncated, empty, not well-formed, wrong root). */
public class MalformedSourceException extends Exception {

    private final String position;

    /** @param position {@code line:column} where the problem was found, or null when unknown */
    public MalformedSourceException(String reason, String position, Throwable cause) {
        super(reason, cause);
        this.position = position;
    }

    public MalformedSourceException(String reason, String position) {
        this(reason, position, null);
    }

    public String position() {
        return position;
    }
}
