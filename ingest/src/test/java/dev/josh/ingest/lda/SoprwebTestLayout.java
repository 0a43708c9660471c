package dev.josh.ingest.lda;

import dev.josh.ingest.sync.ZipArchives;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Path;

/**
 * soprweb.senate.gov over the corpus: {@code /downloads/<year>_<quarter>[_LD203].zip}, each built
 * from the corpus files that came out of it, with their names unchanged.
 */
public final class SoprwebTestLayout extends CorpusLayout {


    public SoprwebTestLayout(Path corpus) {
        super(LdaFetcher.SOPRWEB, corpus);
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
