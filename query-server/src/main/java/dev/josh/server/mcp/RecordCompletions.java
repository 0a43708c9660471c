package dev.josh.server.mcp;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Queries;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.sources.bills.BillText;
import dev.josh.server.sources.bills.BillTexts;
import io.modelcontextprotocol.server.McpServerFeatures.SyncCompletionSpecification;
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
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * {@code completion/complete} for the arguments whose values are record ids: the {@code id} of the
 * resource template {@code josh://{id}} (any source) and the id arguments of the research prompts
 * ({@code bill_id}, {@code usc_section}). A typed prefix completes to the ids of loaded records that
 * start with it, in id order, at most {@value #MAX_VALUES} (the specification's cap), with {@code
 * total} and {@code hasMore}; each source's primary key answers the prefix as an index range. The
 * {@code from} and {@code to} of {@code compare_bill_versions} complete to the chosen bill's loaded
 * text versions.
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
    private final BillTexts billTexts;

    public RecordCompletions(DataSource dataSource, SourceRegistry registry, RecordSources records,
                             BillTexts billTexts) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.records = records;
        this.billTexts = billTexts;
    }

    public List<SyncCompletionSpecification> specifications() {
        Function<CompleteRequest, CompleteCompletion> bills = ids(Set.of(IdType.BILL));
        return List.of(
                new SyncCompletionSpecification(new ResourceReference(RecordResources.TEMPLATE),
                        (exchange, request) -> answer(request, Map.of("id", ids(Set.of())))),
                prompt("brief_on_bill", Map.of("bill_id", bills)),
                prompt("compare_bill_versions", Map.of("bill_id", bills, "from", this::versions, "to", this::versions)),
                prompt("regulations_implementing_statute",
                        Map.of("usc_section", ids(Set.of(IdType.US_CODE_SECTION)))));
    }

    private SyncCompletionSpecification prompt(String name,
                                               Map<String, Function<CompleteRequest, CompleteCompletion>> arguments) {
        return new SyncCompletionSpecification(new PromptReference(name),
                (exchange, request) -> answer(request, arguments));
    }

    private Function<CompleteRequest, CompleteCompletion> ids(Set<IdType> types) {
        return request -> complete(request.argument().value(), types);
    }

    /** The values of the argument that has a known set; any other argument of the reference has none. */
    private CompleteResult answer(CompleteRequest request,
                                  Map<String, Function<CompleteRequest, CompleteCompletion>> arguments) {
        Function<CompleteRequest, CompleteCompletion> values = arguments.get(request.argument().name());
        if (values == null) {
            return new CompleteResult(new CompleteCompletion(List.of(), 0, false));
        }
        try {
            return new CompleteResult(values.apply(request));
        } catch (ApiException e) {
            throw McpErrors.prompt(e);
        } catch (RuntimeException e) {
            log.error("completion/complete {} failed", request.ref().identifier(), e);
            throw McpErrors.internal();
        }
    }

    /**
     * The text versions loaded for the bill already chosen ({@code context.arguments.bill_id}) whose code
     * starts with the typed prefix, in any case (the prompt takes {@code enr} as {@code ENR}); none until a
     * bill that the database holds is chosen.
     */
    private CompleteCompletion versions(CompleteRequest request) {
        String bill = request.context() == null || request.context().arguments() == null ? null
                : request.context().arguments().get("bill_id");
        String typed = request.argument().value() == null ? "" : request.argument().value().strip()
                .toUpperCase(Locale.ROOT);
        List<String> codes = List.of();
        if (bill != null && !bill.isBlank()) {
            try {
                codes = billTexts.text(bill.strip(), null, TextWindow.of(0, 1)).versions().stream()
                        .filter(BillText.Version::textLoaded).map(BillText.Version::versionCode)
                        .filter(code -> code != null && code.startsWith(typed)).distinct().toList();
            } catch (ApiException e) {
                // a malformed or unknown bill has no versions to offer; prompts/get says what is wrong with it
            }
        }
        return new CompleteCompletion(codes, codes.size(), false);
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
                    ids.addAll(ConnectionClient.on(conn).sql("SELECT id FROM " + table + " WHERE " + range + " ORDER BY id LIMIT "
                            + (MAX_VALUES + 1)).params(params).query(String.class).list());
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
