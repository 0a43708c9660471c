package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Which legs run: BM25 only (flow 2), vectors only (flow 3), or both fused (flow 4, the default). */
public enum SearchMode {
    LEXICAL, SEMANTIC, HYBRID;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The legs this mode runs, what its rate cost counts per source. */
    public int legs() {
        return this == HYBRID ? 2 : 1;
    }

    /**
     * The mode {@code text} names, case and spaces aside; HYBRID, the default, when it names none; empty
     * for a name no mode has (a request's rate cost is priced from it before {@link #parse} refuses it).
     */
    public static Optional<SearchMode> read(String text) {
        if (text == null || text.isBlank()) {
            return Optional.of(HYBRID);
        }
        String wire = text.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.wire().equals(wire)).findFirst();
    }

    /** The mode {@code text} names ({@link #read}), or a 400 that lists the modes. */
    public static SearchMode parse(String text) {
        return read(text).orElseThrow(() -> new ApiException(ErrorCode.INVALID_PARAMETER, "unknown mode '" + text + "'",
                ApiException.newHint()
                        .put("parameter", "mode")
                        .put("valid_values", Arrays.stream(values()).map(SearchMode::wire).toList())
                        .put("default", HYBRID.wire())
                        .build()));
    }
}
