package dev.josh.server.sources;

import dev.josh.contracts.id.IdType;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.records.PublicRecord;
import java.util.List;

/**
 * What a source declares about itself, beside the code that reads its records.
 *
 * @param types      the id types its records carry (laws and statute compilations share one source)
 * @param recordType the record shape its fetch returns, for the OpenAPI document's {@code oneOf}
 * @param list       how {@code /v1/<resource>} lists it: order, columns, whitelisted filters and groupings
 * @param getter     the MCP tool that fetches one of its records by id
 */
public record SourceDefinition(List<IdType> types, Class<? extends PublicRecord> recordType, ResourceList list,
                               GetterTool getter) {

    public SourceDefinition {
        types = List.copyOf(types);
        if (types.isEmpty()) {
            throw new IllegalArgumentException("a source serves at least one id type");
        }
    }

    /** The REST resource and source name: the first type's resource. */
    public String resource() {
        return types.getFirst().resource();
    }
}
