package dev.josh.server.budget;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How much of an answer to send: {@code ids} (ids, titles and paging only, to choose what to read
 * next), {@code summary} (the tools' default: the answer without long secondary texts such as a U.S. Code
 * section's notes) or {@code full} (everything; REST's default, so a route answers as its contract says).
 */
public enum Verbosity {
    IDS, SUMMARY, FULL;

    public static final List<String> NAMES = Arrays.stream(values()).map(Verbosity::wire).toList();

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The verbosity named, {@code absent} when none is; anything else is {@code invalid_parameter}. */
    public static Verbosity parse(String value, Verbosity absent) {
        if (value == null || value.isBlank()) {
            return absent;
        }
        for (Verbosity v : values()) {
            if (v.wire().equals(value.strip().toLowerCase(Locale.ROOT))) {
                return v;
            }
        }
        throw new ApiException(ErrorCode.INVALID_PARAMETER, "verbosity must be one of " + NAMES + ", got '" + value
                + "'", ApiException.newHint().put("parameter", "verbosity").put("valid_values", NAMES).build());
    }
}
