package dev.josh.ingest.sync;

import java.net.URI;

/**
 * A named upstream host and its public base URL. The base is replaced by configuration
 * ({@code --upstream NAME=URL} or {@code JOSH_UPSTREAM_<NAME>}), so a mirror, a proxy or the test
 * upstream serves the same paths under another base; fetchers build every URL from
 * {@link Upstream#base(UpstreamHost)}, never from a literal host.
 *
 * @param name        short name used in configuration, e.g. {@code govinfo}
 * @param defaultBase the real base URL, without a trailing slash, e.g. {@code https://www.govinfo.gov}
 * @param apiKeyEnv   the environment variable holding an API key for this host, or null when none is used
 */
public record UpstreamHost(String name, URI defaultBase, String apiKeyEnv) {

    public UpstreamHost {
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("upstream names are lower-case words: " + name);
        }
        String base = defaultBase.toString();
        if (base.endsWith("/")) {
            defaultBase = URI.create(base.substring(0, base.length() - 1));
        }
    }

    public UpstreamHost(String name, String defaultBase) {
        this(name, URI.create(defaultBase), null);
    }
}
