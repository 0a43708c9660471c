package dev.josh.ingest.crs;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.ComposedMarkdown;
import java.util.List;

/**
 * A CRS product ready to write.
 *
 * @param title        the listing's title, else the title printed on page 1
 * @param printedTitle the title printed on page 1, or null when none stands out
 */
public record CrsRecord(PublicId id, CrsProduct product, String title, String printedTitle, CitedDate date,
                        ComposedMarkdown body, List<TextChunk> chunks) implements BodyRecord {
    public CrsRecord {
        chunks = List.copyOf(chunks);
    }
}
