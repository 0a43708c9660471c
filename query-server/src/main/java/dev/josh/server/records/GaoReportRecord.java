package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/** A GAO report or testimony. */
public record GaoReportRecord(String type, String id, String reportNumber, String title, String heading, int pageCount,
                              String dateSource, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
