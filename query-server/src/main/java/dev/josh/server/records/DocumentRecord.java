package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/**
 * A record of any body-bearing source that has no shape of its own here yet, read by the columns
 * every body source shares: id, title, heading, body_markdown and the citation columns.
 */
public record DocumentRecord(String type, String id, String source, String title, String heading, String bodyMarkdown,
                             TextWindow.Shown body, Citation citation) implements PublicRecord {
}
