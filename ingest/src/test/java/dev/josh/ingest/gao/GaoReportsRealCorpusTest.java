package dev.josh.ingest.gao;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static dev.josh.ingest.document.Db.badChunks;
import static dev.josh.ingest.document.Db.chunksNotQueued;
import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.matching;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static dev.josh.ingest.document.Db.uncited;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import java.nio.file.Files;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The GAO PDFs of the shared corpus, ingested through the command line into a fresh database. */
class GaoReportsRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("gao-reports");

    @Test
    void fivePdfsLoadAndTheHtmlPageNamedPdfIsLogged() throws Exception {
        long pdfs = IngestedCorpus.count("gao-reports", ".pdf");
        // 6 files named .pdf; gao-08-1075t.pdf is an HTML page saved under that name.
        assertThat(pdfs).isEqualTo(6);
        try (Connection c = read(ingested.db())) {
            assertThat(strings(c, "SELECT id FROM gao_reports ORDER BY id")).containsExactly("gao:GAO-06-1046",
                    "gao:GAO-06-282", "gao:GAO-07-106", "gao:GAO-07-283", "gao:GAO-08-587T");
            assertThat(strings(c, "SELECT file || ': ' || reason FROM ingestion_logs")).containsExactly(
                    "gao-reports/gao-08-1075t.pdf: not a PDF: no %PDF- header; the file starts with \"<!DOCTYPE html> "
                            + "<html lang=\"en\" dir=\"ltr…\"");
            assertThat(uncited(c, "gao_reports")).isZero();
            for (String id : strings(c, "SELECT id FROM gao_reports")) {
                assertThat(PublicId.parse(id).type()).isEqualTo(IdType.GAO_REPORT);
            }
            // The catalog writes the cover's "February 2006" as 2006-02-01: cited as the month it is.
            assertThat(strings(c, "SELECT citation_string || ' | ' || source_url || ' | ' || published_at || ' | '"
                    + " || date_source FROM gao_reports WHERE id = 'gao:GAO-06-282'")).containsExactly(
                    "GAO-06-282, Breastfeeding: Some Strategies Used to Market Infant Formula May Discourage "
                            + "Breastfeeding (February 2006) | https://www.gao.gov/products/gao-06-282 | 2006-02-01 | metadata");
            // GAO-08-587T is not in the catalog: title and date from its cover.
            assertThat(strings(c, "SELECT date_source FROM gao_reports WHERE id = 'gao:GAO-08-587T'"))
                    .containsExactly("pdf");
            assertThat(badChunks(c, "gao_reports")).isZero();
            assertThat(chunksNotQueued(c, "gao_reports")).isZero();
            assertThat(matching(c, "gao_reports", "breastfeeding")).contains("gao:GAO-06-282");
            assertThat(count(c, "SELECT COUNT(*) FROM gao_reports WHERE body_markdown LIKE '%' || char(10) || '## %'"))
                    .isEqualTo(5);
        }
    }

    @Test
    void everyCatalogNumberFitsTheIdGrammar() throws Exception {
        GaoCatalog catalog = GaoCatalog.read(CORPUS);
        String json = Files.readString(CORPUS.resolve(GaoCatalog.FILE));
        java.util.regex.Matcher ids = java.util.regex.Pattern.compile("\"report_id\": \"(gao-[^\"]+)\"").matcher(json);
        int entries = 0;
        while (ids.find()) {
            String number = ids.group(1).toUpperCase(java.util.Locale.ROOT);
            assertThat(catalog.find(number)).as(number).isPresent();
            assertThat(PublicId.of(IdType.GAO_REPORT, number).value()).isEqualTo("gao:" + number);
            entries++;
        }
        assertThat(entries).isEqualTo(31);
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        assertThat(ingested.ingest()).isZero();
        // the HTML file is read (and logged) again: only files read to their end are remembered
        assertThat(ingested.lastRun()).isEqualTo("0:0:5:1");
    }
}
