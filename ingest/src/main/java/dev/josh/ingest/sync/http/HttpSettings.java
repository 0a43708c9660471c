package dev.josh.ingest.sync.http;

import dev.josh.ingest.sync.UpstreamHost;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * How the sync talks to upstreams. The defaults suit slow federal servers and their published
 * limits: 2 requests per second per host, 30 s to connect, 120 s for the response to start or the
 * body to move, 5 attempts with backoff up to 5 minutes.
 *
 * @param userAgent          names Josh and a contact, as upstream operators ask of automated clients
 * @param requestsPerSecond  per host
 * @param connectTimeout     to open a connection
 * @param readTimeout        the longest wait for response headers or for the next bytes of a body
 * @param maxAttempts        tries per request, the first included
 * @param maxBackoff         the longest wait between tries; a {@code Retry-After} beyond it gives up
 * @param bases              base URLs by upstream name, replacing the real ones
 * @param environment        where API keys are read from (the process environment)
 */
public record HttpSettings(String userAgent, double requestsPerSecond, Duration connectTimeout, Duration readTimeout,
                           int maxAttempts, Duration maxBackoff, Map<String, URI> bases, Map<String, String> environment) {

    public static final String CONTACT_ENV = "JOSH_SYNC_CONTACT";
    public static final String RATE_ENV = "JOSH_SYNC_RATE";
    private static final String VERSION = "0.1";

    public HttpSettings {
        bases = Map.copyOf(bases);
        environment = Map.copyOf(environment);
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("at least one attempt");
        }
    }

    /**
     * The defaults, with the contact ({@code JOSH_SYNC_CONTACT}), the rate ({@code JOSH_SYNC_RATE})
     * and base URLs ({@code JOSH_UPSTREAM_<NAME>}) from {@code env}, and base URLs given on the
     * command line over those.
     */
    public static HttpSettings fromEnvironment(Map<String, String> env, Map<String, URI> commandLineBases) {
        String contact = env.getOrDefault(CONTACT_ENV, "").isBlank() ? "operator contact unset; set " + CONTACT_ENV
                : env.get(CONTACT_ENV).strip();
        String rate = env.get(RATE_ENV);
        Map<String, URI> bases = new HashMap<>();
        env.forEach((name, value) -> {
            if (name.startsWith("JOSH_UPSTREAM_") && !value.isBlank()) {
                bases.put(name.substring("JOSH_UPSTREAM_".length()).toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                        URI.create(value.strip()));
            }
        });
        bases.putAll(commandLineBases);
        return new HttpSettings("Josh/" + VERSION + " (US federal law corpus sync; +https://github.com/josh-law/josh; " + contact + ")",
                rate == null || rate.isBlank() ? 2.0 : Double.parseDouble(rate), Duration.ofSeconds(30),
                Duration.ofSeconds(120), 5, Duration.ofMinutes(5), bases, env);
    }

    /** Whether the User-Agent names the operator's contact ({@code JOSH_SYNC_CONTACT} is set). */
    public boolean namesContact() {
        return !environment.getOrDefault(CONTACT_ENV, "").isBlank();
    }

    /** The base URL for {@code host}: configured, else its real one; without a trailing slash. */
    public URI base(UpstreamHost host) {
        URI base = bases.getOrDefault(host.name(), host.defaultBase());
        String text = base.toString();
        return text.endsWith("/") ? URI.create(text.substring(0, text.length() - 1)) : base;
    }

    public HttpSettings withRequestsPerSecond(double perSecond) {
        return new HttpSettings(userAgent, perSecond, connectTimeout, readTimeout, maxAttempts, maxBackoff, bases, environment);
    }

    public HttpSettings withTimeouts(Duration connect, Duration read) {
        return new HttpSettings(userAgent, requestsPerSecond, connect, read, maxAttempts, maxBackoff, bases, environment);
    }

    public HttpSettings withRetries(int attempts, Duration longestBackoff) {
        return new HttpSettings(userAgent, requestsPerSecond, connectTimeout, readTimeout, attempts, longestBackoff, bases, environment);
    }
}
