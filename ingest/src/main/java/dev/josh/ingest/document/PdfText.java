package dev.josh.ingest.document;

import java.util.List;

/**
 * The text of a PDF as lines in reading order (content-stream order, which keeps the columns of a
 * two-column page apart).
 *
 * @param pages the number of pages
 * @param lines every non-blank line, page by page
 */
public record PdfText(int pages, List<PdfLine> lines) {
    public PdfText {
        lines = List.copyOf(lines);
    }

    /** The text of page 1, one line per line; where a printed date or a report number is looked for. */
    public String firstPageText() {
        StringBuilder out = new StringBuilder();
        for (PdfLine line : lines) {
            if (line.page() == 1) {
                out.append(line.text()).append('\n');
            }
        }
        return out.toString();
    }
}
