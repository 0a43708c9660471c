package dev.josh.ingest.committees;

import dev.josh.ingest.legislators.CongressLegislatorsFetcher;
import dev.josh.ingest.legislators.CongressLegislatorsSite;
import dev.josh.ingest.sync.RemoteFile;

/**
 * Committees and their current members from the congress-legislators site
 * ({@link CongressLegislatorsSite}): {@code committees-current.yaml} and
 * {@code committee-membership-current.yaml}, the two files {@code josh ingest committees} reads.
 */
public final class CommitteesFetcher extends CongressLegislatorsFetcher {

    public CommitteesFetcher() {
        super(CommitteesJobConfiguration.SOURCE,
                new SiteFile(CommitteeCitations.COMMITTEES_FILE, RemoteFile.Content.YAML),
                new SiteFile(CommitteeCitations.MEMBERSHIP_FILE, RemoteFile.Content.YAML));
    }
}
