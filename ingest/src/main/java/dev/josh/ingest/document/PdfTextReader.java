package dev.josh.ingest.document;

import dev.josh.ingest.core.MalformedSourceException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * Reads a PDF's text with PDFBox as positioned lines ({@link PdfLine}), or says why it cannot:
 * an empty file, a file that is no PDF (an HTML error page saved as {@code .pdf}, say), a PDF that
 * PDFBox cannot parse, one that is encrypted against reading or extraction, or one with no
 * extractable text (scanned pages are images).
 */
public final class PdfTextReader {

    /** The PDF header may start anywhere in the first 1024 bytes (ISO 32000-1, 7.5.2 and its implementation note). */
    private static final int HEADER_WINDOW = 1024;
    /** Fewer letters than this in the whole file means the pages are pictures of text, not text. */
    private static final int MIN_LETTERS = 20;

    private PdfTextReader() {
    }

    public static PdfText read(Path file) throws IOException, MalformedSourceException {
        checkHeader(file);
        try (PDDocument document = Loader.loadPDF(file.toFile())) {
            if (document.isEncrypted() && !document.getCurrentAccessPermission().canExtractContent()) {
                throw new MalformedSourceException("the PDF is encrypted and does not permit text extraction", null);
            }
            LineCollector collector = new LineCollector();
            collector.writeText(document, Writer.nullWriter());
            List<PdfLine> lines = collector.lines();
            long letters = lines.stream().flatMapToInt(l -> l.text().chars()).filter(Character::isLetter).count();
            if (letters < MIN_LETTERS) {
                throw new MalformedSourceException("the PDF has no extractable text (" + document.getNumberOfPages()
                        + " pages of images or an empty document; a scan needs OCR, which ingest does not do)", null);
            }
            return new PdfText(document.getNumberOfPages(), lines);
        } catch (InvalidPasswordException e) {
            throw new MalformedSourceException("the PDF is encrypted with a password; its text cannot be read", null, e);
        } catch (IOException e) {
            // PDFBox reports a damaged or truncated file as an IOException; the file is the problem, not the disk.
            throw new MalformedSourceException("PDFBox cannot parse the PDF: " + e.getMessage(), null, e);
        }
    }

    private static void checkHeader(Path file) throws IOException, MalformedSourceException {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(HEADER_WINDOW);
        }
        if (head.length == 0) {
            throw new MalformedSourceException("the file is empty (0 bytes), not a PDF", null);
        }
        String start = new String(head, StandardCharsets.ISO_8859_1);
        if (!start.contains("%PDF-")) {
            throw new MalformedSourceException("not a PDF: no %PDF- header; the file starts with \""
                    + printable(start) + "\"", "1:1");
        }
    }

    /** The first characters of a non-PDF file, so the log tells what it is (HTML, text, ...). */
    private static String printable(String start) {
        String flat = start.replaceAll("[\\p{Cntrl}\\s]+", " ").strip();
        return flat.length() <= 40 ? flat : flat.substring(0, 40) + "…";
    }

    /**
     * Collects lines from PDFBox's text stripper. Positions are not re-sorted: the content
     * stream's order is the reading order in the word-processor and typeset PDFs of this corpus,
     * whereas sorting by position would interleave the two columns of a CRS In Focus page.
     */
    private static final class LineCollector extends PDFTextStripper {

        private final List<PdfLine> lines = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private final List<TextPosition> positions = new ArrayList<>();

        LineCollector() {
            setSortByPosition(false);
        }

        List<PdfLine> lines() {
            return lines;
        }

        @Override
        protected void startPage(PDPage page) throws IOException {
            flush();
            super.startPage(page);
        }

        @Override
        protected void endPage(PDPage page) throws IOException {
            flush();
            super.endPage(page);
        }

        @Override
        protected void writeString(String string, List<TextPosition> textPositions) {
            text.append(string);
            positions.addAll(textPositions);
        }

        @Override
        protected void writeWordSeparator() {
            text.append(' ');
        }

        @Override
        protected void writeLineSeparator() {
            flush();
        }

        @Override
        protected void writeParagraphStart() {
            // paragraphs are found by the layout analysis, from positions and fonts
        }

        @Override
        protected void writeParagraphEnd() {
            // as above
        }

        @Override
        protected void writePageStart() {
            // as above
        }

        @Override
        protected void writePageEnd() {
            // as above
        }

        private void flush() {
            String line = text.toString().replaceAll("[\\s\\p{Zs}\\u00AD]+", " ").strip();
            if (!line.isEmpty() && !positions.isEmpty()) {
                TextPosition first = positions.get(0);
                Map<Float, Integer> sizes = new HashMap<>();
                int boldChars = 0;
                int chars = 0;
                for (TextPosition p : positions) {
                    if (p.getUnicode() == null || p.getUnicode().isBlank()) {
                        continue;
                    }
                    chars++;
                    sizes.merge(Math.round(p.getFontSizeInPt() * 2) / 2f, 1, Integer::sum);
                    if (isBold(p.getFont())) {
                        boldChars++;
                    }
                }
                if (chars > 0) {
                    float size = sizes.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
                    float minX = (float) positions.stream().mapToDouble(TextPosition::getXDirAdj).min().orElse(0);
                    lines.add(new PdfLine(getCurrentPageNo(), minX, first.getYDirAdj(), first.getPageHeight(), size,
                            boldChars >= 0.8 * chars, line));
                }
            }
            text.setLength(0);
            positions.clear();
        }

        private static boolean isBold(PDFont font) {
            if (font == null) {
                return false;
            }
            String name = font.getName() == null ? "" : font.getName().toLowerCase(Locale.ROOT);
            if (name.contains("bold") || name.contains("black") || name.contains("heavy") || name.contains("semibold")) {
                return true;
            }
            PDFontDescriptor descriptor = font.getFontDescriptor();
            return descriptor != null && (descriptor.isForceBold() || descriptor.getFontWeight() >= 600);
        }
    }
}
