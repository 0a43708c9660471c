package dev.josh.ingest.core;

import java.util.Iterator;
import java.util.List;

/** A cursor over records a reader has already parsed (a YAML file is composed whole; it is small). */
public final class ListCursor<T> implements SourceFileReader.Cursor<T> {

    /** A record and where in the file it starts. */
    public record Positioned<T>(T record, String position) {
    }

    private final Iterator<Positioned<T>> records;
    private String position;

    public ListCursor(List<Positioned<T>> records) {
        this.records = records.iterator();
    }

    @Override
    public T next() {
        if (!records.hasNext()) {
            return null;
        }
        Positioned<T> next = records.next();
        position = next.position();
        return next.record();
    }

    @Override
    public String position() {
        return position;
    }

    @Override
    public void close() {
    }
}
