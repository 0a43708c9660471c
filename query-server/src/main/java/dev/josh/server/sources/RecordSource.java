package dev.josh.server.sources;

import dev.josh.contracts.id.PublicId;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;

/**
 * What one source serves, registered once: its records by id, and its {@link SourceDefinition}
 * (list endpoint, MCP getter, record shape). Each source's package holds one Spring bean of this
 * type; {@link RecordSources} collects them, so the universal fetch, {@code /v1/{resource}}, the MCP
 * tools and the OpenAPI document learn a new source from its package alone.
 */
public interface RecordSource {

    SourceDefinition definition();

    /** The record by id, its body in the window asked for; the id's type is one of the definition's types. */
    PublicRecord fetch(PublicId id, TextWindow window);
}
