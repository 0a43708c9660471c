package dev.josh.ingest.cbo;

import dev.josh.ingest.committeereports.ReportCovers;
import dev.josh.ingest.committeereports.ReportFiles;
import dev.josh.ingest.committeereports.ReportNumber;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.document.Block;
import dev.josh.ingest.document.CitedDate;
import dev.josh.ingest.document.DatePhrases;
import dev.josh.ingest.document.PdfLayout;
import dev.josh.ingest.document.PdfText;
import dev.josh.ingest.document.PdfTextReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The estimate of a printed report (a GPO PDF, {@code CRPT-112hrpt90-pt2.pdf}) whose report no USLM
 * file holds: the section under a heading such as "VIII. CONGRESSIONAL BUDGET OFFICE COST ESTIMATE"
 * or "ESTIMATED COSTS", up to the next heading of the report. Where the report numbers its sections
 * (I., II., …) the next numbered heading ends it, since CBO's own sub-headings ("NATIONAL ACADEMY
 * OF SCIENCES STUDY") are printed in the same capitals. A section that never names CBO is the
 * committee's own estimate, not CBO's, and gives nothing.
 */
final class PdfEstimates {

    private static final Pattern START = Pattern.compile("(?i)^(?:[IVXL]+\\.\\s*)?(?:CONGRESSIONAL BUDGET OFFICE"
            + "(?: COST)? ESTIMATES?|(?:NEW BUDGET AUTHORITY AND )?CBO COST ESTIMATES?|ESTIMATED COSTS?|COST OF "
            + "(?:THE )?LEGISLATION|COST ESTIMATE)\\.?$");
    private static final Pattern NUMBERED = Pattern.compile("^[IVXL]+\\.\\s");
    private static final Pattern PAGE_NUMBER = Pattern.compile("^[0-9]{1,4}$");
    private static final Pattern NAMES_CBO = Pattern.compile("Congressional Budget Office|\\bCBO\\b");
    private static final Pattern LETTER_DATE = Pattern.compile("^Washington, DC,");

    private PdfEstimates() {
    }

    static List<CboEstimate> read(SourceFile file, ReportFiles reportFiles) throws IOException, MalformedSourceException {
        Optional<ReportNumber> named = ReportNumber.fromGpoName(file.path().getFileName().toString());
        if (named.isEmpty() || reportFiles.inUslm(named.get())) {
            return List.of(); // not a report (a sample of its parts), or its USLM file gives the estimate
        }
        PdfText text = PdfTextReader.read(file.path());
        List<Block> section = section(PdfLayout.lay(text).blocks());
        if (section.isEmpty() || section.stream().noneMatch(b -> NAMES_CBO.matcher(b.text()).find())) {
            return List.of();
        }
        ReportNumber number = named.get();
        String cover = text.firstPageText().replace('\n', ' ').replaceAll("\\s+", " ");
        return List.of(new CboEstimate(file.relativePath(), "pdf", number, 1,
                ReportCovers.accompanied(cover, number.congress()).orElse(null),
                ReportCovers.committee(cover).orElse(null), date(section, text), null, section,
                reportFiles.othersThan(number, file.relativePath()), file.sha256()));
    }

    /** The blocks under the estimate's heading, sub-headings at level 2, page numbers left out; empty without one. */
    static List<Block> section(List<Block> blocks) {
        List<Block> section = new ArrayList<>();
        boolean numbered = false;
        boolean inside = false;
        for (Block block : blocks) {
            if (block instanceof Block.Heading heading) {
                if (inside && (!numbered || NUMBERED.matcher(heading.text()).find())) {
                    break;
                }
                if (!inside && START.matcher(heading.text().strip()).matches()) {
                    inside = true;
                    numbered = NUMBERED.matcher(heading.text()).find();
                } else if (inside) {
                    section.add(new Block.Heading(2, heading.text()));
                }
            } else if (inside && !PAGE_NUMBER.matcher(block.text().strip()).matches()) {
                section.add(block);
            }
        }
        return section;
    }

    /** The date of CBO's letter ("Washington, DC, June 2, 2011."), else the date printed on the cover. */
    private static CitedDate date(List<Block> section, PdfText text) {
        return section.stream().map(Block::text).filter(t -> LETTER_DATE.matcher(t).find()).findFirst()
                .flatMap(DatePhrases::first)
                .or(() -> DatePhrases.first(text.firstPageText()))
                .map(CitedDate::printed).orElse(CitedDate.none());
    }
}
