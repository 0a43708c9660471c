package dev.josh.server.support;

import dev.josh.server.error.ApiException;

/** The {@link ApiException} a service call throws, for assertions on its code and hint. */
public final class ApiErrors {

    private ApiErrors() {
    }

    public static ApiException error(Runnable call) {
        try {
            call.run();
        } catch (ApiException e) {
            return e;
        }
        throw new AssertionError("expected an ApiException");
    }
}
