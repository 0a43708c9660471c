package dev.josh.ingest.uscode;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/** A section ready to write: its ID, what was read, its Markdown, its chunks. */
public record UsCodeRecord(PublicId id, UsCodeSection section, NormalizedSection normalized, List<TextChunk> chunks)
        implements BodyRecord {
    public UsCodeRecord {
        chunks = List.copyOf(chunks);
    }
}
