package dev.josh.eval.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class BootstrapTest {

    private final double[] better = {1, 1, 0.5, 1, 0, 1, 1, 0.5, 1, 1};
    private final double[] worse = {0.5, 1, 0, 1, 0, 0.5, 1, 0, 0.5, 1};

    @Test
    void theSameSeedGivesTheSameIntervalsAndTheyHoldTheMean() {
        Bootstrap.Interval a = Bootstrap.forQueries(better.length).interval(better);
        Bootstrap.Interval b = Bootstrap.forQueries(better.length).interval(better);
        assertThat(a).isEqualTo(b);
        assertThat(a.mean()).isEqualTo(0.8);
        assertThat(a.low()).isLessThan(a.mean());
        assertThat(a.high()).isGreaterThan(a.mean()).isLessThanOrEqualTo(1.0);
    }

    @Test
    void aPairedDifferenceOfDominatingRunsStaysPositiveAndIsZeroForIdenticalRuns() {
        Bootstrap bootstrap = Bootstrap.forQueries(better.length);
        Bootstrap.Interval diff = bootstrap.difference(better, worse);
        assertThat(diff.mean()).isCloseTo(0.25, within(1e-12));
        // every query is at least as good, so no resample can make the difference negative
        assertThat(diff.low()).isGreaterThanOrEqualTo(0);
        Bootstrap.Interval same = bootstrap.difference(better, better);
        assertThat(same).isEqualTo(new Bootstrap.Interval(0, 0, 0));
    }
}
