package dev.josh.ingest.sync.http;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.XmlStreams;
import dev.josh.ingest.sync.RemoteFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.json.JsonMapper;

/**
 * Checks that a downloaded file is whole and of the kind its listing promised, before it replaces a
 * corpus copy. Upstreams answer 200 with an HTML error or maintenance page, and connections end
 * early; both would otherwise reach ingest as a malformed source, or silently as a shorter one.
 */
public final class ContentCheck {

    /** Kinds an HTML page never legitimately stands in for. */
    private static final Set<RemoteFile.Content> NOT_HTML = Set.of(RemoteFile.Content.XML, RemoteFile.Content.YAML,
            RemoteFile.Content.CSV, RemoteFile.Content.JSON, RemoteFile.Content.PDF, RemoteFile.Content.ZIP);

    /** How much of a file's end may follow the PDF end-of-file marker (incremental-update padding, trailing newlines). */
    private static final int PDF_TAIL = 2048;

    private ContentCheck() {
    }

    /**
     * Accepts {@code file} as {@code expected}, or says why not.
     *
     * @param contentType  the response's {@code Content-Type}, or null
     * @param expectedSize the size the listing gave, or null when it gave none
     * @throws RejectedDownloadException with the reason, e.g. "an HTML page where XML was expected"
     */
    public static void verify(Path file, RemoteFile.Content expected, String contentType, Long expectedSize)
            throws RejectedDownloadException {
        try {
            long size = Files.size(file);
            if (size == 0) {
                throw new RejectedDownloadException("the file is empty (0 bytes)");
            }
            if (expectedSize != null && size != expectedSize) {
                throw new RejectedDownloadException("the file has " + size + " bytes where the listing says "
                        + expectedSize + " (cut short or changed since it was listed)");
            }
            if (NOT_HTML.contains(expected)) {
                if (isHtmlType(contentType)) {
                    throw new RejectedDownloadException(htmlPage(expected) + " (Content-Type " + contentType + ")");
                }
                String start = start(file, 64).toLowerCase(Locale.ROOT);
                if (start.startsWith("<!doctype html") || start.startsWith("<html")) {
                    throw new RejectedDownloadException(htmlPage(expected));
                }
            }
            switch (expected) {
                case XML -> xml(file);
                case PDF -> pdf(file, size);
                case ZIP -> zip(file);
                case JSON -> json(file);
                case YAML, CSV -> text(file, expected);
                case HTML -> html(file);
            }
        } catch (IOException e) {
            throw new RejectedDownloadException("the file could not be read ("
                    + (e instanceof NoSuchFileException ? "no such file " : "") + e.getMessage() + ")");
        }
    }

    private static String htmlPage(RemoteFile.Content expected) {
        return "an HTML page where " + name(expected) + " was expected";
    }

    private static String name(RemoteFile.Content kind) {
        return switch (kind) {
            case XML, JSON, YAML, CSV, ZIP, HTML -> kind.name();
            case PDF -> "a PDF";
        };
    }

    private static boolean isHtmlType(String contentType) {
        if (contentType == null) {
            return false;
        }
        int semicolon = contentType.indexOf(';');
        String media = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip();
        return media.equalsIgnoreCase("text/html");
    }

    /** Well-formed to the end (Woodstox finds UTF-8 or UTF-16 itself), with a root element other than {@code html}. */
    private static void xml(Path file) throws IOException, RejectedDownloadException {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader xml = XmlStreams.factory().createXMLStreamReader(in);
            try {
                boolean root = true;
                while (xml.hasNext()) {
                    if (xml.next() == XMLStreamConstants.START_ELEMENT && root) {
                        root = false;
                        if (xml.getLocalName().equalsIgnoreCase("html")) {
                            throw new RejectedDownloadException(htmlPage(RemoteFile.Content.XML) + " (root element <"
                                    + xml.getLocalName() + ">)");
                        }
                    }
                }
                if (root) {
                    throw new RejectedDownloadException("no XML element in the file");
                }
            } finally {
                xml.close();
            }
        } catch (XMLStreamException e) {
            MalformedSourceException m = XmlStreams.malformed(e);
            throw new RejectedDownloadException(m.getMessage() + (m.position() == null ? "" : " at " + m.position())
                    + " (cut short, or not the XML that was listed)");
        }
    }

    /** A PDF header at the start and an end-of-file marker near the end (a cut-short PDF has none). */
    private static void pdf(Path file, long size) throws IOException, RejectedDownloadException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            byte[] head = new byte[(int) Math.min(5, size)];
            raf.readFully(head);
            if (!new String(head, StandardCharsets.ISO_8859_1).equals("%PDF-")) {
                throw new RejectedDownloadException("not a PDF: no %PDF- header; the file starts with \""
                        + start(file, 40).replaceAll("\\s+", " ") + "\"");
            }
            int tailLength = (int) Math.min(PDF_TAIL, size);
            byte[] tail = new byte[tailLength];
            raf.seek(size - tailLength);
            raf.readFully(tail);
            if (!new String(tail, StandardCharsets.ISO_8859_1).contains("%%EOF")) {
                throw new RejectedDownloadException("the PDF has no %%EOF marker in its last " + PDF_TAIL
                        + " bytes (cut short)");
            }
        }
    }

    /** Opens with a central directory, has entries, and each reads to its end with the CRC it declares. */
    private static void zip(Path file) throws IOException, RejectedDownloadException {
        try (ZipFile zip = new ZipFile(file.toFile())) {
            if (zip.size() == 0) {
                throw new RejectedDownloadException("the ZIP archive has no entries");
            }
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                // ZipFile inflates without comparing the CRC (ZipInputStream would), so compute it here.
                CRC32 crc = new CRC32();
                try (InputStream in = new CheckedInputStream(zip.getInputStream(entry), crc)) {
                    in.transferTo(OutputStream.nullOutputStream());
                } catch (ZipException e) {
                    throw new RejectedDownloadException("the ZIP entry " + entry.getName() + " is damaged ("
                            + e.getMessage() + ")");
                }
                if (entry.getCrc() != -1 && crc.getValue() != entry.getCrc()) {
                    throw new RejectedDownloadException("the ZIP entry " + entry.getName()
                            + " does not match its CRC (damaged)");
                }
            }
        } catch (ZipException e) {
            throw new RejectedDownloadException("not a readable ZIP archive (" + e.getMessage() + "; cut short?)");
        }
    }

    /** One JSON value that parses to its end (Jackson finds UTF-8, UTF-16 or UTF-32 itself), read as tokens, not held. */
    private static void json(Path file) throws RejectedDownloadException {
        try (JsonParser parser = JsonMapper.shared().createParser(file)) {
            if (parser.nextToken() == null) {
                throw new RejectedDownloadException("no JSON value in the file");
            }
            // Reads the whole value: a syntax error or a value cut short throws.
            parser.skipChildren();
            if (parser.nextToken() != null) {
                throw new RejectedDownloadException("not valid JSON: more follows the value that ends at "
                        + parser.currentLocation().getLineNr() + ":" + parser.currentLocation().getColumnNr());
            }
        } catch (JacksonException e) {
            TokenStreamLocation at = e.getLocation();
            throw new RejectedDownloadException("not valid JSON: " + e.getOriginalMessage()
                    + (at == null ? "" : " at " + at.getLineNr() + ":" + at.getColumnNr()));
        }
    }

    private static void text(Path file, RemoteFile.Content kind) throws IOException, RejectedDownloadException {
        String start = start(file, 1);
        if (start.isEmpty()) {
            throw new RejectedDownloadException("the file holds only white space where " + name(kind) + " was expected");
        }
        if (start.startsWith("<")) {
            throw new RejectedDownloadException("the file starts with '<', markup where " + name(kind)
                    + " was expected (an error page?)");
        }
    }

    /** Congressional Record granules are {@code <html>} pages with the text in {@code <pre>}. */
    private static void html(Path file) throws IOException, RejectedDownloadException {
        try (Reader in = reader(file)) {
            char[] buffer = new char[16 * 1024];
            // Keep the last few characters of each read so a tag split between two reads is still found.
            StringBuilder window = new StringBuilder();
            for (int n; (n = in.read(buffer)) >= 0; ) {
                window.append(buffer, 0, n);
                String lower = window.toString().toLowerCase(Locale.ROOT);
                if (lower.contains("<html") || lower.contains("<pre")) {
                    return;
                }
                window.delete(0, Math.max(0, window.length() - 4));
            }
        }
        throw new RejectedDownloadException("no <html> or <pre> in the file: not an HTML page");
    }

    /** Up to {@code n} characters from the first one that is not white space, after any byte order mark. */
    private static String start(Path file, int n) throws IOException {
        try (Reader in = reader(file)) {
            StringBuilder out = new StringBuilder();
            for (int c; out.length() < n && (c = in.read()) >= 0; ) {
                if (out.isEmpty() && Character.isWhitespace(c)) {
                    continue;
                }
                out.append((char) c);
            }
            return out.toString();
        }
    }

    /** A reader in the charset a byte order mark names (the mark skipped), else UTF-8. */
    private static Reader reader(Path file) throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(file));
        in.mark(3);
        byte[] bom = in.readNBytes(3);
        in.reset();
        Charset charset = StandardCharsets.UTF_8;
        if (bom.length >= 2 && (bom[0] & 0xFF) == 0xFF && (bom[1] & 0xFF) == 0xFE) {
            charset = StandardCharsets.UTF_16LE;
            in.skipNBytes(2);
        } else if (bom.length >= 2 && (bom[0] & 0xFF) == 0xFE && (bom[1] & 0xFF) == 0xFF) {
            charset = StandardCharsets.UTF_16BE;
            in.skipNBytes(2);
        } else if (bom.length == 3 && (bom[0] & 0xFF) == 0xEF && (bom[1] & 0xFF) == 0xBB && (bom[2] & 0xFF) == 0xBF) {
            in.skipNBytes(3);
        }
        return new InputStreamReader(in, charset);
    }
}
