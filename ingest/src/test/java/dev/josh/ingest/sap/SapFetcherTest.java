package dev.josh.ingest.sap;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.sync.Downloads;
import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.LoopbackUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The SAP fetcher against the statements repository's layout over the shared corpus. The corpus
 * keeps the four indexes whole but only 48 of the 1,146 PDFs they list (in 1,157 entries: a few
 * statements are listed twice), so discovery returns every listed PDF, as it would against the
 * real repository, and the test upstream answers 404 for the 1,098 the corpus lacks: the expected
 * set is what ingest reads plus exactly those.
 */
class SapFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    private static final Pattern FILE_LINE = Pattern.compile("(?m)^\\s+file: (statements/\\S+\\.pdf)\\s*$");

    @RegisterExtension
    static final CorpusUpstream UPSTREAM = new CorpusUpstream(SapArchiveTestLayout::new);

    @Test
    void listsWhatIngestReadsPlusTheStatementsTheCorpusLacks() throws Exception {
        LoopbackUpstream upstream = UPSTREAM.loopback();
        List<RemoteFile> files = new SapFetcher().discover(SyncScope.everything(), upstream);

        Set<String> ingestReads = new TreeSet<>(relative(SapJobConfiguration.files(CORPUS)));
        ingestReads.addAll(indexes());
        Set<String> listedInIndexes = listedPdfs();
        Set<String> discovered = paths(files);

        assertThat(upstream.skipped()).isEmpty();
        assertThat(discovered).hasSize(files.size()).containsAll(ingestReads);
        Set<String> lacking = new TreeSet<>(discovered);
        lacking.removeAll(ingestReads);
        Set<String> expectedLacking = new TreeSet<>(listedInIndexes);
        expectedLacking.removeAll(ingestReads);
        assertThat(lacking).isEqualTo(expectedLacking).hasSize(1146 - 48);

        for (RemoteFile file : files) {
            if (ingestReads.contains(file.corpusPath())) {
                Downloads.assertServedAs(file, CORPUS.resolve(file.corpusPath()));
            } else {
                Downloads.assertNotServed(file);
            }
            assertThat(file.content()).isEqualTo(file.corpusPath().endsWith(".yaml")
                    ? RemoteFile.Content.YAML : RemoteFile.Content.PDF);
        }
    }

    @Test
    void congressNarrowsToItsStatementsAndTheIndexesListingThem() throws Exception {
        List<RemoteFile> files = new SapFetcher().discover(new SyncScope(119, null, null, Set.of()), UPSTREAM.loopback());
        Set<String> pdfs = pdfs(files);

        assertThat(pdfs).isNotEmpty().allMatch(p -> p.matches("statements-of-administration-policy/\\d\\d-\\w+/119/.*"));
        assertThat(pdfs).containsAll(relative(SapJobConfiguration.files(CORPUS)).stream()
                .filter(p -> p.contains("/119/")).toList());
        assertThat(paths(files)).filteredOn(p -> p.endsWith(".yaml")).containsExactlyInAnyOrderElementsOf(
                pdfs.stream().map(p -> p.replaceFirst("^(statements-of-administration-policy/[^/]+)/.*", "$1.yaml")).collect(Collectors.toSet()));
    }

    @Test
    void yearAndSinceSelectByDateIssued() throws Exception {
        // The archive names each PDF by its date_issued, so the name tells whether the scope holds it.
        Set<String> year = pdfs(new SapFetcher().discover(new SyncScope(null, 2021, null, Set.of()), UPSTREAM.loopback()));
        assertThat(year).isNotEmpty().allMatch(p -> fileName(p).startsWith("2021-"));

        Set<String> since = pdfs(new SapFetcher().discover(new SyncScope(null, null, LocalDate.of(2026, 1, 1), Set.of()),
                UPSTREAM.loopback()));
        assertThat(since).isNotEmpty().allMatch(p -> fileName(p).compareTo("2026-01-01") >= 0)
                .allMatch(p -> p.contains("/47-Trump/"));
    }

    @Test
    void aMalformedEntryIsSkippedWithItsReason() throws Exception {
        String biden = Files.readString(CORPUS.resolve("statements-of-administration-policy/46-Biden.yaml"));
        String broken = """
                - bills: [hr1]
                  congress: 117
                  date_issued: '2021-03-01'
                  file: elsewhere/hr1.pdf
                - bills: [hr2]
                  congress: 117
                  date_issued: 'early March'
                  file: statements/46-Biden/117/2021-03-02_hr2.pdf
                """;
        UPSTREAM.server().replace("/sap-archive/archive/46-Biden.yaml", (broken + biden).getBytes(StandardCharsets.UTF_8), "text/plain");
        try {
            LoopbackUpstream upstream = UPSTREAM.loopback();
            Set<String> discovered = paths(new SapFetcher().discover(SyncScope.everything(), upstream));

            assertThat(upstream.skipped()).containsExactly(
                    UPSTREAM.server().base("sap-archive") + "/archive/46-Biden.yaml elsewhere/hr1.pdf: file is not "
                            + "statements/46-Biden/<congress>/<name>.pdf",
                    UPSTREAM.server().base("sap-archive") + "/archive/46-Biden.yaml statements/46-Biden/117/2021-03-02_hr2.pdf: "
                            + "date_issued 'early March' is not a YYYY-MM-DD date");
            assertThat(discovered).contains("statements-of-administration-policy/46-Biden/117/2022-07-26_hr4346.pdf")
                    .doesNotContain("statements-of-administration-policy/46-Biden/117/2021-03-02_hr2.pdf");
        } finally {
            UPSTREAM.server().replace("/sap-archive/archive/46-Biden.yaml",
                    Files.readAllBytes(CORPUS.resolve("statements-of-administration-policy/46-Biden.yaml")), "text/plain");
        }
    }

    private static Set<String> indexes() throws IOException {
        try (Stream<Path> list = Files.list(CORPUS.resolve(SapIndex.DIRECTORY))) {
            return list.filter(p -> p.toString().endsWith(".yaml")).map(p -> CORPUS.relativize(p).toString())
                    .collect(Collectors.toSet());
        }
    }

    /** Every {@code file:} the corpus's indexes list, as corpus paths. */
    private static Set<String> listedPdfs() throws IOException {
        Set<String> listed = new HashSet<>();
        for (String index : indexes()) {
            Matcher m = FILE_LINE.matcher(Files.readString(CORPUS.resolve(index)));
            while (m.find()) {
                listed.add(SapIndex.DIRECTORY + "/" + m.group(1).substring("statements/".length()));
            }
        }
        return listed;
    }

    private static List<String> relative(List<Path> files) {
        return files.stream().map(p -> CORPUS.relativize(p).toString().replace('\\', '/')).toList();
    }

    private static Set<String> paths(List<RemoteFile> files) {
        return files.stream().map(RemoteFile::corpusPath).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> pdfs(List<RemoteFile> files) {
        return paths(files).stream().filter(p -> p.endsWith(".pdf")).collect(Collectors.toCollection(TreeSet::new));
    }

    private static String fileName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
