package dev.josh.ingest.uscode;

import java.io.IOException;
import java.io.Reader;

/**
 * Passes characters to the XML parser and keeps those from a mark onwards, so the exact source
 * text of a section can be cut out by the parser's character offsets and hashed. Only the text
 * since the current section began (plus the parser's read-ahead) is held, never the whole file.
 */
final class RetainingReader extends Reader {

    private final Reader in;
    private final StringBuilder retained = new StringBuilder();
    private long retainedFrom;

    RetainingReader(Reader in) {
        this.in = in;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int n = in.read(buffer, offset, length);
        if (n > 0) {
            retained.append(buffer, offset, n);
        }
        return n;
    }

    /** Drops what lies before {@code offset} (a character offset from the start of the input). */
    void releaseBefore(long offset) {
        int drop = (int) Math.min(offset - retainedFrom, retained.length());
        if (drop > 0) {
            retained.delete(0, drop);
            retainedFrom += drop;
        }
    }

    /** The input between two character offsets; both must lie at or after the last release. */
    String slice(long start, long end) {
        return retained.substring((int) (start - retainedFrom), (int) (end - retainedFrom));
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
