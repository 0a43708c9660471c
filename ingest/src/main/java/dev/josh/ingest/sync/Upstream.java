package dev.josh.ingest.sync;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;

/**
 * What a {@link SourceFetcher} may do with the network: resolve a host's configured base URL and
 * read small listings. Every request goes through the one HTTP layer (User-Agent, per-host rate
 * limit, timeouts, retries honouring {@code Retry-After}), so fetchers hold no HTTP code.
 */
public interface Upstream {

    /** The base URL configured for {@code host} (its default unless overridden), without a trailing slash. */
    URI base(UpstreamHost host);

    /** {@code base(host)} with {@code path} appended ({@code path} starts with a slash). */
    default URI resolve(UpstreamHost host, String path) {
        return URI.create(base(host) + path);
    }

    /**
     * GETs a listing (JSON, XML, YAML, CSV or HTML index) and returns its body as text.
     *
     * @param accept the {@code Accept} header, e.g. {@code application/json} (GovInfo's bulk-data
     *               listings answer 406 without it)
     * @throws IOException naming the URL and the reason, after the retries are spent
     */
    String text(URI uri, String accept) throws IOException;

    /** The API key for {@code host} from its environment variable, when it declares one and it is set. */
    Optional<String> apiKey(UpstreamHost host);

    /** Reports a listing entry the fetcher could not understand; it is logged and counted as failed. */
    void skip(String what, String reason);
}
