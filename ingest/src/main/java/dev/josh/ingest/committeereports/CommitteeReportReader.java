package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.DatePhrases;
import dev.josh.ingest.document.PdfLayout;
import dev.josh.ingest.document.PdfLine;
import dev.josh.ingest.document.PdfText;
import dev.josh.ingest.document.PdfTextReader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.w3c.dom.Document;

/**
 * Reads the committee-report folder, one report per report whatever formats the corpus holds it
 * in. When the step opens, {@link #index} notes which report each USLM file and each GPO-named PDF
 * ({@code CRPT-108hrpt150.pdf}) holds. A USLM {@code <legislativeReport>} gives the record; a PDF
 * gives it only when no USLM file holds the same report (its file then yields nothing, and the
 * USLM record names it in {@code other_files}). Other files (the tally-sheet and Ramseyer samples,
 * segments of reports not in the corpus) are {@link CommitteeReport.NotAReport}.
 */
final class CommitteeReportReader extends ReportFilesReader<CommitteeReport> {

    private static final Pattern DATE_LINE = Pattern.compile("^[A-Z]+ [0-9]{1,2}, [0-9]{4}\\.?\\s*—");

    CommitteeReportReader(Path corpus) {
        super(corpus);
    }

    @Override
    public Cursor<CommitteeReport> open(SourceFile file) throws IOException, MalformedSourceException {
        CommitteeReport report = file.relativePath().endsWith(".xml") ? fromUslm(file) : fromPdf(file);
        List<ListCursor.Positioned<CommitteeReport>> records = new ArrayList<>();
        if (report != null) {
            records.add(new ListCursor.Positioned<>(report, file.relativePath().endsWith(".xml") ? "1:1" : "page 1"));
        }
        return new ListCursor<>(records);
    }

    @Override
    public String keyOf(CommitteeReport report) {
        return report instanceof CommitteeReport.Report r ? r.number().publicId().value() : null;
    }

    private CommitteeReport fromUslm(SourceFile file) throws IOException, MalformedSourceException {
        Document document = UslmReports.parse(file.path());
        UslmReports.Head head = UslmReports.head(document);
        if (!head.root().equals("legislativeReport")) {
            return new CommitteeReport.NotAReport(file.relativePath(), "a <" + head.root() + "> sample, a segment of "
                    + "a report rather than a report (no report number of its own); not loaded");
        }
        ReportNumber number = head.number().orElseThrow(() -> new MalformedSourceException(
                "the <legislativeReport> names no report number (citableAs CRPT-… or H. Rept. …)", null));
        String dcDate = UslmReports.dcMeta(document, "date");
        CitedDate date;
        try {
            date = dcDate == null ? CitedDate.none() : CitedDate.fromMetadata(LocalDate.parse(dcDate));
        } catch (DateTimeParseException e) {
            date = CitedDate.none();
        }
        List<String> others = reportFiles.othersThan(number, file.relativePath());
        return new CommitteeReport.Report(file.relativePath(), "uslm", number, UslmReports.title(document),
                UslmReports.dcMeta(document, "type"), UslmReports.metaText(document, null, "committee"),
                UslmReports.accompanies(document).orElse(null), date, UslmReports.blocks(document), others,
                file.sha256());
    }

    private CommitteeReport fromPdf(SourceFile file) throws IOException, MalformedSourceException {
        Optional<ReportNumber> named = ReportNumber.fromGpoName(file.path().getFileName().toString());
        if (named.isPresent() && reportFiles.inUslm(named.get())) {
            return null; // the USLM file gives this report; its record lists this PDF among other_files
        }
        PdfText text = PdfTextReader.read(file.path());
        if (named.isEmpty()) {
            return new CommitteeReport.NotAReport(file.relativePath(), "the file name is not a GPO report name "
                    + "(CRPT-108hrpt150.pdf), so the PDF cannot be told apart from the report samples it "
                    + "illustrates; not loaded");
        }
        ReportNumber number = named.get();
        String cover = text.firstPageText().replace('\n', ' ').replaceAll("\\s+", " ");
        CitedDate date = DatePhrases.first(text.firstPageText()).map(CitedDate::printed).orElse(CitedDate.none());
        return new CommitteeReport.Report(file.relativePath(), "pdf", number, pdfTitle(text, number), null,
                ReportCovers.committee(cover).orElse(null), ReportCovers.accompanied(cover, number.congress()).orElse(null), date,
                PdfLayout.lay(text).blocks(), List.of(), file.sha256());
    }

    /** The cover's title: the capitals line just above the "JULY 1, 2011.—Committed …" line. */
    private static String pdfTitle(PdfText text, ReportNumber number) {
        List<PdfLine> cover = text.lines().stream().filter(l -> l.page() == 1).toList();
        for (int i = 1; i < cover.size(); i++) {
            String previous = cover.get(i - 1).text();
            if (DATE_LINE.matcher(cover.get(i).text()).find() && previous.equals(previous.toUpperCase())) {
                return previous;
            }
        }
        return number.citation();
    }
}
