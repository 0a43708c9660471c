package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.document.ComposedMarkdown;
import java.util.List;

/** A committee report ready to write; {@code displayTitle} is {@code H. Rept. 108-150 — KEEPING CHILDREN …}. */
public record CommitteeReportRecord(PublicId id, CommitteeReport.Report report, String displayTitle,
                                    ComposedMarkdown body, List<TextChunk> chunks) implements BodyRecord {
    public CommitteeReportRecord {
        chunks = List.copyOf(chunks);
    }
}
