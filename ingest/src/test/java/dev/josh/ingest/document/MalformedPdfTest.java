package dev.josh.ingest.document;

import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GAO folder with one good PDF and four bad ones (a text file named .pdf, an empty file, a
 * password-encrypted PDF, a PDF of images only): each bad file is logged with its reason, the
 * good one loads.
 */
class MalformedPdfTest {

    @TempDir
    Path tmp;

    @Test
    void badPdfsAreLoggedWithReasonsAndTheGoodOneLoads() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("corpus/gao-reports"));
        FixturePdf.twoPageReport().save(folder.resolve("gao-26-100001.pdf"));
        Files.writeString(folder.resolve("gao-26-100002.pdf"), "This is a plain text file, not a PDF.\n");
        Files.write(folder.resolve("gao-26-100003.pdf"), new byte[0]);
        FixturePdf.twoPageReport().saveEncrypted(folder.resolve("gao-26-100004.pdf"), "secret");
        FixturePdf.saveImageOnly(folder.resolve("gao-26-100005.pdf"));
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "gao-reports", "--corpus", tmp.resolve("corpus").toString(),
                "--db", db.toString())).isZero();

        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT id || ' ' || citation_string FROM gao_reports")).containsExactly(
                    "gao:GAO-26-100001 GAO-26-100001, Widget Policy: Background and Issues for Congress (March 3, 2026)");
            assertThat(strings(c, "SELECT file || ' ' || level || ': ' || reason FROM ingestion_logs ORDER BY file"))
                    .containsExactly(
                            "gao-reports/gao-26-100002.pdf error: not a PDF: no %PDF- header; the file starts with "
                                    + "\"This is a plain text file, not a PDF.\"",
                            "gao-reports/gao-26-100003.pdf error: the file is empty (0 bytes), not a PDF",
                            "gao-reports/gao-26-100004.pdf error: the PDF is encrypted with a password; its text "
                                    + "cannot be read",
                            "gao-reports/gao-26-100005.pdf error: the PDF has no extractable text (1 pages of images "
                                    + "or an empty document; a scan needs OCR, which ingest does not do)");
            assertThat(strings(c, "SELECT source || ':' || added || ':' || failed FROM ingest_runs"))
                    .containsExactly("gao-reports:1:4");
        }
    }
}
