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
