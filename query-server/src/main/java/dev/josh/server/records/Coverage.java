package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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

    /**
     * The 404 for a record that is not there: {@code not_in_database} when its source holds records,
     * {@code not_covered} when the source's table is empty (nothing of it has been ingested), so an
     * agent does not conclude from an empty source that the record does not exist.
     */
    public ApiException missing(Connection conn, PublicId id) throws SQLException {
        SourceTables source = covered(id);
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT 1 FROM " + source.table() + " LIMIT 1")) {
            if (!rs.next()) {
                return notCovered(source.name(), "'" + id.value() + "' cannot be looked up here (the source is empty)");
            }
        }
        return RecordIds.notFound(id, source.name());
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
