package dev.josh.ingest.document;

/**
 * One line of text as PDFBox laid it out on a page, with what the layout analysis needs.
 *
 * @param page       1-based page number
 * @param x          left edge of the first glyph, in points from the page's left
 * @param y          baseline of the first glyph, in points from the page's top
 * @param pageHeight the page's height in points
 * @param fontSize   the size (pt) most of the line's characters are set in
 * @param bold       whether (nearly) all of the line's characters are in a bold face
 * @param text       the line's text, whitespace collapsed, never blank
 */
public record PdfLine(int page, float x, float y, float pageHeight, float fontSize, boolean bold, String text) {
}
