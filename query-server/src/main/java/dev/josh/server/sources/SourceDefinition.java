package dev.josh.server.sources;

import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
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
 * @param dossier    the sections its records' dossiers hold after the record itself ({@link RecordSections})
 */
public record SourceDefinition(List<IdType> types, Class<? extends PublicRecord> recordType, ResourceList list,
                               GetterTool getter, List<ContextSection> dossier) {

    public SourceDefinition {
        types = List.copyOf(types);
        dossier = List.copyOf(dossier);
        if (types.isEmpty()) {
            throw new IllegalArgumentException("a source serves at least one id type");
        }
    }

    /** A source that declares no dossier sections here (a bean in its package may contribute some). */
    public SourceDefinition(List<IdType> types, Class<? extends PublicRecord> recordType, ResourceList list,
                            GetterTool getter) {
        this(types, recordType, list, getter, List.of());
    }

    /** The REST resource and source name: the first type's resource. */
    public String resource() {
        return types.getFirst().resource();
    }
}
