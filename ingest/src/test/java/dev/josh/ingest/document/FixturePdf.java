package dev.josh.ingest.document;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * Writes small PDF fixtures the way report PDFs are laid out: lines of text at given positions,
 * sizes and weights on letter-size pages. Tests describe the page; no binary fixture is committed.
 */
public final class FixturePdf {

    private record Line(float x, float y, float size, boolean bold, String text) {
    }

    private final List<List<Line>> pages = new ArrayList<>();

    /** Title, date, two headed sections, a paragraph broken by a page, a footnote, running header and footers. */
    public static FixturePdf twoPageReport() {
        FixturePdf pdf = new FixturePdf().page()
                .line(72, 40, 8, false, "Widget Policy")             // running header
                .line(72, 90, 20, true, "Widget Policy: Background")  // title, two lines
                .line(72, 114, 20, true, "and Issues for Congress")
                .line(72, 140, 10, false, "Updated March 3, 2026");
        float y = pdf.body(170, "Widgets are small devices used in many federal programs, and",
                "their regulation has grown over the last decade.1");
        pdf.line(72, y + 14, 14, true, "Background");
        y = pdf.body(y + 32, "The Widget Act of 2020 set the first standards for widgets. It was",
                "amended twice, most recently in 2024, and it now covers imported");
        pdf.line(72, 700, 8, false, "1 See the Widget Act of 2020, P.L. 116-999.")  // footnote
                .line(72, 760, 8, false, "Congressional Research Service 1");       // footer
        pdf.page().line(72, 40, 8, false, "Widget Policy")
                .body(72, "widgets as well as domestic ones.");
        pdf.line(72, 100, 14, true, "Issues for Congress");
        pdf.body(118, "Congress may consider whether the standards should be updated.",
                "\u2022 Other options include a study.");
        pdf.line(72, 760, 8, false, "Congressional Research Service 2");
        return pdf;
    }

    /** Starts a new page; following lines go on it. */
    public FixturePdf page() {
        pages.add(new ArrayList<>());
        return this;
    }

    /** A line at {@code x} points from the left, baseline {@code y} points from the top. */
    public FixturePdf line(float x, float y, float size, boolean bold, String text) {
        pages.get(pages.size() - 1).add(new Line(x, y, size, bold, text));
        return this;
    }

    /** Body lines of 10 pt at 12 pt spacing from {@code y}, at the left margin; returns the next free y. */
    public float body(float y, String... lines) {
        for (String text : lines) {
            line(72, y, 10, false, text);
            y += 12;
        }
        return y;
    }

    public void save(Path file) throws IOException {
        try (PDDocument document = build()) {
            document.save(file.toFile());
        }
    }

    /** Saved encrypted with a user password: it cannot be opened without it. */
    public void saveEncrypted(Path file, String password) throws IOException {
        try (PDDocument document = build()) {
            StandardProtectionPolicy policy = new StandardProtectionPolicy("owner-" + password, password,
                    new AccessPermission());
            policy.setEncryptionKeyLength(128);
            document.protect(policy);
            document.save(file.toFile());
        }
    }

    /** A page with a filled rectangle and no text, as a scanned page looks to a text extractor. */
    public static void saveImageOnly(Path file) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.addRect(72, 72, 400, 600);
                content.fill();
            }
            document.save(file.toFile());
        }
    }

    private PDDocument build() throws IOException {
        PDDocument document = new PDDocument();
        PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
        for (List<Line> lines : pages) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            float height = page.getMediaBox().getHeight();
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                for (Line line : lines) {
                    content.beginText();
                    content.setFont(line.bold() ? bold : regular, line.size());
                    content.newLineAtOffset(line.x(), height - line.y());
                    content.showText(line.text());
                    content.endText();
                }
            }
        }
        return document;
    }
}
