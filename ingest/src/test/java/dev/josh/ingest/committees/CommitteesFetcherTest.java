package dev.josh.ingest.committees;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.legislators.CongressLegislatorsTestLayout;
import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.Downloads;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The committees fetcher against the congress-legislators site served from the real corpus. The
 * site has no listing to read (fixed file names), so there is no listing entry to skip.
 */
class CommitteesFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));

    @RegisterExtension
    static final CorpusUpstream UPSTREAM = new CorpusUpstream(CongressLegislatorsTestLayout::new);

    @Test
    void theFilesAreThoseIngestReadsAndDownloadByteForByte() throws Exception {
        List<RemoteFile> files = UPSTREAM.discover(new CommitteesFetcher(), SyncScope.everything());
        assertThat(files).extracting(RemoteFile::corpusPath)
                .containsExactlyInAnyOrderElementsOf(CorpusUpstream.inputs(new CommitteesJobConfiguration().committeesSource()))
                .isNotEmpty();
        for (RemoteFile file : files) {
            assertThat(file.content()).isEqualTo(RemoteFile.Content.YAML);
            Downloads.assertServedAs(file, CORPUS.resolve(file.corpusPath()));
        }
    }

    @Test
    void noScopeNarrowsTodaysSnapshot() throws Exception {
        SyncScope narrow = new SyncScope(117, 2021, LocalDate.of(2021, 1, 1), Set.of("17"));
        assertThat(UPSTREAM.discover(new CommitteesFetcher(), narrow))
                .isEqualTo(UPSTREAM.discover(new CommitteesFetcher(), SyncScope.everything()));
    }
}
