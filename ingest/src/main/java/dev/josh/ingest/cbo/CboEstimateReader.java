package dev.josh.ingest.cbo;

import dev.josh.ingest.committeereports.ReportFilesReader;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the cost estimates out of the committee-report folder, by the folder's rule that a report
 * held in USLM is read from its USLM file ({@link ReportFiles}): a USLM file gives each of its
 * {@code <cboCostEstimate>} elements, a PDF whose report has no USLM file gives its estimate
 * section, and a report without an estimate gives nothing.
 */
final class CboEstimateReader extends ReportFilesReader<CboEstimate> {

    CboEstimateReader(Path corpus) {
        super(corpus);
    }

    @Override
    public Cursor<CboEstimate> open(SourceFile file) throws IOException, MalformedSourceException {
        boolean uslm = file.relativePath().endsWith(".xml");
        List<CboEstimate> estimates = uslm ? UslmEstimates.read(file, reportFiles) : PdfEstimates.read(file, reportFiles);
        return new ListCursor<>(estimates.stream()
                .map(e -> new ListCursor.Positioned<>(e, uslm ? "cboCostEstimate " + e.ordinal() : "page 1"))
                .toList());
    }

    @Override
    public String keyOf(CboEstimate estimate) {
        return CboEstimateIds.of(estimate).value();
    }
}
