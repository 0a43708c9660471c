package dev.josh.server.search;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How many searches run at once and for how long ({@code josh.search.*}).
 *
 * @param concurrentSearches searches that run at once, the others waiting their turn in arrival order
 *                           ({@link SearchAdmission}); 0: one per core
 * @param timeBudget         wall time one search may take before it is cut off
 */
@ConfigurationProperties("josh.search")
public record AdmissionSettings(@DefaultValue("0") int concurrentSearches, @DefaultValue("5s") Duration timeBudget) {

    /** {@link #concurrentSearches()} with 0 resolved to this machine's core count. */
    public int searchPlaces() {
        return concurrentSearches > 0 ? concurrentSearches : Runtime.getRuntime().availableProcessors();
    }

    /** These settings with another time budget (an evaluation's). */
    public AdmissionSettings withTimeBudget(Duration budget) {
        return new AdmissionSettings(concurrentSearches, budget);
    }
}
