package dev.josh.ingest.legislators;

import dev.josh.ingest.sync.RemoteFile;

/**
 * Members of Congress from the congress-legislators site ({@link CongressLegislatorsSite}): the
 * current members' YAML and the former members' CSV, the two files {@code josh ingest legislators}
 * reads. The CSV is the project's alternate format of {@code legislators-historical.yaml} (one row
 * per person, last term only), which is what ingest reads for former members.
 */
public final class LegislatorsFetcher extends CongressLegislatorsFetcher {

    public LegislatorsFetcher() {
        super(LegislatorsJobConfiguration.SOURCE,
                new SiteFile(LegislatorCitations.FILE, RemoteFile.Content.YAML),
                new SiteFile(LegislatorCitations.HISTORICAL_FILE, RemoteFile.Content.CSV));
    }
}
