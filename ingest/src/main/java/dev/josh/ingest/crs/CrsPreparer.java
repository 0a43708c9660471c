package dev.josh.ingest.crs;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.DatePhrases;
import dev.josh.ingest.document.PdfReport;

/**
 * Gives a CRS product its ID, title and date, recovers its Markdown from the PDF's layout, and
 * chunks it by section. Title and date come from the CSV listing when one lists the product;
 * otherwise from page 1 of the PDF (the largest type; the first printed date, e.g. "Updated April
 * 10, 2026"), and {@code date_source} says which.
 */
public final class CrsPreparer extends ChunkingPreparer<CrsProduct, CrsRecord> {

    public CrsPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public CrsRecord prepare(CrsProduct product) throws RejectedRecordException {
        CrsListing listing = product.listing();
        PdfReport report = PdfReport.prepare(IdType.CRS_REPORT, product.number(), "product number", product.text(),
                listing == null ? null : listing.title(),
                "no listing names the product and no title stands out on page 1 of the PDF; a citation needs a title",
                chunker);
        CitedDate date = listing != null ? CitedDate.fromMetadata(listing.published())
                : DatePhrases.first(product.text().firstPageText()).map(CitedDate::printed).orElse(CitedDate.none());
        return new CrsRecord(report.id(), product, report.title(), report.printedTitle(), date, report.body(),
                report.chunks());
    }
}
