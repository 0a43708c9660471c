package dev.josh.server.search;

import dev.josh.contracts.id.IdType;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * The {@code source} parameter of a search, a similar-documents request or a trend, read in one place:
 * what the request searches and what its rate cost counts are the same names.
 */
public final class SourceNames {

    private SourceNames() {
    }

    /**
     * The distinct source names in a comma-separated {@code sources}, in the order written, lower case,
     * a short form resolved to its name; empty for none (every searchable source).
     */
    public static List<String> parse(String sources) {
        if (sources == null || sources.isBlank()) {
            return List.of();
        }
        return List.copyOf(new LinkedHashSet<>(Arrays.stream(sources.split(","))
                .map(s -> s.strip().toLowerCase(Locale.ROOT))
                .filter(s -> !s.isEmpty())
                .map(SourceNames::name)
                .toList()));
    }

    /**
     * A source by its name or its short form, the prefix its ids carry ({@code fr} for
     * federal-register, {@code usc}, {@code cfr}, {@code crs}, {@code crec}, {@code pl} …): the alias an
     * agent has already seen in every id.
     */
    private static String name(String nameOrShortForm) {
        return IdType.resourceNamed(nameOrShortForm).orElse(nameOrShortForm);
    }
}
