package dev.josh.ingest.sync;

import java.io.IOException;
import java.util.List;

/**
 * Asks one source's upstream what exists and says where each file belongs in the corpus. One
 * implementation per source, in that source's package, with a public no-argument constructor: the
 * sync finds them on the class path ({@link SourceFetchers}), so adding a source edits no other
 * package. A fetcher reads listings through {@link Upstream} and returns {@link RemoteFile}s; the
 * sync engine downloads, checks, places and records them, so no fetcher writes to the disk.
 */
public interface SourceFetcher {

    /** The ingest source whose corpus folders this fills, e.g. {@code us-code}. */
    String source();

    /** The upstream hosts this fetcher talks to, each with its default base URL. */
    List<UpstreamHost> hosts();

    /**
     * The files the upstream holds within {@code scope}, read from its listings (directory
     * listings, sitemaps, index files, API pages). A listing that cannot be read fails the whole
     * discovery with an {@link IOException} that names the URL; a listing entry that cannot be
     * understood is left out and reported through {@link Upstream#skip}.
     */
    List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException;
}
