package dev.josh.ingest.legislators;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.util.List;

/**
 * Members of Congress from the congress-legislators site ({@link CongressLegislatorsSite}): the
 * current members' YAML and the former members' CSV, the two files {@code josh ingest legislators}
 * reads. The CSV is the project's alternate format of {@code legislators-historical.yaml} (one row
 * per person, last term only), which is what ingest reads for former members. Both files are
 * snapshots of today, so no part of the {@link SyncScope} narrows them.
 */
public final class LegislatorsFetcher implements SourceFetcher {

    @Override
    public String source() {
        return LegislatorsJobConfiguration.SOURCE;
    }

    @Override
    public List<UpstreamHost> hosts() {
        return List.of(CongressLegislatorsSite.HOST);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) {
        return List.of(
                CongressLegislatorsSite.file(upstream, LegislatorCitations.FILE, RemoteFile.Content.YAML),
                CongressLegislatorsSite.file(upstream, LegislatorCitations.HISTORICAL_FILE, RemoteFile.Content.CSV));
    }
}
