package dev.josh.server.sources.uscode;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A section of the U.S. Code.
 *
 * @param headingPath title to section, e.g. ["Title 17 — Copyrights", "Chapter 1 — …", "§ 102. …"]
 * @param bodyMarkdown the section text (or the requested window of it)
 * @param body         which part of the body was returned
 * @param notes        the section's notes (amendments, references), Markdown; null in a body window after the first
 */
public record UsCodeSectionRecord(
        String type,
        String id,
        String title,
        String titleNumber,
        String sectionNumber,
        String heading,
        List<String> headingPath,
        String status,
        String bodyMarkdown,
        TextWindow.Shown body,
        String notes,
        String releasePoint,
        Citation citation) implements PublicRecord {
}
