package dev.josh.ingest.congressionalrecord;

/**
 * A granule's GPO HTML rendition, read.
 *
 * @param title     the {@code <title>}, e.g. {@code Congressional Record, Volume 143 Issue 8 (Tuesday, January 28, 1997)}
 * @param preText   the text of the {@code <pre>} element, as set (NUL bytes some files carry removed)
 * @param rawSha256 SHA-256 of the file's bytes
 */
public record GranuleHtml(String title, String preText, String rawSha256) {
}
