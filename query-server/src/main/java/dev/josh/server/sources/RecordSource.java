package dev.josh.server.sources;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * What one source serves, registered once: its records by id, its list endpoint, its MCP getter
 * and the typed shape of its records. Each source's package holds one Spring bean of this type;
 * {@link RecordSources} collects them, so the universal fetch, {@code /v1/{resource}}, the MCP
 * tools and the OpenAPI document learn a new source from its package alone.
 */
public interface RecordSource {

    /** The id types this source's records carry (laws and statute compilations share one source). */
    List<IdType> types();

    /** The record by id, its body in the window asked for; the id's type is one of {@link #types()}. */
    PublicRecord fetch(PublicId id, TextWindow window);

    /** The record shapes {@link #fetch} returns, for the OpenAPI document's {@code oneOf}. */
    Class<? extends PublicRecord> recordType();

    /** How {@code /v1/<resource>} lists this source: order, columns, whitelisted filters and groupings. */
    ResourceList list();

    /** The MCP tool that fetches one record of this source by id. */
    GetterTool getter();

    /** The REST resource and source name: the first type's resource. */
    default String resource() {
        return types().getFirst().resource();
    }
}
