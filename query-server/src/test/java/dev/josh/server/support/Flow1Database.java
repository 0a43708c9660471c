package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The database the flow-1 tests read: every source ingested by the real ingest from a slice of
 * the real corpus (about half a minute), built once into {@code target/fixtures/flow1} and shared by
 * the test classes that need it, in every test JVM of the module and in later runs until the slice's
 * files or the ingest code change ({@link FixtureCache}). The tests only read it. The slice is a
 * folder of symbolic links to corpus files, read in place, never copied: a few bills with votes, statements and text (H.R. 3684 among them), all
 * roll-call votes, legislators, committees, lobbying filings and hearings, the statements of
 * administration policy on those bills, and one file or issue of each document source.
 */
public final class Flow1Database {

    /** Corpus folder → which of its files (by name) the slice links. */
    private static final Map<String, Predicate<String>> SLICE = Map.ofEntries(
            Map.entry("billstatus/117", names("BILLSTATUS-117hr3684.xml", "BILLSTATUS-117hr5376.xml",
                    "BILLSTATUS-117hr1319.xml", "BILLSTATUS-117hr4346.xml", "BILLSTATUS-117hr2911.xml",
                    "BILLSTATUS-117hr3076.xml")),
            Map.entry("bills-uslm/gpo-bill-version-samples-2024", names("HJ37_RH.XML", "HJ37_RFS.XML")),
            Map.entry("bills-xhtml", names("BILLS-119hr6028eh.html")),
            Map.entry("roll-call-votes", all()),
            Map.entry("congress-legislators", all()),
            Map.entry("statements-of-administration-policy",
                    name -> name.endsWith(".yaml") || name.matches(".*_(hr3684|hr5376|hr1319|hr4346|hr3076)\\.pdf")),
            Map.entry("plaw-uslm", names("115publ9-uslm.xml", "112pvtl001-uslm.xml")),
            Map.entry("statute-compilations-uslm", names("COMPS-1656.xml")),
            Map.entry("lobbying-lda", all()),
            Map.entry("hearings", all()),
            Map.entry("federal-register/fr-xml", names("FR-2016-04-15.xml")),
            Map.entry("ecfr", names("ECFR-title3.xml")),
            Map.entry("crs-reports/metadata-csv", all()),
            Map.entry("crs-reports/pdf/in-focus", names("IF11043.3.pdf")),
            Map.entry("gao-reports", names("catalog.json", "gao-08-587t.pdf")),
            Map.entry("committee-reports/gpo-uslm-samples", names("113srpt310.xml", "CRPT-113srpt310.pdf")),
            Map.entry("congressional-record/CREC-1997-01-28", all()),
            Map.entry("uscode", names("usc17.xml")));

    private static final List<String> SOURCES = List.of("legislators", "committees", "bills", "topic-taxonomy",
            "roll-call-votes", "public-laws", "statements-of-administration-policy", "lda-filings", "hearings",
            "federal-register", "regulations-dot-gov-dockets", "ecfr-and-cfr", "crs-reports", "gao-reports",
            "committee-reports", "cbo-cost-estimates", "congressional-record", "us-code");

    private static Path database;

    private Flow1Database() {
    }

    /** The database file, built on first use unless a build from the same slice and code is on disk. */
    public static synchronized Path path() {
        if (database == null) {
            try {
                database = FixtureCache.folder("flow1", "ingest " + SOURCES + " from " + SLICE.keySet().stream().sorted().toList(),
                        sliceFiles(), Flow1Database::build).resolve("josh.db");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return database;
    }

    /** The corpus the tests read expected facts from (the real files, not the slice). */
    public static Path corpus() {
        String corpus = System.getProperty("josh.corpus");
        assertThat(corpus).as("josh.corpus system property").isNotBlank();
        return Path.of(corpus);
    }

    private static void build(Path folder) throws IOException {
        Path slice = folder.resolve("corpus");
        for (Map.Entry<String, Path> file : sliceFiles().entrySet()) {
            Path link = slice.resolve(file.getKey());
            Files.createDirectories(link.getParent());
            Files.createSymbolicLink(link, file.getValue());
        }
        Path db = folder.resolve("josh.db");
        List<String> args = new java.util.ArrayList<>(List.of("ingest"));
        args.addAll(SOURCES);
        args.addAll(List.of("--corpus", slice.toString(), "--db", db.toString()));
        long start = System.nanoTime();
        assertThat(IngestApplication.run(args.toArray(String[]::new))).as("ingest exit code").isZero();
        System.out.printf("flow-1 test database: %d sources ingested from the corpus slice in %.1f s%n",
                SOURCES.size(), (System.nanoTime() - start) / 1e9);
    }

    /** The slice's files, by corpus path: what {@link #SLICE} keeps of each folder. */
    private static Map<String, Path> sliceFiles() throws IOException {
        Path corpus = corpus().toAbsolutePath();
        Map<String, Path> files = new TreeMap<>();
        for (Map.Entry<String, Predicate<String>> entry : SLICE.entrySet()) {
            Path folder = corpus.resolve(entry.getKey());
            assertThat(folder).as("corpus folder").isDirectory();
            files.putAll(FixtureCache.files(corpus, folder, entry.getValue()));
        }
        return files;
    }

    private static Predicate<String> names(String... names) {
        return Set.of(names)::contains;
    }

    private static Predicate<String> all() {
        return name -> true;
    }
}
