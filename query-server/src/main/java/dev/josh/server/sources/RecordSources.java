package dev.josh.server.sources;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.links.LinkService;
import dev.josh.server.links.LinkedRecord;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.TextWindow;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;

/**
 * Every source the server serves, as its package registered it ({@link RecordSource}), in the order
 * of {@link IdType}: the universal fetch dispatches here by the id's grammar, and the list catalog,
 * the MCP getters and the OpenAPI document read their entries from here. Starting without a source
 * for some id type is a wiring error, refused at startup rather than a 500 on the first such id.
 */
@Service
public class RecordSources {

    private final List<RecordSource> sources;
    private final Map<IdType, RecordSource> byType = new EnumMap<>(IdType.class);
    private final LinkService links;

    public RecordSources(List<RecordSource> registered, LinkService links) {
        this.links = links;
        for (RecordSource source : registered) {
            for (IdType type : source.definition().types()) {
                RecordSource before = byType.put(type, source);
                if (before != null) {
                    throw new IllegalStateException(type + " is served by both " + before.getClass().getName()
                            + " and " + source.getClass().getName());
                }
            }
        }
        List<IdType> unserved = Arrays.stream(IdType.values()).filter(t -> !byType.containsKey(t)).toList();
        if (!unserved.isEmpty()) {
            throw new IllegalStateException("no RecordSource serves the id types " + unserved
                    + ": each source's package registers one");
        }
        this.sources = registered.stream()
                .sorted(Comparator.comparing(s -> s.definition().types().getFirst().ordinal()))
                .toList();
    }

    /** Any public id, dispatched by its grammar (the universal fetch). */
    public PublicRecord fetch(String id, TextWindow window) {
        PublicId parsed = RecordIds.parse(id, null);
        return byType.get(parsed.type()).fetch(parsed, window);
    }

    /** {@link #fetch(String, TextWindow)} with the record's link counts, as the API answers it. */
    public LinkedRecord fetchLinked(String id, TextWindow window) {
        return links.withCounts(fetch(id, window));
    }

    /**
     * An id under the resource path that serves its type (a resource may serve several: public laws and
     * statute compilations); another type's id is a 404 naming the right path.
     */
    public PublicRecord fetch(String resource, String id, TextWindow window) {
        String canonical = RecordIds.resource(resource);
        PublicId parsed = RecordIds.parse(id, RecordIds.typeOf(canonical));
        if (!parsed.type().resource().equals(canonical)) {
            throw RecordIds.wrongResource(canonical, parsed);
        }
        return byType.get(parsed.type()).fetch(parsed, window);
    }

    /** {@link #fetch(String, String, TextWindow)} with the record's link counts, as the API answers it. */
    public LinkedRecord fetchLinked(String resource, String id, TextWindow window) {
        return links.withCounts(fetch(resource, id, window));
    }

    public List<RecordSource> all() {
        return sources;
    }

    public List<ResourceList> lists() {
        return sources.stream().map(s -> s.definition().list()).toList();
    }

    public List<GetterTool> getters() {
        return sources.stream().map(s -> s.definition().getter()).toList();
    }

    /** The typed record shapes, one per source, in source order. */
    public List<Class<? extends PublicRecord>> recordTypes() {
        return sources.stream().<Class<? extends PublicRecord>>map(s -> s.definition().recordType()).toList();
    }
}
