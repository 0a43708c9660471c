package dev.josh.ingest.sync.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.sync.RemoteFile.Content;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@link ContentCheck} on real files of the shared corpus (read in place), copies cut short, and HTML pages. */
class ContentCheckTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    /** An HTML page GAO served under a {@code .pdf} name: what an upstream answers instead of a file. */
    private static final Path HTML_PAGE = CORPUS.resolve("gao-reports/gao-08-1075t.pdf");

    @TempDir
    Path tmp;

    /** A good sample of each kind; the ZIP is built from the U.S. Code title, as the OLRC serves it. */
    private Path sample(Content kind) throws IOException {
        return switch (kind) {
            case XML -> CORPUS.resolve("uscode/usc01.xml");
            case PDF -> CORPUS.resolve("gao-reports/gao-06-282.pdf");
            case HTML -> CORPUS.resolve("congressional-record/CREC-2005-07-20/html/CREC-2005-07-20-pt1-PgH6181-2.htm");
            case YAML -> CORPUS.resolve("congress-legislators/executive.yaml");
            case CSV -> CORPUS.resolve("congress-legislators/legislators-historical.csv");
            case JSON -> CORPUS.resolve("roll-call-votes/119/votes/2026/h47/data.json");
            case ZIP -> zip(tmp.resolve("xml_usc01.zip"), "usc01.xml", Files.readAllBytes(CORPUS.resolve("uscode/usc01.xml")),
                    ZipEntry.DEFLATED);
        };
    }

    private static String contentType(Content kind) {
        return switch (kind) {
            case XML -> "application/xml";
            case PDF -> "application/pdf";
            case HTML -> "text/html; charset=UTF-8";
            case YAML -> "text/plain; charset=utf-8";
            case CSV -> "text/csv";
            case JSON -> "application/json";
            case ZIP -> "application/zip";
        };
    }

    @ParameterizedTest
    @EnumSource(Content.class)
    void acceptsAGoodSample(Content kind) throws IOException {
        Path file = sample(kind);

        assertThatCode(() -> ContentCheck.verify(file, kind, contentType(kind), Files.size(file)))
                .doesNotThrowAnyException();
        assertThatCode(() -> ContentCheck.verify(file, kind, null, null)).doesNotThrowAnyException();
    }

    @Test
    void acceptsUtf16XmlWithAByteOrderMark() throws IOException {
        // Senate LDA filings are UTF-16 LE with a byte order mark.
        Path lda = CORPUS.resolve("lobbying-lda/2007_4_10_2.xml");
        assertThat(Files.readAllBytes(lda)).startsWith((byte) 0xFF, (byte) 0xFE);

        assertThatCode(() -> ContentCheck.verify(lda, Content.XML, "text/xml", Files.size(lda)))
                .doesNotThrowAnyException();
    }

    @ParameterizedTest
    @EnumSource(Content.class)
    void rejectsACopyCutShortAgainstTheListedSize(Content kind) throws IOException {
        Path file = sample(kind);
        Path half = cutInHalf(file);

        assertThatThrownBy(() -> ContentCheck.verify(half, kind, contentType(kind), Files.size(file)))
                .isInstanceOf(RejectedDownloadException.class)
                .hasMessage("the file has " + Files.size(half) + " bytes where the listing says " + Files.size(file)
                        + " (cut short or changed since it was listed)");
    }

    @ParameterizedTest
    @EnumSource(value = Content.class, names = {"XML", "PDF", "ZIP", "JSON"})
    void rejectsACopyCutShortWhenTheListingGivesNoSize(Content kind) throws IOException {
        Path half = cutInHalf(sample(kind));

        String reason = switch (kind) {
            case XML -> "not well-formed XML: ";
            case PDF -> "the PDF has no %%EOF marker in its last 2048 bytes (cut short)";
            case ZIP -> "not a readable ZIP archive (";
            case JSON -> "not valid JSON: Unexpected end-of-input";
            default -> throw new IllegalArgumentException(kind.name());
        };

        assertThatThrownBy(() -> ContentCheck.verify(half, kind, contentType(kind), null))
                .isInstanceOf(RejectedDownloadException.class)
                .hasMessageStartingWith(reason);
    }

    @Test
    void rejectsUtf16XmlCutShort() throws IOException {
        Path half = cutInHalf(CORPUS.resolve("lobbying-lda/2007_4_10_2.xml"));

        assertThatThrownBy(() -> ContentCheck.verify(half, Content.XML, "text/xml", null))
                .hasMessageStartingWith("not well-formed XML: ");
    }

    @ParameterizedTest
    @EnumSource(value = Content.class, names = "HTML", mode = EnumSource.Mode.EXCLUDE)
    void rejectsAnHtmlPageServedInsteadOfTheFile(Content kind) {
        String expected = kind == Content.PDF ? "a PDF" : kind.name();

        assertThatThrownBy(() -> ContentCheck.verify(HTML_PAGE, kind, contentType(kind), null))
                .isInstanceOf(RejectedDownloadException.class)
                .hasMessage("an HTML page where " + expected + " was expected");
        assertThatThrownBy(() -> ContentCheck.verify(sample(kind), kind, "text/html; charset=utf-8", null))
                .hasMessage("an HTML page where " + expected + " was expected (Content-Type text/html; charset=utf-8)");
    }

    @Test
    void rejectsWellFormedXhtmlWhereXmlWasExpected() throws IOException {
        Path page = Files.writeString(tmp.resolve("error.xml"),
                "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>Service unavailable</body></html>");

        assertThatThrownBy(() -> ContentCheck.verify(page, Content.XML, "application/xml", null))
                .hasMessage("an HTML page where XML was expected (root element <html>)");
    }

    @Test
    void rejectsAnHtmlKindThatIsNoPage() {
        assertThatThrownBy(() -> ContentCheck.verify(sample(Content.JSON), Content.HTML, "text/html", null))
                .hasMessage("no <html> or <pre> in the file: not an HTML page");
    }

    @Test
    void rejectsAnEmptyFileOfAnyKind() throws IOException {
        Path empty = Files.createFile(tmp.resolve("empty"));
        for (Content kind : Content.values()) {
            assertThatThrownBy(() -> ContentCheck.verify(empty, kind, null, null)).hasMessage("the file is empty (0 bytes)");
        }
    }

    @Test
    void rejectsYamlAndCsvThatAreMarkupOrBlank() throws IOException {
        Path markup = Files.write(tmp.resolve("error.yaml"),
                ("\uFEFF  \n<error>rate limited</error>").getBytes(StandardCharsets.UTF_8));
        Path blank = Files.writeString(tmp.resolve("blank.csv"), " \n\t\n");

        assertThatThrownBy(() -> ContentCheck.verify(markup, Content.YAML, "text/yaml", null))
                .hasMessage("the file starts with '<', markup where YAML was expected (an error page?)");
        assertThatThrownBy(() -> ContentCheck.verify(blank, Content.CSV, "text/csv", null))
                .hasMessage("the file holds only white space where CSV was expected");
    }

    @Test
    void rejectsAZipEntryWhoseBytesDoNotMatchItsCrc() throws IOException {
        byte[] xml = "<doc>the stored member</doc>".getBytes(StandardCharsets.UTF_8);
        Path zip = zip(tmp.resolve("damaged.zip"), "doc.xml", xml, ZipEntry.STORED);
        byte[] bytes = Files.readAllBytes(zip);
        // Stored, so the member's bytes appear as they are: change one letter of them.
        int at = indexOf(bytes, "stored".getBytes(StandardCharsets.UTF_8));
        bytes[at] = 'S';
        Files.write(zip, bytes);

        assertThatThrownBy(() -> ContentCheck.verify(zip, Content.ZIP, "application/zip", null))
                .hasMessage("the ZIP entry doc.xml does not match its CRC (damaged)");
    }

    @Test
    void rejectsJsonFollowedByMore() throws IOException {
        Path two = Files.writeString(tmp.resolve("two.json"), "{\"a\": 1}\n{\"b\": 2}\n");

        assertThatThrownBy(() -> ContentCheck.verify(two, Content.JSON, "application/json", null))
                .hasMessageStartingWith("not valid JSON: more follows the value");
    }

    private Path cutInHalf(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        // An even length keeps UTF-16 text whole characters, so the XML parser sees a cut, not bad bytes.
        return Files.write(tmp.resolve("half-" + file.getFileName()), Arrays.copyOf(bytes, bytes.length / 4 * 2));
    }

    private static Path zip(Path zip, String name, byte[] content, int method) throws IOException {
        try (OutputStream file = Files.newOutputStream(zip); ZipOutputStream out = new ZipOutputStream(file)) {
            ZipEntry entry = new ZipEntry(name);
            entry.setMethod(method);
            if (method == ZipEntry.STORED) {
                CRC32 crc = new CRC32();
                crc.update(content);
                entry.setSize(content.length);
                entry.setCrc(crc.getValue());
            }
            out.putNextEntry(entry);
            out.write(content);
            out.closeEntry();
        }
        return zip;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new IllegalArgumentException("not found");
    }
}
