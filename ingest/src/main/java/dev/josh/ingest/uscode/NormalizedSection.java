package dev.josh.ingest.uscode;

import dev.josh.ingest.core.Landmark;
import java.util.List;

/**
 * A section as Markdown.
 *
 * @param bodyMarkdown  the statutory text: section heading, subdivisions, source credit
 * @param notesMarkdown the section's notes (editorial, statutory, amendments), or null when it has none
 * @param headingPath   title to section, e.g. {@code [Title 17—COPYRIGHTS, Chapter 1—…, § 102. …]}
 * @param anchor        the section's anchor, e.g. {@code s102}
 * @param landmarks     subsections (and headed subdivisions) in the body, for chunk locators
 */
public record NormalizedSection(String bodyMarkdown, String notesMarkdown, List<String> headingPath, String anchor,
                                List<Landmark> landmarks) {
    public NormalizedSection {
        headingPath = List.copyOf(headingPath);
        landmarks = List.copyOf(landmarks);
    }
}
