package dev.josh.ingest.congressionalrecord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Record's fetcher against GovInfo's sitemaps, MODS and granules over the real corpus. */
class CongressionalRecordFetcherTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    @RegisterExtension
    static final CorpusUpstream UPSTREAM = new CorpusUpstream(CrecTestLayout::new);

    private static Set<String> paths(SyncScope scope) throws IOException {
        return new TreeSet<>(UPSTREAM.discover(new CongressionalRecordFetcher(), scope).stream().map(RemoteFile::corpusPath).toList());
    }

    @Test
    void everyIssueTheSitemapsListIsItsModsAndTheGranulesTheModsNames() throws IOException {
        Set<String> expected = new TreeSet<>();
        for (Path mods : CongressionalRecordFiles.issues(CORPUS)) {
            expected.add(CORPUS.relativize(mods).toString());
            for (Path granule : CongressionalRecordFiles.granules(mods)) {
                expected.add(CORPUS.relativize(granule).toString());
            }
        }
        // One granule file of the corpus is not in its issue's MODS: a scraper's artifact with no page number.
        List<String> notListed = new ArrayList<>(expected);
        notListed.removeAll(paths(SyncScope.everything()));
        assertThat(notListed).containsExactly("congressional-record/CREC-2005-07-20/html/CREC-2005-07-20-pt1-Pgnull-2.htm");
        assertThat(expected).containsAll(paths(SyncScope.everything()));
        assertThat(paths(SyncScope.everything())).hasSize(98 + 190 + 2);
    }

    @Test
    void yearAndSinceSelectIssuesByTheirDay() throws IOException {
        assertThat(paths(new SyncScope(null, 1997, null, Set.of()))).hasSize(99)
                .allMatch(p -> p.startsWith("congressional-record/CREC-1997-01-28/"));
        // Published before the day but changed since (the corpus files are newer than the issues): wanted.
        assertThat(paths(new SyncScope(null, null, LocalDate.of(2005, 7, 21), Set.of()))).hasSize(98 + 190 + 2);
        assertThat(paths(new SyncScope(null, null, LocalDate.now().plusDays(1), Set.of()))).isEmpty();
    }
}
