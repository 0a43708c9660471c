package dev.josh.embed.worker;

import java.time.Duration;

/**
 * What one claimed batch came to.
 *
 * @param embedded  jobs whose vectors were written and marked 'done'
 * @param failed    jobs marked 'failed'
 * @param released  jobs returned to 'pending' (transient or unavailable encoder)
 * @param tokens    tokens the encoder read for the embedded jobs (truncated texts count their cut)
 * @param embedTime time in the encoder
 * @param writeTime time in the write transaction
 */
public record BatchOutcome(int embedded, int failed, int released, long tokens, Duration embedTime,
                           Duration writeTime) {
}
