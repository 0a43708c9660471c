package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.Deadline;
import dev.josh.server.error.ApiException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Admission control: a search runs once one of {@code josh.search.concurrent-searches} places is
 * free, first come first served. Two cores shared by 32 searches at once stretch every one of them
 * 16-fold and the heaviest past the time budget; in a queue each waits for those before it and
 * then runs at full speed. The wait counts against the request's budget.
 */
final class SearchAdmission {

    private final SearchProperties properties;
    private final Semaphore places;

    SearchAdmission(SearchProperties properties) {
        this.properties = properties;
        this.places = new Semaphore(properties.admission().searchPlaces(), true);
    }

    /** Runs {@code search} in a free place; a 504 {@code timeout} when none frees up before the deadline. */
    <T> T admit(Deadline deadline, Supplier<T> search) {
        try {
            if (!places.tryAcquire(Math.max(0, deadline.remainingMillis()), TimeUnit.MILLISECONDS)) {
                throw busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy();
        }
        try {
            return search.get();
        } finally {
            places.release();
        }
    }

    private ApiException busy() {
        return new ApiException(ErrorCode.TIMEOUT, "the server was busy with other searches for the whole time budget",
                ApiException.newHint().put("budget_ms", properties.admission().timeBudget().toMillis())
                        .put("concurrent_searches", properties.admission().searchPlaces())
                        .put("try", "retry shortly, or send fewer searches at once").build());
    }
}
