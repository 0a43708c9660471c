package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads one upstream file of a source into records, streaming, one at a time. One
 * implementation per source format; everything around it (which files, skipping unchanged ones,
 * restart, logging a malformed file) is {@link SourceFilesItemReader}'s.
 *
 * @param <T> what one record of the file parses to
 */
public interface SourceFileReader<T> {

    /** Opens the file; the cursor yields its records in document order. */
    Cursor<T> open(SourceFile file) throws IOException, MalformedSourceException;

    /**
     * The key under which the record is stored (the record table's ID), or null when it has
     * none; used to find the rows a newer copy of the file no longer holds.
     */
    String keyOf(T record);

    /**
     * Other files the records of {@code file} are read from as well, e.g. the granule HTML files
     * a Congressional Record issue's MODS lists. Their hashes are folded into the file's own
     * ({@link SourceFile#read(Path, Path, List)}), so the file is skipped as unchanged only when
     * none of them changed either. Most formats have none.
     */
    default List<Path> companions(Path file) throws IOException {
        return List.of();
    }

    /** The records of one open file. */
    interface Cursor<T> extends AutoCloseable {

        /** The next record, or null after the last. */
        T next() throws MalformedSourceException;

        /** {@code line:column} of the record last returned. */
        String position();

        @Override
        void close();
    }
}
