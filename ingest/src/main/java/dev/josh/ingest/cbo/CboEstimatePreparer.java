package dev.josh.ingest.cbo;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.bills.BillType;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.document.ComposedMarkdown;
import dev.josh.ingest.document.DocumentChunks;
import dev.josh.ingest.document.MarkdownComposer;

/** Names an estimate, reads the totals it states, composes its Markdown under its title and chunks it. */
final class CboEstimatePreparer extends ChunkingPreparer<CboEstimate, CboEstimateRecord> {

    CboEstimatePreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public CboEstimateRecord prepare(CboEstimate estimate) {
        PublicId id = CboEstimateIds.of(estimate);
        String title = "CBO cost estimate for " + (estimate.bill() == null ? "" : citation(estimate.bill()) + " ")
                + "(" + estimate.report().citation() + ")";
        ComposedMarkdown body = MarkdownComposer.compose(title, estimate.blocks());
        return new CboEstimateRecord(id, estimate, title, BudgetEffects.stated(estimate.text()), body,
                DocumentChunks.chunk(chunker, id.value(), title, body));
    }

    /** {@code H.R. 7437} for {@code hr:118:7437}. */
    static String citation(PublicId bill) {
        String type = BillType.parse(bill.part("billType")).map(BillType::display).orElse(bill.part("billType"));
        return type + " " + bill.part("number");
    }
}
