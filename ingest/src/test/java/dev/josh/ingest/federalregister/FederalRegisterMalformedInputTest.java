package dev.josh.ingest.federalregister;

import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Good issues beside a truncated one, an empty one, a Latin-1 one and a file that is no issue: the bad ones are logged. */
@Tag("slow")
class FederalRegisterMalformedInputTest {

    @TempDir
    Path tmp;

    @Test
    void badFilesAreLoggedWithReasonsAndTheGoodOnesLoad() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Path bulk = corpus.resolve("federal-register/fr-xml");
        Path uslm = corpus.resolve("federal-register/fr-uslm");
        Files.createDirectories(bulk);
        Files.createDirectories(uslm);
        String issue = fixture("FR-fixture.xml");
        Files.writeString(bulk.resolve("FR-2016-04-15.xml"), issue);
        // Cut off inside the first notice: the rule before it is written, the file is not marked read.
        Files.writeString(bulk.resolve("FR-2016-04-18.xml"), issue.substring(0, issue.indexOf("<SUBJECT>Meetings")));
        Files.writeString(bulk.resolve("FR-2016-04-19.xml"), "");
        Files.write(bulk.resolve("FR-2016-04-20.xml"), issue.replace("2016-08717", "2016-09999")
                .getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(bulk.resolve("FR-2016-04-21.xml"), "<?xml version=\"1.0\"?>\n<DLPSTEXTCLASS/>\n");
        Files.writeString(uslm.resolve("FR-2018-05-10-uslm.xml"), fixture("FR-uslm-fixture.xml"));
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "federal-register", "--corpus", corpus.toString(),
                "--db", db.toString())).isZero();

        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM federal_register ORDER BY id")).containsExactly(
                    "fr:2016-08717", "fr:2016-08801", "fr:2016-08970", "fr:2018-09924", "fr:2018-09943");
            List<String> logged = strings(c, "SELECT file || ' @' || coalesce(position, '-') || ' '"
                    + " || coalesce(record_id, '-') || ' ' || level || ': ' || reason FROM ingestion_logs ORDER BY file, id");
            assertThat(logged).hasSize(5);
            assertThat(logged.get(0)).isEqualTo("federal-register/fr-xml/FR-2016-04-15.xml @" + lineOf(issue,
                    "<NOTICE>", 2) + ":5 - error: the document has no FR document number (<FRDOC>), so it cannot get an ID"
                    + " or a citation");
            assertThat(logged.get(1)).matches("federal-register/fr-xml/FR-2016-04-18\\.xml @[0-9]+:[0-9]+ - error:"
                    + " not well-formed XML: .*EOF.*");
            assertThat(logged.get(2)).matches("federal-register/fr-xml/FR-2016-04-19\\.xml @1:1 - error:"
                    + " not well-formed XML: .*EOF.*");
            assertThat(logged.get(3)).matches("federal-register/fr-xml/FR-2016-04-20\\.xml @- - error: not UTF-8 text:"
                    + " the bytes at offset [0-9]+ are no UTF-8 \\(a UTF-16 or Latin-1 file\\?\\)");
            assertThat(logged.get(4)).isEqualTo("federal-register/fr-xml/FR-2016-04-21.xml @2:1 - error: not a Federal"
                    + " Register issue: the root element is <DLPSTEXTCLASS>; expected <FEDREG> (GPO bulk XML) or <frDoc> (USLM)");
            assertThat(strings(c, "SELECT path FROM source_files ORDER BY path")).containsExactly(
                    "federal-register/fr-uslm/FR-2018-05-10-uslm.xml", "federal-register/fr-xml/FR-2016-04-15.xml");
        }
    }

    private static String fixture(String name) throws IOException {
        try (var in = Objects.requireNonNull(
                FederalRegisterMalformedInputTest.class.getResourceAsStream("/federal-register/" + name))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The line of the {@code nth} occurrence of {@code text}. */
    private static int lineOf(String xml, String text, int nth) {
        int at = -1;
        for (int i = 0; i < nth; i++) {
            at = xml.indexOf(text, at + 1);
        }
        return (int) xml.substring(0, at).chars().filter(ch -> ch == '\n').count() + 1;
    }
}
