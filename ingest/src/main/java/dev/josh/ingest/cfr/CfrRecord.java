package dev.josh.ingest.cfr;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/** A section ready to write: its ID, what was read, its chunks. */
public record CfrRecord(PublicId id, CfrSection section, List<TextChunk> chunks) implements BodyRecord {
    public CfrRecord {
        chunks = List.copyOf(chunks);
    }
}
