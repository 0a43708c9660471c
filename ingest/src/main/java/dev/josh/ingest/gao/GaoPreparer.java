package dev.josh.ingest.gao;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.ComposedMarkdown;
import dev.josh.ingest.document.DatePhrases;
import dev.josh.ingest.document.DocumentChunks;
import dev.josh.ingest.document.MarkdownComposer;
import dev.josh.ingest.document.PdfLayout;
import java.util.Optional;

/**
 * Gives a GAO product its ID, title and date and recovers its Markdown. Title and date come from
 * the catalog when it lists the product, else from the cover (largest type; first printed date).
 * GAO covers of older reports print only a month ("February 2006") and the catalog writes that as
 * the 1st; such a date is cited as the month (see {@link CitedDate#fromMetadata(java.time.LocalDate, Optional)}).
 */
public final class GaoPreparer implements RecordPreparer<GaoProduct, GaoRecord> {

    private final Chunker chunker;

    public GaoPreparer(Chunker chunker) {
        this.chunker = chunker;
    }

    @Override
    public GaoRecord prepare(GaoProduct product) throws RejectedRecordException {
        PublicId id;
        try {
            id = PublicId.of(IdType.GAO_REPORT, product.number());
        } catch (InvalidIdException e) {
            throw new RejectedRecordException(product.number(), "report number '" + product.number()
                    + "' does not fit the ID grammar gao:{number}; not loaded");
        }
        PdfLayout.Laid laid = PdfLayout.lay(product.text());
        GaoCatalog.Entry entry = product.catalog();
        String title = entry != null && !entry.title().isBlank() ? entry.title() : laid.title();
        if (title == null || title.isBlank()) {
            throw new RejectedRecordException(id.value(), "the catalog does not list the report and no title stands "
                    + "out on its cover; a citation needs a title");
        }
        Optional<DatePhrases.PrintedDate> printed = DatePhrases.first(product.text().firstPageText());
        CitedDate date = entry != null && entry.published() != null ? CitedDate.fromMetadata(entry.published(), printed)
                : printed.map(CitedDate::printed).orElse(CitedDate.none());
        ComposedMarkdown body = MarkdownComposer.compose(title, laid.blocks());
        return new GaoRecord(id, product, title, laid.title(), date, body,
                DocumentChunks.chunk(chunker, id.value(), title, body));
    }
}
