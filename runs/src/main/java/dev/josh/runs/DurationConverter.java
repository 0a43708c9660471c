package dev.josh.runs;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads durations as operators write them ({@code 500ms}, {@code 90s}, {@code 10m}, {@code 2h}) or in ISO-8601
 * ({@code PT10M}).
 */
public final class DurationConverter implements ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        try {
            if (v.startsWith("pt")) {
                return Duration.parse(v.toUpperCase(Locale.ROOT));
            }
            if (v.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
            }
            long amount = Long.parseLong(v.substring(0, v.length() - 1));
            return switch (v.charAt(v.length() - 1)) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                case 'h' -> Duration.ofHours(amount);
                default -> throw new TypeConversionException("'" + value + "': use e.g. 500ms, 90s, 10m or 2h");
            };
        } catch (RuntimeException e) {
            if (e instanceof TypeConversionException t) {
                throw t;
            }
            throw new TypeConversionException("'" + value + "' is not a duration: use e.g. 500ms, 90s, 10m or 2h");
        }
    }
}
