package dev.josh.ingest.sync;

import java.nio.file.Path;

/**
 * A {@link TestUpstream.Layout} that stands for one upstream host and serves what it serves from the
 * corpus: the host it answers as and the corpus it reads are what every such layout holds.
 */
public abstract class CorpusLayout implements TestUpstream.Layout {

    protected final Path corpus;
    private final UpstreamHost host;

    protected CorpusLayout(UpstreamHost host, Path corpus) {
        this.host = host;
        this.corpus = corpus;
    }

    @Override
    public final String host() {
        return host.name();
    }
}
