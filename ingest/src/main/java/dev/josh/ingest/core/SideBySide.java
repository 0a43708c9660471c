package dev.josh.ingest.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Work that runs side by side on a pool and is waited for as a whole: every piece that started ends
 * before a failure is thrown, so no thread is still writing when the caller learns of it, and the
 * failure thrown is the first in the caller's order (a run gives the same error however its threads
 * were scheduled).
 */
public final class SideBySide {

    /** One piece of work, which may throw what its caller declares. */
    @FunctionalInterface
    public interface Work<T> {
        T run() throws Exception;
    }

    private SideBySide() {
    }

    /** {@code work} as a future's body: its exception is carried to {@link #joinAll} as thrown. */
    public static <T> T call(Work<T> work) {
        try {
            return work.run();
        } catch (Exception e) {
            throw new CompletionException(e);
        }
    }

    /**
     * Each future's result, in order, once all of them have ended; when one failed, the first
     * failure in that order, as its work threw it.
     */
    public static <T> List<T> joinAll(List<CompletableFuture<T>> futures) throws Exception {
        List<T> results = new ArrayList<>();
        Exception first = null;
        for (CompletableFuture<T> future : futures) {
            try {
                results.add(future.join());
            } catch (CompletionException e) {
                first = first != null ? first : unwrap(e);
            }
        }
        if (first != null) {
            throw first;
        }
        return results;
    }

    /** The work's own exception: a dependent that did not start carries its predecessor's. */
    private static Exception unwrap(CompletionException e) {
        Throwable cause = e;
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof Exception exception) {
            return exception;
        }
        throw (Error) cause;
    }
}
