package dev.josh.ingest.crs;

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

/**
 * Gives a CRS product its ID, title and date, recovers its Markdown from the PDF's layout, and
 * chunks it by section. Title and date come from the CSV listing when one lists the product;
 * otherwise from page 1 of the PDF (the largest type; the first printed date, e.g. "Updated April
 * 10, 2026"), and {@code date_source} says which.
 */
public final class CrsPreparer implements RecordPreparer<CrsProduct, CrsRecord> {

    private final Chunker chunker;

    public CrsPreparer(Chunker chunker) {
        this.chunker = chunker;
    }

    @Override
    public CrsRecord prepare(CrsProduct product) throws RejectedRecordException {
        PublicId id;
        try {
            id = PublicId.of(IdType.CRS_REPORT, product.number());
        } catch (InvalidIdException e) {
            throw new RejectedRecordException(product.number(), "product number '" + product.number()
                    + "' does not fit the ID grammar crs:{number}; not loaded");
        }
        PdfLayout.Laid laid = PdfLayout.lay(product.text());
        CrsListing listing = product.listing();
        String title = listing != null && !listing.title().isBlank() ? listing.title() : laid.title();
        if (title == null || title.isBlank()) {
            throw new RejectedRecordException(id.value(), "no listing names the product and no title stands out on "
                    + "page 1 of the PDF; a citation needs a title");
        }
        CitedDate date = listing != null ? CitedDate.fromMetadata(listing.published())
                : DatePhrases.first(product.text().firstPageText()).map(CitedDate::printed).orElse(CitedDate.none());
        ComposedMarkdown body = MarkdownComposer.compose(title, laid.blocks());
        return new CrsRecord(id, product, title, laid.title(), date, body,
                DocumentChunks.chunk(chunker, id.value(), title, body));
    }
}
