package dev.josh.ingest.committees;

import dev.josh.ingest.legislators.CongressLegislatorsSite;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.util.List;

/**
 * Committees and their current members from the congress-legislators site
 * ({@link CongressLegislatorsSite}): {@code committees-current.yaml} and
 * {@code committee-membership-current.yaml}, the two files {@code josh ingest committees} reads.
 * Both are snapshots of today, so no part of the {@link SyncScope} narrows them.
 */
public final class CommitteesFetcher implements SourceFetcher {

    @Override
    public String source() {
        return CommitteesJobConfiguration.SOURCE;
    }

    @Override
    public List<UpstreamHost> hosts() {
        return List.of(CongressLegislatorsSite.HOST);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) {
        return List.of(
                CongressLegislatorsSite.file(upstream, CommitteeCitations.COMMITTEES_FILE, RemoteFile.Content.YAML),
                CongressLegislatorsSite.file(upstream, CommitteeCitations.MEMBERSHIP_FILE, RemoteFile.Content.YAML));
    }
}
