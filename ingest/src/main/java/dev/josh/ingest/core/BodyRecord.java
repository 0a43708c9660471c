package dev.josh.ingest.core;

import dev.josh.contracts.id.PublicId;
import java.util.List;

/**
 * A prepared record of a body-bearing source, as {@link BodySourceWriter} needs it: the ID its row
 * and chunks are written under, and its chunks. Each source's record type implements this.
 */
public interface BodyRecord {

    PublicId id();

    List<TextChunk> chunks();
}
