package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.io.IOException;
import java.util.List;

/** A fetcher that walks GovInfo's bulk-data listings: the listing reader is the same for each. */
public abstract class GovInfoBulkDataFetcher extends GovInfoFetcher {

    @Override
    protected final void collect(SyncScope scope, Upstream upstream, List<RemoteFile> files) throws IOException {
        discover(scope, new GovInfoBulkData(upstream), files);
    }

    /** Adds to {@code files} what the bulk-data folders of this source hold within {@code scope}. */
    protected abstract void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException;
}
