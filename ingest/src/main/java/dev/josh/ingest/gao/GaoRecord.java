package dev.josh.ingest.gao;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.ComposedMarkdown;
import java.util.List;

/** A GAO product ready to write; {@code printedTitle} is the cover's title, or null. */
public record GaoRecord(PublicId id, GaoProduct product, String title, String printedTitle, CitedDate date,
                        ComposedMarkdown body, List<TextChunk> chunks) implements BodyRecord {
    public GaoRecord {
        chunks = List.copyOf(chunks);
    }
}
