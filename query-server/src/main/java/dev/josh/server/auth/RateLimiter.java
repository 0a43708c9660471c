package dev.josh.server.auth;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.LongSupplier;

/**
 * One token bucket per key: a key may spend its whole per-minute rate at once, then refills
 * continuously. In memory, per server process.
 */
public final class RateLimiter {

    private final ConcurrentMap<String, Bucket> buckets = new ConcurrentHashMap<>();
    private final LongSupplier nanoClock;

    public RateLimiter(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** 0 when the request may go ahead, else the whole seconds to wait before the next one may. */
    public long acquire(String keyId, int ratePerMinute) {
        Bucket bucket = buckets.computeIfAbsent(keyId, k -> new Bucket(ratePerMinute, nanoClock.getAsLong()));
        synchronized (bucket) {
            long now = nanoClock.getAsLong();
            double perNano = ratePerMinute / 60e9;
            bucket.tokens = Math.min(ratePerMinute, bucket.tokens + (now - bucket.updated) * perNano);
            bucket.updated = now;
            if (bucket.tokens >= 1) {
                bucket.tokens -= 1;
                return 0;
            }
            return Math.max(1, (long) Math.ceil((1 - bucket.tokens) / perNano / 1e9));
        }
    }

    private static final class Bucket {
        double tokens;
        long updated;

        Bucket(int capacity, long now) {
            this.tokens = capacity;
            this.updated = now;
        }
    }
}
