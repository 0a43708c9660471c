package dev.josh.server.auth;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.LongSupplier;

/**
 * One token bucket per key, in rate units ({@link RequestCost}): a key may spend its whole
 * per-minute rate at once, then refills continuously. A request costing more than a key's whole
 * rate spends the full bucket, so a key with a small rate can still make it once a minute. In
 * memory, per server process.
 */
public final class RateLimiter {

    /**
     * What the bucket said.
     *
     * @param retryAfterSeconds 0 when the request may go ahead, else the whole seconds until it may
     * @param units             the units left in the bucket after the decision, rounded down
     * @param cost              the units the request costs (at most the key's rate)
     */
    public record Decision(long retryAfterSeconds, long units, int cost) {
        public boolean allowed() {
            return retryAfterSeconds == 0;
        }
    }

    private final ConcurrentMap<String, Bucket> buckets = new ConcurrentHashMap<>();
    private final LongSupplier nanoClock;

    public RateLimiter(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** Spends {@code cost} units of the key's bucket, or says how long to wait until it holds them. */
    public Decision spend(String keyId, int ratePerMinute, int cost) {
        int units = Math.max(1, Math.min(cost, ratePerMinute));
        Bucket bucket = buckets.computeIfAbsent(keyId, k -> new Bucket(ratePerMinute, nanoClock.getAsLong()));
        synchronized (bucket) {
            long now = nanoClock.getAsLong();
            double perNano = ratePerMinute / 60e9;
            bucket.tokens = Math.min(ratePerMinute, bucket.tokens + (now - bucket.updated) * perNano);
            bucket.updated = now;
            if (bucket.tokens >= units) {
                bucket.tokens -= units;
                return new Decision(0, (long) Math.floor(bucket.tokens), units);
            }
            long wait = Math.max(1, (long) Math.ceil((units - bucket.tokens) / perNano / 1e9));
            return new Decision(wait, (long) Math.floor(bucket.tokens), units);
        }
    }

    /** One unit: 0 when the request may go ahead, else the whole seconds to wait. */
    public long acquire(String keyId, int ratePerMinute) {
        return spend(keyId, ratePerMinute, 1).retryAfterSeconds();
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
