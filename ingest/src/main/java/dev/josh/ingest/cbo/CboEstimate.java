package dev.josh.ingest.cbo;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.committeereports.ReportNumber;
import dev.josh.ingest.document.Block;
import dev.josh.ingest.document.CitedDate;
import java.util.List;

/**
 * One Congressional Budget Office cost estimate as a committee report prints it.
 *
 * @param format     {@code uslm} or {@code pdf}: which file of the report gave it
 * @param report     the report that prints it
 * @param ordinal    1 for the report's first estimate, 2 for its second (a report on several bills)
 * @param bill       the bill estimated, when the report or the estimate names it
 * @param committee  the reporting committee, when named
 * @param date       the date of CBO's letter where printed, else the report's date
 * @param cboUrl     the estimate's page on cbo.gov, when the report links it
 * @param blocks     the estimate's text, without the report's own preamble
 * @param otherFiles the same report in other formats in the corpus (its PDF)
 * @param rawSha256  hash of the file that gave it
 */
public record CboEstimate(String sourceFile, String format, ReportNumber report, int ordinal, PublicId bill,
                          String committee, CitedDate date, String cboUrl, List<Block> blocks, List<String> otherFiles,
                          String rawSha256) {
    public CboEstimate {
        blocks = List.copyOf(blocks);
        otherFiles = List.copyOf(otherFiles);
    }

    /** All the estimate's text, one block a line: what its stated totals are read from. */
    public String text() {
        return String.join("\n", blocks.stream().map(Block::text).toList());
    }
}
