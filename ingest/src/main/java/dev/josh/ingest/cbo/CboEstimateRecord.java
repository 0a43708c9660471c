package dev.josh.ingest.cbo;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.BodyRecord;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.document.ComposedMarkdown;
import java.util.List;

/**
 * An estimate ready to write.
 *
 * @param title   {@code CBO cost estimate for H.R. 7437 (H. Rept. 118-728)}
 * @param effects the totals the estimate states in words
 */
public record CboEstimateRecord(PublicId id, CboEstimate estimate, String title, List<BudgetEffect> effects,
                                ComposedMarkdown body, List<TextChunk> chunks) implements BodyRecord {
    public CboEstimateRecord {
        effects = List.copyOf(effects);
        chunks = List.copyOf(chunks);
    }
}
