package dev.josh.ingest.gao;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.DatePhrases;
import dev.josh.ingest.document.PdfReport;
import java.util.Optional;

/**
 * Gives a GAO product its ID, title and date and recovers its Markdown. Title and date come from
 * the catalog when it lists the product, else from the cover (largest type; first printed date).
 * GAO covers of older reports print only a month ("February 2006") and the catalog writes that as
 * the 1st; such a date is cited as the month (see {@link CitedDate#fromMetadata(java.time.LocalDate, Optional)}).
 */
public final class GaoPreparer extends ChunkingPreparer<GaoProduct, GaoRecord> {

    public GaoPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public GaoRecord prepare(GaoProduct product) throws RejectedRecordException {
        GaoCatalog.Entry entry = product.catalog();
        PdfReport report = PdfReport.prepare(IdType.GAO_REPORT, product.number(), "report number", product.text(),
                entry == null ? null : entry.title(),
                "the catalog does not list the report and no title stands out on its cover; a citation needs a title",
                chunker);
        Optional<DatePhrases.PrintedDate> printed = DatePhrases.first(product.text().firstPageText());
        CitedDate date = entry != null && entry.published() != null ? CitedDate.fromMetadata(entry.published(), printed)
                : printed.map(CitedDate::printed).orElse(CitedDate.none());
        return new GaoRecord(report.id(), product, report.title(), report.printedTitle(), date, report.body(),
                report.chunks());
    }
}
