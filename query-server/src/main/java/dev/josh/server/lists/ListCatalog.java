package dev.josh.server.lists;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The list endpoints, one per resource, as the sources define them (each source's package writes
 * its {@link ResourceList}: columns are typed flow-1 data, so they are written there rather than
 * read from the schema). Everything a request may name is on these whitelists.
 */
public final class ListCatalog {

    private final Map<String, ResourceList> lists = new LinkedHashMap<>();

    public ListCatalog(List<ResourceList> lists) {
        lists.forEach(list -> this.lists.put(list.resource(), list));
    }

    Optional<ResourceList> find(String resource) {
        return Optional.ofNullable(lists.get(resource));
    }

    List<String> resources() {
        return List.copyOf(lists.keySet());
    }
}
