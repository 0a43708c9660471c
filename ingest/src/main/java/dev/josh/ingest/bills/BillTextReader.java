package dev.josh.ingest.bills;

import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.lawtext.XmlDocuments;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * Reads one file of bill text, whatever its format: {@code .htm(l)} files are govinfo's HTML (or
 * plain-text) renditions, XML files USLM or the GPO bill DTD by their root element. One file holds
 * one version of one bill, so it yields one record; which bill it is gets settled when the
 * record is prepared ({@link BillTextPreparer}), where a file that cannot say is logged.
 */
public final class BillTextReader implements SourceFileReader<BillText> {

    @Override
    public Cursor<BillText> open(SourceFile file) throws IOException, MalformedSourceException {
        String name = file.path().getFileName().toString().toLowerCase(Locale.ROOT);
        BillText text = name.endsWith(".html") || name.endsWith(".htm")
                ? XhtmlBillText.read(file)
                : BillTextFormats.read(file, XmlDocuments.read(file));
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(text, "1:1")));
    }

    @Override
    public String keyOf(BillText text) {
        return BillTextPreparer.identify(text).map(BillTextPreparer.Identity::key).orElse(null);
    }
}
