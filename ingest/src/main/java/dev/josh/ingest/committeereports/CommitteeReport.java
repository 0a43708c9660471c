package dev.josh.ingest.committeereports;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.document.Block;
import dev.josh.ingest.document.CitedDate;
import java.util.List;

/**
 * What one file gives: a whole report (from USLM or, where no USLM file has it, from the PDF), or
 * a file that is not a report.
 */
public sealed interface CommitteeReport permits CommitteeReport.Report, CommitteeReport.NotAReport {

    String sourceFile();

    /**
     * A report as read.
     *
     * @param format     {@code uslm} or {@code pdf}: which file gave the body
     * @param title      the report's title, e.g. {@code FOSTERING THE USE OF TECHNOLOGY …}
     * @param heading    the document type ({@code Conference Report}), or null
     * @param bill       the bill it accompanies, when the document names it
     * @param otherFiles the same report in other formats in the corpus (its PDF)
     * @param rawSha256  hash of the file that gave the body
     */
    record Report(String sourceFile, String format, ReportNumber number, String title, String heading,
                  String committee, PublicId bill, CitedDate date, List<Block> blocks, List<String> otherFiles,
                  String rawSha256) implements CommitteeReport {
        public Report {
            blocks = List.copyOf(blocks);
            otherFiles = List.copyOf(otherFiles);
        }
    }

    /** A file in the folder that holds no whole report (a tally-sheet or Ramseyer segment sample), with why. */
    record NotAReport(String sourceFile, String reason) implements CommitteeReport {
    }
}
