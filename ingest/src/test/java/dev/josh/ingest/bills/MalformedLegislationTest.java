package dev.josh.ingest.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad files of both sources next to good ones: a truncated, an empty, a UTF-16 file without a BOM,
 * a BILLSTATUS file of no valid measure, a text file whose name contradicts its content, an empty
 * XHTML page and a truncated law. Each is logged with its reason; the good files load.
 */
class MalformedLegislationTest {

    @TempDir
    Path tmp;

    @Test
    void badFilesAreLoggedWithReasonsAndTheGoodOnesLoad() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Fixtures.copyTo(corpus);
        String status = Files.readString(corpus.resolve("billstatus/BILLSTATUS-117hr9999.xml"));
        Files.writeString(corpus.resolve("billstatus/BILLSTATUS-117hr1.xml"), status.substring(0, status.indexOf("<cosponsors>")));
        Files.writeString(corpus.resolve("billstatus/BILLSTATUS-117hr2.xml"), "");
        // UTF-16 without a byte order mark, and a declaration that says UTF-8.
        Files.write(corpus.resolve("billstatus/BILLSTATUS-117hr3.xml"), status.getBytes(StandardCharsets.UTF_16LE));
        Files.writeString(corpus.resolve("billstatus/BILLSTATUS-117hr4.xml"),
                status.replace("<type>HR</type>", "<type>XX</type>"));
        Files.move(corpus.resolve("bills-uslm/BILLS-117hr9999ih.xml"), corpus.resolve("bills-uslm/BILLS-117hr9998ih.xml"));
        Files.writeString(corpus.resolve("bills-xhtml/BILLS-119s56is.html"), "");
        Path laws = Path.of(Objects.requireNonNull(getClass().getResource("/public-laws/plaw-uslm/117publ999-uslm.xml")).toURI());
        String law = Files.readString(laws);
        Files.createDirectories(corpus.resolve("plaw-uslm"));
        Files.writeString(corpus.resolve("plaw-uslm/117publ999-uslm.xml"), law);
        Files.writeString(corpus.resolve("plaw-uslm/117publ1000-uslm.xml"), law.substring(0, law.indexOf("<section>")));
        Path db = tmp.resolve("josh.db");

        int exit = IngestApplication.run("ingest", "bills", "public-laws", "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(exit).isZero();
        try (Db d = new Db(db)) {
            assertThat(d.strings("SELECT id FROM bills ORDER BY id"))
                    .containsExactly("hr:117:9999", "hres:118:77", "s:116:9998", "s:119:55");
            assertThat(d.strings("SELECT id FROM public_laws")).containsExactly("pl:117:999");
            // The IH text was not loaded: its file name says H.R. 9998.
            assertThat(d.string("SELECT latest_text_version IS NULL FROM bills WHERE id = 'hr:117:9999'")).isEqualTo("1");
            var logged = d.strings("SELECT source || ' ' || file || ' @' || coalesce(position, '-') || ' ' || level || ': ' || reason "
                    + "FROM ingestion_logs ORDER BY source, file");
            assertThat(logged).hasSize(7);
            assertThat(logged.get(0)).isEqualTo("bills bills-uslm/BILLS-117hr9998ih.xml @1:1 error: the document and its file "
                    + "name disagree on the number (document: 9999, file name: 9998); not loaded");
            assertThat(logged.get(1)).isEqualTo("bills bills-xhtml/BILLS-119s56is.html @1:1 error: empty file: it holds no bill text");
            assertThat(logged.get(2)).matches("bills billstatus/BILLSTATUS-117hr1\\.xml @[0-9]+:[0-9]+ error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(3)).matches("bills billstatus/BILLSTATUS-117hr2\\.xml @1:1 error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(4)).matches("bills billstatus/BILLSTATUS-117hr3\\.xml @[0-9]+:[0-9]+ error: not well-formed XML: .*");
            assertThat(logged.get(5)).matches("bills billstatus/BILLSTATUS-117hr4\\.xml @[0-9]+:[0-9]+ error: the BILLSTATUS file names "
                    + "no measure that fits the ID grammar: type 'XX', congress 117, number 9999");
            assertThat(logged.get(6)).matches("public-laws plaw-uslm/117publ1000-uslm\\.xml @[0-9]+:[0-9]+ error: not well-formed XML: .*EOF.*");
            // Only files read to their end are remembered, so the broken ones are read again next time.
            assertThat(d.strings("SELECT path FROM source_files WHERE path LIKE '%117hr%' OR path LIKE '%publ%' ORDER BY path"))
                    .containsExactly("bills-uslm/BILLS-117hr9998ih.xml", "billstatus/BILLSTATUS-117hr4.xml",
                            "billstatus/BILLSTATUS-117hr9999.xml", "plaw-uslm/117publ999-uslm.xml");
        }
    }
}
