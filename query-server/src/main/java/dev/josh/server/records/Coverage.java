package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import org.springframework.stereotype.Component;

/**
 * Which sources this database holds, so a lookup can tell "this record does not exist here"
 * ({@code not_in_database}) from "this database does not hold that source at all"
 * ({@code not_covered}): an agent must not read the second as the first.
 */
@Component
public class Coverage {

    private final SourceRegistry registry;

    public Coverage(SourceRegistry registry) {
        this.registry = registry;
    }

    /** The source serving the id's type, or a 404 that says the database does not cover it. */
    public SourceTables covered(PublicId id) {
        return registry.find(id.type().resource()).orElseThrow(() -> notCovered(id.type().resource(),
                "'" + id.value() + "' cannot be looked up here"));
    }

    /** The source named, or a 404 that says the database does not cover it. */
    public SourceTables covered(String source) {
        return registry.find(source).orElseThrow(() -> notCovered(source, "it cannot be listed here"));
    }

    /** Whether the source's record table exists (a link to it can say whether its record is loaded). */
    public boolean holds(String source) {
        return registry.find(source).isPresent();
    }

    private ApiException notCovered(String source, String consequence) {
        return new ApiException(ErrorCode.NOT_FOUND, "this database holds no " + source + ", so " + consequence,
                ApiException.newHint()
                        .put("reason", "not_covered")
                        .put("covered_sources", registry.all().stream().map(SourceTables::name).toList())
                        .build());
    }
}
