package dev.josh.embed.worker;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * UTC timestamps with a fixed width. {@link Instant#toString()} drops zero fractions, so its
 * strings do not sort in time order ({@code …:00Z} sorts after {@code …:00.5Z}); these do.
 */
final class Timestamps {

    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private Timestamps() {
    }

    static String format(Instant instant) {
        return FORMAT.format(instant);
    }
}
