package dev.josh.ingest.sync.http;

import java.net.URI;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Spaces requests to one host at least {@code 1/rate} seconds apart, across threads. Written here
 * because the class path holds no rate limiter (Guava is not a dependency, and Spring Retry only
 * paces retries): it is one next-free time per host.
 */
final class HostRateLimiter {

    private final long intervalNanos;
    private final Map<String, long[]> nextFree = new ConcurrentHashMap<>();

    HostRateLimiter(double requestsPerSecond) {
        if (!(requestsPerSecond > 0)) {
            throw new IllegalArgumentException("the request rate must be above 0 per second, not " + requestsPerSecond);
        }
        this.intervalNanos = (long) (1e9 / requestsPerSecond);
    }

    /** Waits until a request to {@code uri}'s host may go out, booking that moment. */
    void acquire(URI uri) throws InterruptedException {
        long[] next = nextFree.computeIfAbsent(uri.getScheme() + "://" + uri.getAuthority(), h -> new long[] {Long.MIN_VALUE});
        long mine;
        synchronized (next) {
            mine = Math.max(System.nanoTime(), next[0]);
            next[0] = mine + intervalNanos;
        }
        long wait = mine - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }
}
