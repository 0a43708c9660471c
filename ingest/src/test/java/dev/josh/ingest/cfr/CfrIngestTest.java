package dev.josh.ingest.cfr;

import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code ecfr-and-cfr} job on corpora made of the fixtures: one copy per section, bad files logged. */
class CfrIngestTest {

    private static final String BULK = "ecfr/ECFR-title1.xml";
    private static final String API = "ecfr/ecfr-api-fixtures/title-1-part-51-2024-05-17.xml";
    private static final String ANNUAL = "cfr-uslm/CFR-2018-title27-vol3-uslm.xml";

    @TempDir
    Path tmp;

    @Test
    void theLatestEditionOfASectionIsKeptAndTheOtherCopyLogged() throws Exception {
        Path corpus = corpus(BULK, API, ANNUAL);
        Path db = tmp.resolve("josh.db");
        assertThat(ingest(corpus, db)).isZero();
        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT id || ' ' || edition || ' ' || edition_date FROM ecfr_and_cfr ORDER BY id"))
                    .containsExactly("cfr:1:10.1 ecfr-bulk 2022-12-29", "cfr:1:10.3 ecfr-bulk 2022-12-29",
                            "cfr:1:51.1 ecfr-api 2024-05-17", "cfr:1:51.3 ecfr-api 2024-05-17",
                            "cfr:27:447.2 cfr-annual 2017-04-01", "cfr:27:447.2a cfr-annual 2017-04-01",
                            "cfr:27:447.3 cfr-annual 2017-04-01");
            assertThat(strings(c, "SELECT body_markdown FROM ecfr_and_cfr WHERE id = 'cfr:1:51.1'"))
                    .containsExactly("# § 51.1 Policy.\n\n(a) The API text of 2024.");
            assertThat(strings(c, "SELECT file || ' ' || record_id || ' ' || level || ': ' || reason FROM ingestion_logs"
                    + " ORDER BY file, id")).containsExactly(
                    BULK + " 1 CFR 10.4-10.9 warning: placeholder for reserved sections 10.4-10.9: no single section"
                            + " number, so no ID of its own; not loaded",
                    BULK + " 1 CFR part 10 Appendix A warning: appendix 'Appendix A to Part 10 - Forms': an appendix has"
                            + " no section number, so no cfr: ID; not loaded",
                    BULK + " cfr:1:51.1 warning: also in " + API + " (ecfr-api, 2024-05-17), which is kept over this"
                            + " copy (ecfr-bulk, 2022-12-29): latest edition date first, then eCFR API, eCFR bulk, annual");
            // 7 sections loaded; the bulk copy of 51.1 wrote nothing (unchanged); 2 placeholders set aside: with the
            // note on 51.1, 3 warnings and no failure.
            assertThat(strings(c, "SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed"
                    + " || '/' || warnings FROM ingest_runs WHERE source = 'ecfr-and-cfr'")).containsExactly("3/7/0/1/0/3");
            assertThat(strings(c, "SELECT heading_path FROM ecfr_and_cfr_chunks WHERE document_id = 'cfr:1:10.1'"
                    + " ORDER BY ordinal LIMIT 1")).containsExactly("Title 1—General Provisions › CHAPTER I—ADMINISTRATIVE"
                    + " COMMITTEE OF THE FEDERAL REGISTER › PART 10—PRESIDENTIAL PAPERS › Subpart A—Regular Publication"
                    + " › § 10.1 Publication required.");
        }
    }

    @Test
    void whichCopyIsKeptDoesNotDependOnTheOrderFilesArrive() throws Exception {
        Path corpus = corpus(BULK);
        Path db = tmp.resolve("josh.db");
        assertThat(ingest(corpus, db)).isZero();
        assertThat(editionOf(db, "cfr:1:51.1")).isEqualTo("ecfr-bulk " + BULK);

        // The newer API copy arrives later: it replaces the bulk copy.
        copy("title-1-part-51-2024-05-17.xml", corpus.resolve(API));
        assertThat(ingest(corpus, db)).isZero();
        assertThat(editionOf(db, "cfr:1:51.1")).isEqualTo("ecfr-api " + API);

        // The bulk file changes afterwards and is read again: the API copy stays.
        Files.writeString(corpus.resolve(BULK), "\n<!-- touched -->\n", java.nio.file.StandardOpenOption.APPEND);
        assertThat(ingest(corpus, db)).isZero();
        assertThat(editionOf(db, "cfr:1:51.1")).isEqualTo("ecfr-api " + API);
        try (Connection c = read(db)) {
            assertThat(strings(c, "SELECT COUNT(*) FROM ecfr_and_cfr")).containsExactly("4");
        }
    }

    @Test
    void malformedFilesAreLoggedWithReasonsAndTheGoodOnesLoad() throws Exception {
        Path corpus = corpus(BULK);
        String bulk = Files.readString(corpus.resolve(BULK));
        Files.writeString(corpus.resolve("ecfr/ECFR-title2.xml"), bulk.substring(0, bulk.indexOf("<DIV8 N=\"§ 10.3\"")));
        Files.writeString(corpus.resolve("ecfr/ECFR-title3.xml"), "");
        Files.write(corpus.resolve("ecfr/ECFR-title4.xml"), bulk.getBytes(StandardCharsets.UTF_16LE));
        Files.createDirectories(corpus.resolve("cfr-uslm"));
        Files.writeString(corpus.resolve(ANNUAL), "<?xml version=\"1.0\"?>\n<FEDREG><VOL>81</VOL></FEDREG>\n");
        Path db = tmp.resolve("josh.db");

        assertThat(ingest(corpus, db)).isZero();
        try (Connection c = read(db)) {
            List<String> logged = strings(c, "SELECT file || ' @' || coalesce(position, '-') || ' ' || level || ': '"
                    + " || reason FROM ingestion_logs WHERE record_id IS NULL ORDER BY file");
            assertThat(logged).hasSize(4);
            assertThat(logged.get(0)).isEqualTo(ANNUAL + " @2:1 error: not a CFR file: the root element is <FEDREG>;"
                    + " expected <DLPSTEXTCLASS> (eCFR bulk), <ECFR> or <DIV5> (eCFR API) or <cfrDoc> (annual edition, USLM)");
            assertThat(logged.get(1)).matches("ecfr/ECFR-title2\\.xml @[0-9]+:[0-9]+ error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(2)).matches("ecfr/ECFR-title3\\.xml @1:1 error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(3)).matches("ecfr/ECFR-title4\\.xml @- error: not UTF-8 text: the bytes at offset [0-9]+"
                    + " are no UTF-8 \\(a UTF-16 or Latin-1 file\\?\\)");
            // The good title loads whole; the truncated copy of it wrote its first section before it broke off.
            assertThat(strings(c, "SELECT id || ' ' || source_file FROM ecfr_and_cfr ORDER BY id"))
                    .containsExactly("cfr:1:10.1 " + BULK, "cfr:1:10.3 " + BULK, "cfr:1:51.1 " + BULK);
            assertThat(strings(c, "SELECT path FROM source_files ORDER BY path")).containsExactly(BULK);
        }
    }

    /** A corpus of the fixtures, under the names and folders the job reads. */
    private Path corpus(String... files) throws IOException {
        Path corpus = tmp.resolve("corpus");
        for (String file : files) {
            String fixture = switch (file) {
                case BULK -> "ECFR-title1-fixture.xml";
                case API -> "title-1-part-51-2024-05-17.xml";
                default -> "CFR-2018-title27-vol3-fixture.xml";
            };
            copy(fixture, corpus.resolve(file));
        }
        return corpus;
    }

    private static void copy(String fixture, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        try (var in = Objects.requireNonNull(CfrIngestTest.class.getResourceAsStream("/ecfr-and-cfr/" + fixture))) {
            Files.copy(in, to);
        }
    }

    private static int ingest(Path corpus, Path db) {
        return IngestApplication.run("ingest", "ecfr-and-cfr", "--corpus", corpus.toString(), "--db", db.toString());
    }

    private static String editionOf(Path db, String id) throws SQLException {
        try (Connection c = read(db)) {
            return strings(c, "SELECT edition || ' ' || source_file FROM ecfr_and_cfr WHERE id = '" + id + "'").getFirst();
        }
    }
}
