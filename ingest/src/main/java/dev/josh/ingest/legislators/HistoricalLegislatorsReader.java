package dev.josh.ingest.legislators;

import dev.josh.ingest.core.CsvFile;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads {@code legislators-historical.csv}: one record per row, keyed by its bioguide ID. */
public final class HistoricalLegislatorsReader implements SourceFileReader<CsvEntry> {

    @Override
    public Cursor<CsvEntry> open(SourceFile file) throws IOException, MalformedSourceException {
        List<CsvFile.Row> rows = CsvFile.read(file);
        if (!rows.isEmpty() && !rows.getFirst().values().containsKey("bioguide_id")) {
            throw new MalformedSourceException("not the congress-legislators CSV layout: no bioguide_id column", "1:1");
        }
        List<ListCursor.Positioned<CsvEntry>> entries = new ArrayList<>(rows.size());
        for (CsvFile.Row row : rows) {
            entries.add(new ListCursor.Positioned<>(
                    new CsvEntry(row.values(), Sha256.of(row.rawText()), file.lastModifiedDate()), row.line() + ":1"));
        }
        return new ListCursor<>(entries);
    }

    @Override
    public String keyOf(CsvEntry entry) {
        return entry.text("bioguide_id");
    }
}
