package dev.josh.ingest.sync;

import java.util.List;

/**
 * A fetcher whose source and upstream hosts are fixed: each fetcher's no-argument constructor names
 * them once here, instead of two overrides of {@link SourceFetcher} that return constants. (GovInfo's
 * fetchers share their one host through {@code GovInfoFetcher} and name their source themselves.)
 */
public abstract class DeclaredFetcher implements SourceFetcher {

    private final String source;
    private final List<UpstreamHost> hosts;

    protected DeclaredFetcher(String source, UpstreamHost... hosts) {
        this.source = source;
        this.hosts = List.of(hosts);
    }

    @Override
    public final String source() {
        return source;
    }

    @Override
    public final List<UpstreamHost> hosts() {
        return hosts;
    }
}
