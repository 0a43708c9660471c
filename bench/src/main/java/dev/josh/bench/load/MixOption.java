package dev.josh.bench.load;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --mix} option of the commands that replay the query mix ({@code bench query}, {@code bench compare}). */
public final class MixOption {

    @Option(names = "--mix", description = "a query mix file (default: the committed bench/query-mix.txt)")
    Path mix;

    /** The mix named, else the committed one. */
    public QueryMix load() {
        return mix == null ? QueryMix.loadDefault() : QueryMix.load(mix);
    }
}
