package dev.josh.server.sources.cfr;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A section of the Code of Federal Regulations (eCFR or annual edition).
 *
 * @param edition           ecfr-bulk, ecfr-api or cfr-annual
 * @param editionDate       the date the file states its text is current to
 * @param frDocuments       Federal Register documents that name this section's part (newest first, at most 20)
 */
public record CfrSectionRecord(String type, String id, int cfrTitle, String chapter, String subchapter, String part,
                               String subpart, String sectionNumber, String title, String heading,
                               List<String> headingPath, boolean reserved, String edition, String editionDate,
                               List<Link> frDocuments, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
