package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A fetcher whose files are all on GovInfo ({@link GovInfoBulkData#HOST}), whether found in its
 * bulk-data listings or its sitemaps: it collects them into one list.
 */
public abstract class GovInfoFetcher implements SourceFetcher {

    @Override
    public final List<UpstreamHost> hosts() {
        return List.of(GovInfoBulkData.HOST);
    }

    @Override
    public final List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        List<RemoteFile> files = new ArrayList<>();
        collect(scope, upstream, files);
        return files;
    }

    /** Adds to {@code files} what GovInfo holds of this source within {@code scope}. */
    protected abstract void collect(SyncScope scope, Upstream upstream, List<RemoteFile> files) throws IOException;
}
