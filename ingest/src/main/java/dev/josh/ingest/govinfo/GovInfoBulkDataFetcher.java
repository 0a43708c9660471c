package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A fetcher that walks GovInfo's bulk-data listings: the host and the listing reader are the same for each. */
public abstract class GovInfoBulkDataFetcher implements SourceFetcher {

    @Override
    public final List<UpstreamHost> hosts() {
        return List.of(GovInfoBulkData.HOST);
    }

    @Override
    public final List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        List<RemoteFile> files = new ArrayList<>();
        discover(scope, new GovInfoBulkData(upstream), files);
        return files;
    }

    /** Adds to {@code files} what the bulk-data folders of this source hold within {@code scope}. */
    protected abstract void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException;
}
