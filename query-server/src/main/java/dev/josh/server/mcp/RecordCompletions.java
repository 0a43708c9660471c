package dev.josh.server.mcp;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Queries;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.RecordSources;
import io.modelcontextprotocol.server.McpServerFeatures.SyncCompletionSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.CompleteRequest;
import io.modelcontextprotocol.spec.McpSchema.CompleteResult;
import io.modelcontextprotocol.spec.McpSchema.CompleteResult.CompleteCompletion;
import io.modelcontextprotocol.spec.McpSchema.PromptReference;
import io.modelcontextprotocol.spec.McpSchema.ResourceReference;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * {@code completion/complete} for the arguments whose values are record ids: the {@code id} of the
 * resource template {@code josh://{id}} (any source) and the id arguments of the research prompts
 * ({@code bill_id}, {@code usc_section}). A typed prefix completes to the ids of loaded records that
 * start with it, in id order, at most {@value #MAX_VALUES} (the specification's cap), with {@code
 * total} and {@code hasMore}; each source's primary key answers the prefix as an index range.
 */
@Component
public class RecordCompletions {

    private static final Logger log = LoggerFactory.getLogger(RecordCompletions.class);

    /** The most values one answer may carry (MCP specification, completion). */
    static final int MAX_VALUES = 100;
    /** The longest prefix looked up: the longest id grammar (an LDA filing's uuid) is well under it. */
    static final int MAX_PREFIX = 100;
    /** Matches counted per source; past it {@code total} is left out (unknown) and {@code hasMore} is true. */
    static final int COUNT_CAP = 10_000;

    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final RecordSources records;

    public RecordCompletions(DataSource dataSource, SourceRegistry registry, RecordSources records) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.records = records;
    }

    public List<SyncCompletionSpecification> specifications() {
        return List.of(
                new SyncCompletionSpecification(new ResourceReference(RecordResources.TEMPLATE),
                        (exchange, request) -> answer(request, "id", Set.of())),
                prompt("brief_on_bill", "bill_id", IdType.BILL),
                prompt("compare_bill_versions", "bill_id", IdType.BILL),
                prompt("regulations_implementing_statute", "usc_section", IdType.US_CODE_SECTION));
    }

    private SyncCompletionSpecification prompt(String name, String argument, IdType type) {
        return new SyncCompletionSpecification(new PromptReference(name),
                (exchange, request) -> answer(request, argument, Set.of(type)));
    }

    /** The ids for the argument that takes them; any other argument of the reference has no known values. */
    private CompleteResult answer(CompleteRequest request, String argument, Set<IdType> types) {
        if (!argument.equals(request.argument().name())) {
            return new CompleteResult(new CompleteCompletion(List.of(), 0, false));
        }
        try {
            return new CompleteResult(complete(request.argument().value(), types));
        } catch (ApiException e) {
            throw McpErrors.prompt(e);
        } catch (RuntimeException e) {
            log.error("completion/complete {} failed", request.ref().identifier(), e);
            throw McpErrors.internal();
        }
    }

    /** The loaded ids that start with {@code prefix}, of these types (every type when empty). */
    CompleteCompletion complete(String prefix, Set<IdType> types) {
        String typed = prefix == null ? "" : prefix.strip();
        if (typed.length() > MAX_PREFIX) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the value to complete is " + typed.length()
                    + " characters; an id prefix is at most " + MAX_PREFIX,
                    ApiException.newHint().put("parameter", "argument.value").put("max_length", MAX_PREFIX)
                            .put("example", "hr:117:36").build());
        }
        TreeSet<String> ids = new TreeSet<>();
        long total = 0;
        boolean capped = false;
        // Every id grammar is printable ASCII: a prefix with anything else matches nothing.
        if (typed.chars().allMatch(c -> c > ' ' && c < 0x7f)) {
            String range = typed.isEmpty() ? "id >= ?1" : "id >= ?1 AND id < ?2";
            Object[] params = typed.isEmpty() ? new Object[] {typed} : new Object[] {typed, upperBound(typed)};
            try (Connection conn = dataSource.getConnection()) {
                for (String table : tables(types)) {
                    for (String[] row : Queries.strings(conn, "SELECT id FROM " + table + " WHERE " + range
                            + " ORDER BY id LIMIT " + (MAX_VALUES + 1), params)) {
                        ids.add(row[0]);
                    }
                    long count = Queries.count(conn, "SELECT count(*) FROM (SELECT 1 FROM " + table + " WHERE "
                            + range + " LIMIT " + (COUNT_CAP + 1) + ")", params);
                    capped |= count > COUNT_CAP;
                    total += count;
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot complete the id prefix " + typed, e);
            }
        }
        List<String> values = ids.stream().limit(MAX_VALUES).toList();
        return new CompleteCompletion(values, capped ? null : Math.toIntExact(total), capped || total > values.size());
    }

    /** The record tables of the sources serving these types, as the last catalog refresh found them. */
    private List<String> tables(Set<IdType> types) {
        Set<String> tables = new TreeSet<>();
        for (RecordSource source : records.all()) {
            if (types.isEmpty() || !Collections.disjoint(types, source.definition().types())) {
                registry.find(source.definition().resource()).map(SourceTables::source)
                        .ifPresent(s -> tables.add(s.table()));
            }
        }
        return new ArrayList<>(tables);
    }

    /** The least string above every string that starts with {@code prefix} (printable ASCII, not empty). */
    static String upperBound(String prefix) {
        return prefix.substring(0, prefix.length() - 1) + (char) (prefix.charAt(prefix.length() - 1) + 1);
    }
}
