package dev.josh.ingest;

import dev.josh.ingest.core.IngestSource;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The sources the application context holds, and the ones a command line names. */
record IngestSources(List<IngestSource> all) {

    IngestSources {
        all = all.stream().sorted(Comparator.comparingInt(IngestSource::order)).toList();
    }

    List<String> names() {
        return all.stream().map(IngestSource::name).toList();
    }

    /**
     * The sources named, in run order whatever order they were named in (sources that resolve
     * references to others run after them), {@code all} standing for every source.
     *
     * @throws IllegalArgumentException for an unknown name, listing the sources there are
     */
    List<IngestSource> select(List<String> requested) {
        Set<IngestSource> selected = new LinkedHashSet<>();
        for (String name : requested) {
            String n = name.toLowerCase(Locale.ROOT);
            if (n.equals("all")) {
                selected.addAll(all);
                continue;
            }
            selected.add(all.stream().filter(s -> s.name().equals(n)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(
                            "unknown source '" + name + "'; use one or more of " + names() + ", or all")));
        }
        return selected.stream().sorted(Comparator.comparingInt(IngestSource::order)).toList();
    }

    /** The sources that read what these sync sources downloaded, in run order. */
    List<IngestSource> readersOf(List<String> fetched) {
        return all.stream().filter(s -> fetched.contains(s.fetchedWith())).toList();
    }
}
