package dev.josh.ingest.document;

import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Reads sources that keep one document per PDF file: the file's text is read with
 * {@link PdfTextReader} and handed, with the file, to a source-specific mapper that makes the
 * one record. A file PDFBox cannot read, or one the mapper refuses, is a malformed file.
 *
 * @param <T> the parsed record
 */
public final class PdfFileReader<T> implements SourceFileReader<T> {

    /** Makes a source's record of one PDF. */
    @FunctionalInterface
    public interface Mapper<T> {
        T map(SourceFile file, PdfText text) throws MalformedSourceException;
    }

    private final Mapper<T> mapper;
    private final Function<T, String> key;

    public PdfFileReader(Mapper<T> mapper, Function<T, String> key) {
        this.mapper = mapper;
        this.key = key;
    }

    @Override
    public Cursor<T> open(SourceFile file) throws IOException, MalformedSourceException {
        T record = mapper.map(file, PdfTextReader.read(file.path()));
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(record, "page 1")));
    }

    @Override
    public String keyOf(T record) {
        return key.apply(record);
    }
}
