package dev.josh.embed.measure;

import java.time.Duration;
import java.util.Locale;

/** Durations as an operator reads them: {@code 45s}, {@code 3m07s}, {@code 2h05m}, {@code 3d04h}. */
public final class Durations {

    private Durations() {
    }

    public static String human(Duration d) {
        long s = d.toSeconds();
        return s >= 86_400 ? String.format(Locale.ROOT, "%dd%02dh", s / 86_400, (s % 86_400) / 3600)
                : s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60)
                : s + "s";
    }
}
