package dev.josh.server.sources.gao;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;

/** A GAO report or testimony. */
public record GaoReportRecord(String type, String id, String reportNumber, String title, String heading, int pageCount,
                              String dateSource, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
