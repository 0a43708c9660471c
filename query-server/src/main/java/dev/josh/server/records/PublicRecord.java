package dev.josh.server.records;

import dev.josh.contracts.api.Citation;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * Anything fetched by public id: every one carries its id, its type and its citation. Each source's
 * package defines its shape and registers it ({@code RecordSource#recordType}); the OpenAPI document
 * lists them as this schema's {@code oneOf}.
 */
@Schema(description = "a record by public id; type says which shape follows")
public interface PublicRecord {

    /** The id type in snake case, e.g. {@code us_code_section}; tells a client which shape follows. */
    String type();

    String id();

    Citation citation();
}
