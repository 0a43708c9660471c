package dev.josh.ingest;

import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A corpus with a good title, a truncated one, an empty one and a broken YAML file: the bad files are logged, the job goes on. */
@Tag("slow")
class MalformedInputTest {

    /** A title with a section that has no heading, a placeholder for repealed sections, and a good section. */
    private static final String TITLE_20 = """
            <?xml version="1.0" encoding="UTF-8"?>
            <uscDoc identifier="/us/usc/t20" xmlns="http://xml.house.gov/schemas/uslm/1.0" xmlns:dcterms="http://purl.org/dc/terms/">
            <meta><docNumber>20</docNumber><docPublicationName>Online@117-80</docPublicationName></meta>
            <main><title identifier="/us/usc/t20"><num value="20">Title 20—</num><heading>EDUCATION</heading><chapter><num value="1">CHAPTER 1—</num><heading>OFFICE OF EDUCATION</heading>
            <section identifier="/us/usc/t20/s1"><num value="1">§ 1.</num><content>Text without a heading.</content></section>
            <section status="repealed" identifier="/us/usc/t20/s2...4"><num value="2 to 4">[§§ 2 to 4.</num><heading> Repealed.]</heading></section>
            <section identifier="/us/usc/t20/s5"><num value="5">§ 5.</num><heading> Good section</heading><content>Fine.</content></section>
            </chapter></title></main>
            </uscDoc>
            """;

    @TempDir
    Path tmp;

    @Test
    void badFilesAreLoggedWithReasonsAndTheGoodOnesLoad() throws Exception {
        String fixture = UsCodeFixture.text();
        Path corpus = UsCodeFixture.corpus(tmp);
        Files.createDirectories(corpus.resolve("congress-legislators"));
        // Title 18 is the same text renumbered and cut off inside its second section.
        String title18 = fixture.replace("/us/usc/t17", "/us/usc/t18").replace("<docNumber>17<", "<docNumber>18<");
        Files.writeString(corpus.resolve("uscode/usc18.xml"),
                title18.substring(0, title18.indexOf("<subsection identifier=\"/us/usc/t18/s102/b\"")));
        Files.writeString(corpus.resolve("uscode/usc19.xml"), "");
        Files.writeString(corpus.resolve("uscode/usc20.xml"), TITLE_20);
        Files.writeString(corpus.resolve("congress-legislators/legislators-current.yaml"),
                "- id:\n    bioguide: M000133\n  name: [Edward, Markey\n");
        Path db = tmp.resolve("josh.db");

        int exit = IngestApplication.run("ingest", "us-code", "legislators", "--corpus", corpus.toString(),
                "--db", db.toString());

        assertThat(exit).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT id FROM us_code ORDER BY id"))
                    .containsExactly("usc:17:101", "usc:17:102", "usc:18:101", "usc:20:5");
            List<String> logged = strings(c, "SELECT file || ' @' || position || ' ' || coalesce(record_id, '-') || ' '"
                    + " || level || ': ' || reason FROM ingestion_logs ORDER BY file, id");
            assertThat(logged).hasSize(5);
            assertThat(logged.get(0)).matches("congress-legislators/legislators-current\\.yaml @[0-9]+:[0-9]+ - "
                    + "error: not valid YAML: .*");
            assertThat(logged.get(1)).matches("uscode/usc18\\.xml @[0-9]+:[0-9]+ - error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(2)).matches("uscode/usc19\\.xml @1:1 - error: not well-formed XML: .*EOF.*");
            assertThat(logged.get(3)).isEqualTo("uscode/usc20.xml @5:1 usc:20:1 error: "
                    + "the section has no heading (<heading>); a citation needs one");
            assertThat(logged.get(4)).isEqualTo("uscode/usc20.xml @6:1 /us/usc/t20/s2...4 warning: "
                    + "placeholder for sections 2 to 4 (repealed): no single section number, so no ID of its own; not loaded");
            // Only files read to their end are remembered, so the broken ones are read again next time.
            assertThat(strings(c, "SELECT path FROM source_files ORDER BY path"))
                    .containsExactly("uscode/usc17.xml", "uscode/usc20.xml");
            // The placeholder is a warning, not a failure: 3 us-code errors, 1 warning.
            assertThat(strings(c, "SELECT source || ':' || added || ':' || failed || ':' || warnings || ':' || status"
                    + " FROM ingest_runs ORDER BY source"))
                    .containsExactly("legislators:0:1:0:completed", "us-code:4:3:1:completed");
        }
    }

    @Test
    void oneByteThatIsNotUtf8CostsTheEntryThatHoldsItNotTheFile() throws Exception {
        Path real = Path.of(System.getProperty("josh.corpus"), "congress-legislators");
        Path corpus = tmp.resolve("corpus");
        Files.createDirectories(corpus.resolve("congress-legislators"));
        byte[] committees = Files.readAllBytes(real.resolve("committees-current.yaml"));
        String text = new String(committees, StandardCharsets.UTF_8);
        // One byte of the first committee's name replaced by 0xFF, which UTF-8 never uses.
        int at = text.indexOf("name: House Committee on Agriculture") + "name: ".length();
        assertThat(text.substring(at)).startsWith("House Committee on Agriculture");
        committees[text.substring(0, at).getBytes(StandardCharsets.UTF_8).length + 3] = (byte) 0xFF;
        Files.write(corpus.resolve("congress-legislators/committees-current.yaml"), committees);
        Files.copy(real.resolve("committee-membership-current.yaml"),
                corpus.resolve("congress-legislators/committee-membership-current.yaml"));
        Path db = tmp.resolve("josh.db");

        int exit = IngestApplication.run("ingest", "committees", "--corpus", corpus.toString(), "--db", db.toString());

        assertThat(exit).isZero();
        Path clean = tmp.resolve("clean.db");
        Path cleanCorpus = tmp.resolve("clean-corpus");
        Files.createDirectories(cleanCorpus.resolve("congress-legislators"));
        for (String file : List.of("committees-current.yaml", "committee-membership-current.yaml")) {
            Files.copy(real.resolve(file), cleanCorpus.resolve("congress-legislators").resolve(file));
        }
        assertThat(IngestApplication.run("ingest", "committees", "--corpus", cleanCorpus.toString(), "--db",
                clean.toString())).isZero();
        long all;
        long memberships;
        long ofRefused;
        try (Connection c = JoshDatabase.readOnly(clean).getConnection()) {
            all = Long.parseLong(strings(c, "SELECT count(*) FROM committees").getFirst());
            memberships = Long.parseLong(strings(c, "SELECT count(*) FROM committee_memberships "
                    + "WHERE committee_id NOT LIKE 'HSAG%'").getFirst());
            ofRefused = Long.parseLong(strings(c, "SELECT count(*) FROM committee_memberships "
                    + "WHERE committee_id LIKE 'HSAG%'").getFirst());
        }
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            // The committee whose entry holds the byte (with its subcommittees, which lie inside its entry) is
            // refused and logged; every other committee loads, and every membership but those of the refused
            // committees, which the database cannot file under a committee it lacks (they are logged too).
            List<String> refused = strings(c, "SELECT coalesce(record_id, '-') || ' ' || reason FROM ingestion_logs "
                    + "WHERE file = 'congress-legislators/committees-current.yaml'");
            assertThat(refused).isNotEmpty().allMatch(r -> r.startsWith("HSAG") && r.contains("not UTF-8"));
            assertThat(strings(c, "SELECT count(*) FROM committees WHERE id LIKE 'HSAG%'")).containsExactly("0");
            assertThat(Long.parseLong(strings(c, "SELECT count(*) FROM committees").getFirst()))
                    .isEqualTo(all - refused.size()).isGreaterThan(200);
            assertThat(Long.parseLong(strings(c, "SELECT count(*) FROM committee_memberships").getFirst()))
                    .isEqualTo(memberships);
            assertThat(Long.parseLong(strings(c, "SELECT count(*) FROM ingestion_logs WHERE level = 'error' AND file = "
                    + "'congress-legislators/committee-membership-current.yaml'").getFirst())).isEqualTo(ofRefused)
                    .isPositive();
        }
    }

    /**
     * Issue 18's figure: one bad byte in a committee that has no subcommittees (the House Budget Committee)
     * costs that one committee, so 229 of the corpus's 230 committees and subcommittees load.
     */
    @Test
    void oneBadByteInACommitteeWithoutSubcommitteesLoads229Of230() throws Exception {
        Path real = Path.of(System.getProperty("josh.corpus"), "congress-legislators");
        Path corpus = tmp.resolve("corpus");
        Files.createDirectories(corpus.resolve("congress-legislators"));
        byte[] committees = Files.readAllBytes(real.resolve("committees-current.yaml"));
        String text = new String(committees, StandardCharsets.UTF_8);
        int at = text.indexOf("name: House Committee on the Budget") + "name: ".length();
        assertThat(text.substring(at, text.indexOf("- type:", at))).contains("thomas_id: HSBU")
                .doesNotContain("subcommittees:");
        committees[text.substring(0, at).getBytes(StandardCharsets.UTF_8).length + 3] = (byte) 0xFF;
        Files.write(corpus.resolve("congress-legislators/committees-current.yaml"), committees);
        Files.copy(real.resolve("committee-membership-current.yaml"),
                corpus.resolve("congress-legislators/committee-membership-current.yaml"));
        Path db = tmp.resolve("josh.db");

        assertThat(IngestApplication.run("ingest", "committees", "--corpus", corpus.toString(), "--db", db.toString()))
                .isZero();

        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT count(*) FROM committees")).containsExactly("229");
            assertThat(strings(c, "SELECT count(*) FROM committees WHERE id = 'HSBU'")).containsExactly("0");
            assertThat(strings(c, "SELECT coalesce(record_id, '-') || ' ' || reason FROM ingestion_logs "
                    + "WHERE file = 'congress-legislators/committees-current.yaml'"))
                    .singleElement().asString().startsWith("HSBU").contains("not UTF-8");
        }
    }
}
