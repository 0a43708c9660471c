package dev.josh.ingest.committeereports;

import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.document.ComposedMarkdown;
import dev.josh.ingest.document.DocumentChunks;
import dev.josh.ingest.document.MarkdownComposer;

/** Gives a report its ID, composes its Markdown under {@code # H. Rept. 108-150 — title} and chunks it by section. */
public final class CommitteeReportPreparer extends ChunkingPreparer<CommitteeReport, CommitteeReportRecord> {

    public CommitteeReportPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public CommitteeReportRecord prepare(CommitteeReport parsed) throws RejectedRecordException {
        CommitteeReport.Report report = switch (parsed) {
            case CommitteeReport.Report r -> r;
            case CommitteeReport.NotAReport n ->
                    throw new RejectedRecordException(null, RejectedRecordException.Level.WARNING, n.reason());
        };
        PublicId id;
        try {
            id = report.number().publicId();
        } catch (InvalidIdException e) {
            throw new RejectedRecordException(report.number().citation(), "the report number does not fit the ID "
                    + "grammar crpt:{congress}:{hrpt|srpt|erpt}:{number}; not loaded");
        }
        String displayTitle = report.number().citation() + " — " + report.title();
        ComposedMarkdown body = MarkdownComposer.compose(displayTitle, report.blocks());
        return new CommitteeReportRecord(id, report, displayTitle, body,
                DocumentChunks.chunk(chunker, id.value(), displayTitle, body));
    }
}
