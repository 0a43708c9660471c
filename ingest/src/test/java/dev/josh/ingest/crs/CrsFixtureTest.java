package dev.josh.ingest.crs;

import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.document.FixturePdf;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One In Focus PDF and a listing in the archive's CSV shape (BOM, preamble, header, blank rows, quoted cells). */
class CrsFixtureTest {

    private static final String LISTING = "\uFEFFDownloaded on,03/04/2026,18:51:23 EDT,,,\n"
            + "Search URL,https://www.congress.gov/quick-search/crs-products,,,,\n"
            + "Product Number,Title,URL,Publication Date,Author(s),Topic(s)\n"
            + "IF99001,\"Widget Policy: Background and Issues for Congress\",https://www.congress.gov/crs-product/IF99001,"
            + "03/03/2026,\"Doe, Jane; Roe, Richard\"\"\",Science & Technology; Trade\n"
            + ",,,,,\n";

    @TempDir
    Path tmp;

    @Test
    void aListedProductGetsItsListingsTitleDateAuthorsAndCitation() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Files.createDirectories(corpus.resolve("crs-reports/pdf/in-focus"));
        Files.createDirectories(corpus.resolve("crs-reports/metadata-csv"));
        FixturePdf.twoPageReport().save(corpus.resolve("crs-reports/pdf/in-focus/IF99001.2.pdf"));
        Files.writeString(corpus.resolve("crs-reports/metadata-csv/2026-03-04.csv"), LISTING, StandardCharsets.UTF_8);
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "crs-reports", "--corpus", corpus.toString(), "--db", db.toString()))
                .isZero();

        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT id || ' | ' || product_number || ' | ' || version || ' | ' || product_type"
                    + " || ' | ' || title || ' | ' || authors || ' | ' || topics || ' | ' || published_at || ' | '"
                    + " || date_source || ' | ' || metadata_file || ' | ' || source_file || ' | ' || page_count"
                    + " FROM crs_reports")).containsExactly("crs:IF99001 | IF99001 | 2 | In Focus | "
                    + "Widget Policy: Background and Issues for Congress | [\"Doe, Jane\",\"Roe, Richard\"] | "
                    + "[\"Science & Technology\",\"Trade\"] | 2026-03-03 | metadata | crs-reports/metadata-csv/2026-03-04.csv"
                    + " | crs-reports/pdf/in-focus/IF99001.2.pdf | 2");
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || source_org FROM crs_reports"))
                    .containsExactly("CRS Report IF99001, Widget Policy: Background and Issues for Congress (March 3, 2026)"
                            + " | https://www.congress.gov/crs-product/IF99001 | Congressional Research Service");
            assertThat(PublicId.parse("crs:IF99001").value()).isEqualTo("crs:IF99001");
            assertThat(strings(c, "SELECT body_markdown FROM crs_reports").get(0))
                    .startsWith("# Widget Policy: Background and Issues for Congress\n\nUpdated March 3, 2026\n\n")
                    .contains("\n\n## Background\n\nThe Widget Act of 2020");
            assertThat(strings(c, "SELECT ordinal || ' ' || anchor || ' ' || heading_path FROM crs_reports_chunks"
                    + " ORDER BY ordinal")).containsExactly(
                    "0 top Widget Policy: Background and Issues for Congress");
        }
    }

    @Test
    void fileNamesGiveNumberAndVersion() {
        assertThat(CrsFiles.parse("IF11043.3.pdf")).contains(new CrsFiles.ProductName("IF11043", 3));
        assertThat(CrsFiles.parse("IN10979v25-year-round-sale-of-e15.pdf")).contains(new CrsFiles.ProductName("IN10979", 25));
        assertThat(CrsFiles.parse("IN12669.pdf")).contains(new CrsFiles.ProductName("IN12669", null));
        assertThat(CrsFiles.parse("98-317.22.pdf")).contains(new CrsFiles.ProductName("98-317", 22));
        assertThat(CrsFiles.parse("notes.pdf")).isEmpty();
    }
}
