package dev.josh.ingest.cbo;

import dev.josh.ingest.committeereports.ReportFiles;
import dev.josh.ingest.committeereports.ReportNumber;
import dev.josh.ingest.committeereports.UslmReports;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.document.CitedDate;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The estimates of a USLM legislative report: each {@code <cboCostEstimate>} element (inside the
 * report's {@code <estimatedCosts>} segment) is one, its {@code href} the estimate's page on
 * cbo.gov. Only the element's own content is the estimate: the committee's preamble around it,
 * and the copy of the estimate some reports also print outside it, are the report's words.
 * Figures (scans of CBO's tables) carry no text and are left out.
 */
final class UslmEstimates {

    private UslmEstimates() {
    }

    static List<CboEstimate> read(SourceFile file, ReportFiles reportFiles) throws IOException, MalformedSourceException {
        Document document = UslmReports.parse(file.path());
        UslmReports.Head head = UslmReports.head(document);
        NodeList found = document.getElementsByTagNameNS("*", "cboCostEstimate");
        if (!head.root().equals("legislativeReport") || found.getLength() == 0) {
            return List.of();
        }
        ReportNumber number = head.number().orElseThrow(() -> new MalformedSourceException("the report prints a "
                + "CBO cost estimate but names no report number (citableAs CRPT-… or H. Rept. …)", null));
        CitedDate date = reportDate(UslmReports.dcMeta(document, "date"));
        List<String> others = reportFiles.othersThan(number, file.relativePath());
        List<CboEstimate> estimates = new ArrayList<>();
        for (int i = 0; i < found.getLength(); i++) {
            Element estimate = withoutFigures((Element) found.item(i));
            String href = estimate.getAttribute("href");
            estimates.add(new CboEstimate(file.relativePath(), "uslm", number, i + 1,
                    UslmReports.accompanies(document).orElse(null), UslmReports.metaText(document, null, "committee"),
                    date, href.isBlank() ? null : href, UslmReports.blocks(estimate, 2), others, file.sha256()));
        }
        return estimates;
    }

    private static CitedDate reportDate(String dcDate) {
        try {
            return dcDate == null ? CitedDate.none() : CitedDate.fromMetadata(LocalDate.parse(dcDate));
        } catch (DateTimeParseException e) {
            return CitedDate.none();
        }
    }

    private static Element withoutFigures(Element estimate) {
        Element copy = (Element) estimate.cloneNode(true);
        NodeList figures = copy.getElementsByTagNameNS("*", "figure");
        for (int i = figures.getLength() - 1; i >= 0; i--) {
            figures.item(i).getParentNode().removeChild(figures.item(i));
        }
        return copy;
    }
}
