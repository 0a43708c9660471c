package dev.josh.server.sources.committeereports;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;

/**
 * A House, Senate or executive committee report.
 *
 * @param reportType hrpt, srpt or erpt
 * @param heading    the document type, e.g. Conference Report
 * @param bill       the bill it accompanies, when named
 * @param bodyFormat which file gave the body: uslm or pdf
 */
public record CommitteeReportRecord(String type, String id, int congress, String reportType, String reportNumber,
                                    Integer part, String title, String heading, String committee, Link bill,
                                    String bodyFormat, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
