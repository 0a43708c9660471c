package dev.josh.server.context;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How much a dossier holds. Each depth bounds every section's items and the whole answer's size,
 * so an agent can budget its context before it calls: {@code minimal} is a card, {@code standard}
 * a briefing, {@code deep} everything the sections keep.
 *
 * @param items      items a list section shows at most
 * @param excerpt    characters of the record's own body the dossier quotes
 * @param boundChars the most characters the dossier's JSON may take; sections past it are cut
 */
public enum Depth {
    MINIMAL(5, 0, 16_000),
    STANDARD(15, 1_200, 64_000),
    DEEP(50, 6_000, 256_000);

    private final int items;
    private final int excerpt;
    private final int boundChars;

    Depth(int items, int excerpt, int boundChars) {
        this.items = items;
        this.excerpt = excerpt;
        this.boundChars = boundChars;
    }

    public int items() {
        return items;
    }

    public int excerpt() {
        return excerpt;
    }

    public int boundChars() {
        return boundChars;
    }

    /** Whether a section that starts at {@code least} belongs in a dossier of this depth. */
    public boolean includes(Depth least) {
        return ordinal() >= least.ordinal();
    }

    @JsonValue
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The depth a request names; {@code standard} when it names none. */
    public static Depth parse(String value) {
        if (value == null || value.isBlank()) {
            return STANDARD;
        }
        return Arrays.stream(values()).filter(d -> d.wire().equals(value.strip().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new ApiException(ErrorCode.INVALID_PARAMETER,
                        "depth must be minimal, standard or deep, got '" + value + "'",
                        ApiException.newHint().put("parameter", "depth").put("valid_values", wires()).build()));
    }

    static List<String> wires() {
        return Arrays.stream(values()).map(Depth::wire).toList();
    }
}
