package dev.josh.ingest.sync;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AssignableTypeFilter;

/**
 * The fetchers on the class path: every {@link SourceFetcher} under {@code dev.josh.ingest}, found by
 * scanning, so a source's fetcher lives in its own package and no list names it.
 */
public final class SourceFetchers {

    private static final String BASE_PACKAGE = "dev.josh.ingest";

    private final List<SourceFetcher> all;

    private SourceFetchers(List<SourceFetcher> all) {
        this.all = all.stream().sorted(Comparator.comparing(SourceFetcher::source)).toList();
        Map<String, UpstreamHost> hosts = new HashMap<>();
        for (SourceFetcher fetcher : this.all) {
            for (UpstreamHost host : fetcher.hosts()) {
                UpstreamHost known = hosts.putIfAbsent(host.name(), host);
                if (known != null && !known.equals(host)) {
                    throw new IllegalStateException("two fetchers name upstream " + host.name() + " with different bases: "
                            + known.defaultBase() + " and " + host.defaultBase());
                }
            }
        }
    }

    /** Every fetcher on the class path. */
    public static SourceFetchers onClassPath() {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AssignableTypeFilter(SourceFetcher.class));
        List<SourceFetcher> found = new ArrayList<>();
        for (BeanDefinition candidate : scanner.findCandidateComponents(BASE_PACKAGE)) {
            try {
                Class<?> type = Class.forName(candidate.getBeanClassName());
                found.add((SourceFetcher) type.getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("fetcher " + candidate.getBeanClassName()
                        + " needs a public no-argument constructor", e);
            }
        }
        return new SourceFetchers(found);
    }

    /** The fetchers, by source name. */
    public List<SourceFetcher> all() {
        return all;
    }

    public List<String> names() {
        return all.stream().map(SourceFetcher::source).toList();
    }

    /** Every upstream host any fetcher names. */
    public List<UpstreamHost> hosts() {
        Map<String, UpstreamHost> hosts = new HashMap<>();
        for (SourceFetcher fetcher : all) {
            fetcher.hosts().forEach(h -> hosts.putIfAbsent(h.name(), h));
        }
        return hosts.values().stream().sorted(Comparator.comparing(UpstreamHost::name)).toList();
    }

    /**
     * The fetchers for the names given ({@code all} for every one).
     *
     * @throws IllegalArgumentException for a name without a fetcher, saying which names have one
     */
    public List<SourceFetcher> select(List<String> names) {
        List<SourceFetcher> selected = new ArrayList<>();
        for (String name : names) {
            if (name.equalsIgnoreCase("all")) {
                all.stream().filter(f -> !selected.contains(f)).forEach(selected::add);
                continue;
            }
            SourceFetcher fetcher = all.stream().filter(f -> f.source().equalsIgnoreCase(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no fetcher for '" + name + "'; sync knows "
                            + names() + " or all (roll-call-votes are not synced yet: docs/sync.md says why)"));
            if (!selected.contains(fetcher)) {
                selected.add(fetcher);
            }
        }
        return selected;
    }
}
