package dev.josh.ingest.legislators;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.sync.Downloads;
import dev.josh.ingest.sync.LoopbackUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.TestUpstream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The legislators fetcher against the congress-legislators site served from the real corpus. The
 * site has no listing to read (fixed file names), so there is no listing entry to skip.
 */
class LegislatorsFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));

    @Test
    void theFilesAreThoseIngestReadsAndDownloadByteForByte() throws Exception {
        try (TestUpstream server = TestUpstream.start(List.of(new CongressLegislatorsTestLayout(CORPUS)))) {
            List<RemoteFile> files = new LegislatorsFetcher().discover(SyncScope.everything(), new LoopbackUpstream(server));

            Set<String> expected = new LegislatorsJobConfiguration().legislatorsSource().inputs(new IngestOptions(CORPUS, CORPUS.resolve("unused.db"), Set.of()))
                    .stream().map(p -> CORPUS.relativize(p).toString()).collect(Collectors.toSet());
            assertThat(files).extracting(RemoteFile::corpusPath).containsExactlyInAnyOrderElementsOf(expected).isNotEmpty();
            assertThat(files).extracting(RemoteFile::content)
                    .containsExactly(RemoteFile.Content.YAML, RemoteFile.Content.CSV);
            for (RemoteFile file : files) {
                Downloads.assertServedAs(file, CORPUS.resolve(file.corpusPath()));
            }
        }
    }

    @Test
    void noScopeNarrowsTodaysSnapshot() throws Exception {
        try (TestUpstream server = TestUpstream.start(List.of(new CongressLegislatorsTestLayout(CORPUS)))) {
            LoopbackUpstream upstream = new LoopbackUpstream(server);
            SyncScope narrow = new SyncScope(117, 2021, LocalDate.of(2021, 1, 1), Set.of("17"));

            assertThat(new LegislatorsFetcher().discover(narrow, upstream))
                    .isEqualTo(new LegislatorsFetcher().discover(SyncScope.everything(), upstream));
        }
    }
}
