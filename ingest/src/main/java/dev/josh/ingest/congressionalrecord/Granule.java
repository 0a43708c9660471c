package dev.josh.ingest.congressionalrecord;

/**
 * One granule of an issue as read: what the issue's MODS says about it (null when MODS does not
 * list it) and its HTML rendition (null, with the reason, when that cannot be read).
 *
 * @param modsFile    the issue's MODS file relative to the corpus (the source file read)
 * @param granuleId   e.g. {@code CREC-1997-01-28-pt1-PgS693-5}
 * @param htmlFile    the HTML file relative to the corpus
 * @param html        the HTML's title and {@code <pre>} text, or null
 * @param unreadable  why {@code html} is null
 */
public record Granule(IssueMods issue, String modsFile, GranuleMods mods, String granuleId, String htmlFile, GranuleHtml html,
                      String unreadable) {
}
