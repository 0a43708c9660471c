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

    /**
     * The Congress the record belongs to, the one its ID names (a bill, a law, a committee report), or null:
     * a bill its text names without a Congress and without evidence nearer to it is of this one.
     */
    default Integer congress() {
        String congress = id().parts().get("congress");
        return congress == null ? null : Integer.valueOf(congress);
    }

    /**
     * The offset in the body where the text of the source begins. Before it stands what Josh renders from
     * the record's metadata (a bill's overview: "Became law: Public Law 117-289"), whose references are
     * links of their own, read from the metadata; citations are read from the source's text only.
     */
    default int citedTextFrom() {
        return 0;
    }
}
