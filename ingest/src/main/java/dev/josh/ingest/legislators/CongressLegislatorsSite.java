package dev.josh.ingest.legislators;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;

/**
 * The unitedstates/congress-legislators data as the project publishes it on GitHub Pages,
 * {@code https://unitedstates.github.io/congress-legislators/<file>} (formerly theunitedstates.io):
 * {@code legislators-current.yaml}, {@code legislators-historical.yaml} with its {@code .csv} and
 * {@code .json} alternates, {@code committees-current.yaml}, {@code committee-membership-current.yaml}
 * and the rest, as the repository README's download table lists them. The site has no directory
 * listing and the names are fixed; each file is replaced in place when the data changes, so the
 * HTTP validators (GitHub Pages sends {@code ETag} and {@code Last-Modified}) are the change
 * signal. Shared by the legislators and committees fetchers, one host for both.
 */
public final class CongressLegislatorsSite {

    public static final UpstreamHost HOST =
            new UpstreamHost("congress-legislators", "https://unitedstates.github.io/congress-legislators");

    /** The corpus folder that holds the site's files under their published names. */
    public static final String FOLDER = "congress-legislators";

    private CongressLegislatorsSite() {
    }

    /** The published file {@code name}, placed under its own name in {@link #FOLDER}. */
    public static RemoteFile file(Upstream upstream, String name, RemoteFile.Content content) {
        return new RemoteFile(upstream.resolve(HOST, "/" + name), FOLDER + "/" + name, content);
    }
}
