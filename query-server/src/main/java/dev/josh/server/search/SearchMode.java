package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.Locale;

/** Which legs run: BM25 only (flow 2), vectors only (flow 3), or both fused (flow 4, the default). */
public enum SearchMode {
    LEXICAL, SEMANTIC, HYBRID;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SearchMode parse(String text) {
        if (text == null || text.isBlank()) {
            return HYBRID;
        }
        for (SearchMode m : values()) {
            if (m.wire().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown mode '" + text + "'",
                ApiException.newHint()
                        .put("parameter", "mode")
                        .put("valid_values", Arrays.stream(values()).map(SearchMode::wire).toList())
                        .put("default", HYBRID.wire())
                        .build());
    }
}
