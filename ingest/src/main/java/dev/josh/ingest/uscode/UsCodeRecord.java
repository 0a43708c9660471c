package dev.josh.ingest.uscode;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/** A section ready to write: its ID, what was read, its Markdown, its chunks. */
public record UsCodeRecord(PublicId id, UsCodeSection section, NormalizedSection normalized, List<TextChunk> chunks) {
    public UsCodeRecord {
        chunks = List.copyOf(chunks);
    }
}
