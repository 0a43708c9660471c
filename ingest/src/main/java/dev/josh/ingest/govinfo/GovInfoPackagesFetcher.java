package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A source fetched package by package from a GovInfo collection whose sitemaps list its packages
 * ({@link GovInfoSitemaps}): a package whose ID is not of the source's form is skipped with a
 * warning; each other one is handed to the source with the parts of its ID.
 */
public abstract class GovInfoPackagesFetcher extends GovInfoFetcher {

    private final String collection;
    private final Pattern packageId;
    private final String expected;

    /**
     * @param collection the GovInfo collection code, e.g. {@code CREC}
     * @param packageId  the form of the source's package IDs; its groups are the parts the source reads
     * @param expected   what a skipped package is not, for the warning, e.g. {@code a daily package CREC-<yyyy-mm-dd>}
     */
    protected GovInfoPackagesFetcher(String collection, Pattern packageId, String expected) {
        this.collection = collection;
        this.packageId = packageId;
        this.expected = expected;
    }

    @Override
    protected final void collect(SyncScope scope, Upstream upstream, List<RemoteFile> files) throws IOException {
        for (GovInfoSitemaps.Package pkg : new GovInfoSitemaps(upstream).packages(collection, scope)) {
            Matcher id = packageId.matcher(pkg.id());
            if (!id.matches()) {
                upstream.skip(collection + " package " + pkg.id(), "not " + expected);
                continue;
            }
            discover(pkg, id, scope, upstream, files);
        }
    }

    /** Adds to {@code files} what of the package {@code scope} covers; {@code id} has matched its ID. */
    protected abstract void discover(GovInfoSitemaps.Package pkg, Matcher id, SyncScope scope, Upstream upstream,
                                     List<RemoteFile> files) throws IOException;
}
