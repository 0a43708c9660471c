package dev.josh.ingest.laws;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.IngestedCorpus;
import dev.josh.ingest.bills.Db;
import dev.josh.ingest.bills.Ids;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The whole {@code public-laws} source of the shared corpus, ingested through the command line into a fresh database. */
@Tag("slow")
class PublicLawsRealCorpusTest {

    private static final Pattern STATUTES = Pattern.compile("<citableAs>([0-9]+ Stat\\. [0-9]+)</citableAs>");
    private static final Pattern BILL_REF = Pattern.compile("<sidenote>.*?href=\"/us/bill/([0-9]+)/([a-z]+)/([0-9]+)\"", Pattern.DOTALL);

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("public-laws");

    private static List<Path> files(String directory) throws IOException {
        try (Stream<Path> list = Files.list(CORPUS.resolve(directory))) {
            return list.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
    }

    @Test
    void everyLawAndCompilationIsARecord() throws Exception {
        // 14 <pLaw> files (13 public laws of the 113th-115th Congress, one private law of the 112th)
        // and 10 <statuteCompilation> files: 14 + 10 = 24 records.
        assertThat(files("plaw-uslm")).hasSize(14);
        assertThat(files("statute-compilations-uslm")).hasSize(10);
        try (Db c = new Db(ingested.db())) {
            assertThat(c.strings("SELECT kind || ' ' || count(*) FROM public_laws GROUP BY kind ORDER BY kind"))
                    .containsExactly("private-law 1", "public-law 13", "statute-compilation 10");
            for (String id : c.strings("SELECT id FROM public_laws")) {
                assertThat(Ids.roundTrip(id)).isIn(IdType.LAW, IdType.STATUTE_COMPILATION);
            }
            assertThat(c.count("""
                    SELECT count(*) FROM public_laws WHERE citation_string IS NULL OR citation_string = ''
                       OR source_url NOT LIKE 'https://www.govinfo.gov/app/details/%' OR published_at = ''
                       OR length(raw_sha256) != 64 OR title = '' OR heading = ''""")).isZero();
            assertThat(c.count("SELECT count(*) FROM ingestion_logs WHERE source = 'public-laws'")).isZero();
        }
    }

    @Test
    void lawsCarryTheirStatutesAtLargeCitationAndTheirBill() throws Exception {
        try (Db c = new Db(ingested.db())) {
            for (Path file : files("plaw-uslm")) {
                String xml = Files.readString(file);
                String relative = "plaw-uslm/" + file.getFileName();
                Matcher stat = STATUTES.matcher(xml);
                String citation = c.string("SELECT citation_string FROM public_laws WHERE source_file = '" + relative + "'");
                if (stat.find()) {
                    assertThat(citation).as(relative).matches("Pub\\. L\\. [0-9]+-[0-9]+, " + Pattern.quote(stat.group(1)) + " \\([0-9]{4}\\)");
                } else {
                    assertThat(citation).as(relative).matches("Priv\\. L\\. [0-9]+-[0-9]+ \\([0-9]{4}\\)");
                }
                Matcher bill = BILL_REF.matcher(xml);
                assertThat(bill.find()).as(relative).isTrue();
                assertThat(c.string("SELECT bill_id FROM public_laws WHERE source_file = '" + relative + "'"))
                        .isEqualTo(bill.group(2) + ":" + bill.group(1) + ":" + bill.group(3));
            }
            assertThat(c.string("SELECT citation_string || ' | ' || published_at || ' | ' || bill_id FROM public_laws WHERE id = 'pl:115:9'"))
                    .isEqualTo("Pub. L. 115-9, 131 Stat. 16 (2017) | 2017-03-13 | hr:115:609");
            assertThat(c.string("SELECT citation_string FROM public_laws WHERE id = 'pvtl:112:1'")).isEqualTo("Priv. L. 112-1 (2012)");
            assertThat(c.string("SELECT citation_string || ' | ' || published_at FROM public_laws WHERE id = 'comp:1088'"))
                    .isEqualTo("State Department Basic Authorities Act of 1956 (as amended through P.L. 116-326) | 2021-01-13");
            assertThat(c.string("SELECT citation_string FROM public_laws WHERE id = 'comp:10510'"))
                    .isEqualTo("Pandemic and All-Hazards Preparedness Reauthorization Act of 2013 (Pub. L. 113-5, not amended)");
        }
    }

    @Test
    void fullTextSearchAndChunks() throws Exception {
        try (Db c = new Db(ingested.db())) {
            assertThat(c.strings("""
                    SELECT DISTINCT k.document_id FROM public_laws_fts f JOIN public_laws_chunks k ON k.chunk_id = f.rowid
                    WHERE public_laws_fts MATCH 'geothermal AND lease' ORDER BY 1""")).contains("comp:1565");
            long chunks = c.count("SELECT count(*) FROM public_laws_chunks");
            assertThat(chunks).isGreaterThan(24);
            assertThat(c.count("SELECT count(*) FROM chunk_embedding_jobs WHERE chunk_table = 'public_laws_chunks' AND status = 'pending'"))
                    .isEqualTo(chunks);
            assertThat(c.count("""
                    SELECT count(*) FROM public_laws_chunks k JOIN public_laws r ON r.id = k.document_id
                    WHERE substr(r.body_markdown, k.char_start + 1, k.char_end - k.char_start) != k.text
                       OR k.token_count > 510 OR k.heading_path NOT LIKE r.title || '%'""")).isZero();
        }
    }

    @Test
    void aSecondRunFindsEverythingUnchanged() throws Exception {
        String before;
        try (Db c = new Db(ingested.db())) {
            before = c.string("SELECT count(*) || max(retrieved_at) || (SELECT count(*) FROM public_laws_chunks) FROM public_laws");
        }
        assertThat(ingested.ingest()).isZero();
        try (Db c = new Db(ingested.db())) {
            assertThat(c.string("SELECT count(*) || max(retrieved_at) || (SELECT count(*) FROM public_laws_chunks) FROM public_laws"))
                    .isEqualTo(before);
            assertThat(c.string("""
                    SELECT files_read || '/' || added || '/' || changed || '/' || unchanged || '/' || failed FROM ingest_runs
                    WHERE source = 'public-laws' AND run_id = (SELECT max(run_id) FROM ingest_runs)""")).isEqualTo("0/0/0/24/0");
        }
    }
}
