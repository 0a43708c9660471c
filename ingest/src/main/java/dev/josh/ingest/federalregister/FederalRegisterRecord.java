package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/** A document ready to write: its ID, what was read, its chunks. */
public record FederalRegisterRecord(PublicId id, FrDocument document, List<TextChunk> chunks)
        implements BodyRecord {
    public FederalRegisterRecord {
        chunks = List.copyOf(chunks);
    }
}
