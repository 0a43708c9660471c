package dev.josh.ingest.ldafilings;

import dev.josh.ingest.sync.ZipArchives;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Path;

/**
 * soprweb.senate.gov over the corpus: {@code /downloads/<year>_<quarter>[_LD203].zip}, each built
 * from the corpus files that came out of it, with their names unchanged.
 */
public final class SoprwebTestLayout implements TestUpstream.Layout {

    private final Path corpus;

    public SoprwebTestLayout(Path corpus) {
        this.corpus = corpus;
    }

    @Override
    public String host() {
        return LdaFetcher.SOPRWEB.name();
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        for (LdaQuarterZips.QuarterZip zip : LdaQuarterZips.of(corpus)) {
            if (path.equals("/downloads/" + zip.name())) {
                return new TestUpstream.Served(ZipArchives.of(zip.members()), "application/zip", zip.updated());
            }
        }
        return null;
    }
}
