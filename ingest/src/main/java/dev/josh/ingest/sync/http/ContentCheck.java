package dev.josh.ingest.sync.http;

import dev.josh.ingest.core.XmlStreams;
import dev.josh.ingest.sync.RemoteFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;

/**
 * Whether a complete download is the kind of file it should be, before it may replace anything in
 * the corpus: upstreams answer errors with 200 and an HTML page, cut connections short, and serve
 * the wrong file under the right name.
 */
public final class ContentCheck {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A PDF's end-of-file marker sits in its last bytes; some writers pad after it. */
    private static final int PDF_TAIL = 2048;

    private ContentCheck() {
    }

    /**
     * @param contentType  the response's {@code Content-Type}, or null
     * @param expectedSize the size the listing gave, or null
     * @throws RejectedDownloadException saying why the file is not what was expected
     */
    public static void verify(Path file, RemoteFile.Content expected, String contentType, Long expectedSize)
            throws RejectedDownloadException, IOException {
        long size = Files.size(file);
        if (size == 0) {
            throw new RejectedDownloadException("the body is empty");
        }
        if (expectedSize != null && size != expectedSize) {
            throw new RejectedDownloadException(size + " bytes where the listing gives " + expectedSize);
        }
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        if (expected != RemoteFile.Content.HTML && type.startsWith("text/html")) {
            throw new RejectedDownloadException("an HTML page (Content-Type " + contentType + ") where "
                    + expected.name() + " was expected: the upstream answered with an error page");
        }
        switch (expected) {
            case XML -> xml(file);
            case PDF -> pdf(file, size);
            case ZIP -> zip(file);
            case JSON -> json(file);
            case YAML, CSV -> text(file, expected);
            case HTML -> html(file);
        }
    }

    private static void xml(Path file) throws RejectedDownloadException, IOException {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader xml = XmlStreams.factory().createXMLStreamReader(in);
            try {
                while (xml.hasNext()) {
                    if (xml.next() == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equalsIgnoreCase("html")
                            && xml.getNamespaceContext() != null && isRoot(xml)) {
                        throw new RejectedDownloadException("an HTML page (root element <html>) where XML was expected");
                    }
                }
            } finally {
                xml.close();
            }
        } catch (XMLStreamException e) {
            throw new RejectedDownloadException(XmlStreams.malformed(e).getMessage(), e);
        }
    }

    private static boolean isRoot(XMLStreamReader xml) {
        // Depth is not exposed by StAX; a root element is the first start element, at line 1 or after the prolog.
        return xml.getLocation().getCharacterOffset() < 4096;
    }

    private static void pdf(Path file, long size) throws RejectedDownloadException, IOException {
        byte[] head = new byte[5];
        byte[] tail = new byte[(int) Math.min(PDF_TAIL, size)];
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            raf.readFully(head, 0, (int) Math.min(5, size));
            raf.seek(size - tail.length);
            raf.readFully(tail);
        }
        if (!new String(head, StandardCharsets.ISO_8859_1).equals("%PDF-")) {
            throw new RejectedDownloadException("not a PDF: it does not start with %PDF-");
        }
        if (!new String(tail, StandardCharsets.ISO_8859_1).contains("%%EOF")) {
            throw new RejectedDownloadException("a PDF without its end-of-file marker: the download is cut short");
        }
    }

    private static void zip(Path file) throws RejectedDownloadException, IOException {
        try (ZipFile zip = new ZipFile(file.toFile())) {
            byte[] buffer = new byte[1 << 16];
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                try (InputStream in = zip.getInputStream(entry)) {
                    while (in.read(buffer) >= 0) {
                        // reading to the end checks the entry's CRC
                    }
                }
            }
        } catch (ZipException e) {
            throw new RejectedDownloadException("not a readable ZIP archive: " + e.getMessage(), e);
        }
    }

    private static void json(Path file) throws RejectedDownloadException {
        try {
            JSON.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new RejectedDownloadException("not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static void text(Path file, RemoteFile.Content expected) throws RejectedDownloadException, IOException {
        String start = start(file);
        if (start.startsWith("<")) {
            throw new RejectedDownloadException("markup where " + expected.name() + " was expected: the upstream answered with a page");
        }
    }

    private static void html(Path file) throws RejectedDownloadException, IOException {
        String text = start(file).toLowerCase(Locale.ROOT);
        if (!text.contains("<html") && !text.contains("<pre")) {
            throw new RejectedDownloadException("not an HTML page: no <html> or <pre> in its first bytes");
        }
    }

    /** The first 4 KiB as text, without a byte order mark or leading white space. */
    private static String start(Path file) throws IOException {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(4096);
        }
        String text = new String(head, StandardCharsets.UTF_8);
        return text.replaceFirst("^\uFEFF", "").stripLeading();
    }
}
