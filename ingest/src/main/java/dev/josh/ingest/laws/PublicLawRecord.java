package dev.josh.ingest.laws;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.List;

/**
 * A law or compilation ready to write.
 *
 * @param heading the act's title: its short title, else its official title
 * @param billId  the measure the law enacted, when the law names it
 * @param title   the display title, e.g. {@code Pub. L. 115-9 — …}
 */
public record PublicLawRecord(PublicId id, LawDocument document, String heading, String title, PublicId billId,
                              MarkedText body, List<String> headingPath, List<TextChunk> chunks)
        implements BodyRecord {
    public PublicLawRecord {
        headingPath = List.copyOf(headingPath);
        chunks = List.copyOf(chunks);
    }
}
