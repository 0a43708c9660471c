package dev.josh.server.sources.crs;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A CRS product (In Focus, Insight, Report, Legal Sidebar).
 *
 * @param version    the product's version from its file name (IF11043.3.pdf is 3)
 * @param dateSource where the publication date came from: metadata or the PDF
 */
public record CrsReportRecord(String type, String id, String productNumber, Integer version, String productType,
                              String title, String heading, List<String> authors, List<String> topics, int pageCount,
                              String dateSource, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
