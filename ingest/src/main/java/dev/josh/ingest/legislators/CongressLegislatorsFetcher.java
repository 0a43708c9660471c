package dev.josh.ingest.legislators;

import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.util.List;

/**
 * A source whose files are published whole on the congress-legislators site
 * ({@link CongressLegislatorsSite}). They are snapshots of today, so no part of the
 * {@link SyncScope} narrows them: every sync asks for each of them.
 */
public abstract class CongressLegislatorsFetcher extends DeclaredFetcher {

    /** A file the site publishes, by its name there, and what it holds. */
    public record SiteFile(String name, RemoteFile.Content content) { }

    private final List<SiteFile> files;

    protected CongressLegislatorsFetcher(String source, SiteFile... files) {
        super(source, CongressLegislatorsSite.HOST);
        this.files = List.of(files);
    }

    @Override
    public final List<RemoteFile> discover(SyncScope scope, Upstream upstream) {
        return files.stream().map(f -> CongressLegislatorsSite.file(upstream, f.name(), f.content())).toList();
    }
}
