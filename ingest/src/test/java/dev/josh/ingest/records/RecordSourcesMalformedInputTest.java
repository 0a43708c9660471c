package dev.josh.ingest.records;

import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad files of the Congressional Record, vote and hearing formats beside good ones: a truncated
 * MODS, a granule without its text, a vote file that is not JSON, a repository file of another
 * kind. Each is logged with its reason; the good files load.
 */
class RecordSourcesMalformedInputTest {

    @TempDir
    Path tmp;

    @Test
    void badFilesAreLoggedAndTheGoodOnesLoad() throws Exception {
        Path corpus = tmp.resolve("corpus");
        Path fixtures = Path.of(Objects.requireNonNull(getClass().getResource("/congressional-record")).toURI()).getParent();
        // A good issue, with one granule whose HTML has no <pre>.
        Path good = copy(fixtures.resolve("congressional-record/CREC-2005-07-20"),
                corpus.resolve("congressional-record/CREC-2005-07-20"));
        Files.writeString(good.resolve("html/CREC-2005-07-20-pt1-PgS8546.htm"), "<html><body><p>No text.</p></body></html>");
        // An issue whose MODS is cut off: none of its granules can be placed.
        Path cut = copy(fixtures.resolve("congressional-record/CREC-2005-07-20"),
                corpus.resolve("congressional-record/CREC-2005-07-21"));
        String mods = Files.readString(cut.resolve("mods.xml"));
        Files.writeString(cut.resolve("mods.xml"), mods.substring(0, mods.indexOf("<relatedItem")));
        copy(fixtures.resolve("roll-call-votes"), corpus.resolve("roll-call-votes"));
        Files.createDirectories(corpus.resolve("roll-call-votes/119/votes/2026/s129"));
        Files.writeString(corpus.resolve("roll-call-votes/119/votes/2026/s129/data.json"), "{\"chamber\": \"s\", \"votes\": {");
        copy(fixtures.resolve("hearings"), corpus.resolve("hearings"));
        Files.writeString(corpus.resolve("hearings/house-committee-meeting-xml/other.xml"), "<committee-report id=\"1\"/>");
        Path db = tmp.resolve("josh.db");

        int exit = IngestApplication.run("ingest", "congressional-record", "roll-call-votes", "hearings",
                "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(exit).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM congressional_record")).containsExactly("crec:CREC-2005-07-20-pt1-PgS8545");
            assertThat(strings(c, "SELECT id FROM roll_call_votes")).containsExactly("vote:119:s:2:128");
            assertThat(strings(c, "SELECT id FROM hearings")).containsExactly("meeting:h:101718");
            assertThat(strings(c, "SELECT file || ' @' || coalesce(position, '-') || ' ' || coalesce(record_id, '-') || ': '"
                    + " || reason FROM ingestion_logs WHERE level = 'error' ORDER BY file, record_id")).containsExactly(
                    "congressional-record/CREC-2005-07-20/mods.xml @42:1 crec:CREC-2005-07-20-pt1-PgS8546: "
                            + "congressional-record/CREC-2005-07-20/html/CREC-2005-07-20-pt1-PgS8546.htm has no <pre> "
                            + "element, so no text",
                    "congressional-record/CREC-2005-07-20/mods.xml @- crec:CREC-2005-07-20-pt1-Pgnull-2: no page: the "
                            + "granule's header gives (and the issue's MODS does not list it) no page number, so it has "
                            + "no place in the issue and no citation",
                    "congressional-record/CREC-2005-07-21/mods.xml @18:1 -: not well-formed XML: Unexpected EOF; "
                            + "was expecting a close tag for element <mods>",
                    "hearings/house-committee-meeting-xml/other.xml @1:1 -: not a House committee repository file: "
                            + "the root element is <committee-report>, not <committee-meeting> or <witness-list>",
                    "roll-call-votes/119/votes/2026/s129/data.json @1:28 -: not valid JSON: Unexpected end-of-input: "
                            + "expected close marker for Object");
        }
    }

    private static Path copy(Path from, Path to) throws Exception {
        try (var walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }
}
