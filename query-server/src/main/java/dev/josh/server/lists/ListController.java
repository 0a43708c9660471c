package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.NameMatches;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.topics.Topics;
import dev.josh.server.sources.lda.LobbyingEntities;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.Legislators;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * List endpoints and entity resolution over REST:
 * <ul>
 *   <li>{@code GET /v1/{resource}?<filters>&limit=&cursor=}: rows of a resource, keyset-paged;</li>
 *   <li>{@code GET /v1/{resource}?<filters>&aggregate=count|sum&group_by=&top=&sum_field=}: counts or
 *       sums by whitelisted columns;</li>
 *   <li>{@code GET /v1/legislators?q=}, {@code /v1/committees?q=}, {@code /v1/lda-filings/registrants?q=},
 *       {@code /v1/lda-filings/clients?q=}: noisy names to ids, ranked (where search redirects
 *       registry sources).</li>
 * </ul>
 */
@RestController
public class ListController {

    private static final int DEFAULT_NAME_MATCHES = 10;
    private static final String FILTERS = "the resource's filters (e.g. congress, sponsor, policy_area for bills; "
            + "chamber, bill for roll-call-votes; agency, type for federal-register; registrant_id, client, year for "
            + "lda-filings; since and until on dated resources), limit, cursor, aggregate, group_by, top, sum_field";
    private static final Set<String> LEGISLATOR_NAME_PARAMETERS = Set.of("q", "state", "current", "limit");
    private static final Set<String> NAME_PARAMETERS = Set.of("q", "limit");

    private final ListService lists;
    private final Legislators legislators;
    private final Committees committees;
    private final LobbyingNames lobbying;
    private final Topics topics;

    public ListController(ListService lists, Legislators legislators, Committees committees, LobbyingNames lobbying,
                          Topics topics) {
        this.lists = lists;
        this.legislators = legislators;
        this.committees = committees;
        this.lobbying = lobbying;
        this.topics = topics;
    }

    @Operation(summary = "List a resource's records by filters, or count and sum them by group",
            description = "Filters are per resource (an unknown one is a 400 listing the valid ones); limit (1-200, "
                    + "default 50) and cursor (the previous page's next_cursor) page the rows in a stable order. "
                    + "With aggregate=count|sum, group_by (one or two whitelisted columns), top (1-200) and sum_field "
                    + "the answer is an Aggregation instead of rows.")
    @ApiResponse(responseCode = "200", description = "rows (RecordList) or groups (Aggregation)",
            content = @Content(schema = @Schema(oneOf = {RecordList.class, Aggregation.class})))
    @RateCost(Cost.LIST)
    @GetMapping("/v1/{resource}")
    public Object list(@Parameter(description = "a resource (bills, roll-call-votes, federal-register, lda-filings, …) "
                               + "or its id prefix") @PathVariable("resource") String resource,
                       @Parameter(description = FILTERS) @RequestParam(required = false)
                       MultiValueMap<String, String> parameters) {
        return lists.run(ListQuery.fromParameters(resource, parameters));
    }

    /** With {@code q}: legislators by name (typos tolerated); without: the legislators list with its filters. */
    @Operation(summary = "Legislators by a noisy name (q, with state and current), or listed by filters",
            description = "q=Markye finds Edward J. Markey: ranked, typo-tolerant, each match with a 0-1 score. Without "
                    + "q: the list endpoint (state, party, chamber, current, gender; aggregate=count).")
    @ApiResponse(responseCode = "200", description = "name matches, rows or groups", content = @Content(
            schema = @Schema(oneOf = {NameMatches.class, RecordList.class, Aggregation.class})))
    @RateCost(Cost.LIST)
    @GetMapping("/v1/legislators")
    public Object legislators(@Parameter(description = "q, state, current, limit; or list filters")
                              @RequestParam(required = false) MultiValueMap<String, String> parameters) {
        if (!parameters.containsKey("q")) {
            return lists.run(ListQuery.fromParameters("legislators", parameters));
        }
        only(parameters, LEGISLATOR_NAME_PARAMETERS);
        String current = parameters.getFirst("current");
        return legislators.legislatorsNamed(parameters.getFirst("q"), parameters.getFirst("state"),
                current == null ? null : bool("current", current), nameLimit(parameters));
    }

    /** With {@code q}: committees by name or Thomas id; without: the committees list with its filters. */
    @Operation(summary = "Committees by a noisy name (q), or listed by filters")
    @ApiResponse(responseCode = "200", description = "name matches, rows or groups", content = @Content(
            schema = @Schema(oneOf = {NameMatches.class, RecordList.class, Aggregation.class})))
    @RateCost(Cost.LIST)
    @GetMapping("/v1/committees")
    public Object committees(@Parameter(description = "q, limit; or list filters")
                             @RequestParam(required = false) MultiValueMap<String, String> parameters) {
        if (!parameters.containsKey("q")) {
            return lists.run(ListQuery.fromParameters("committees", parameters));
        }
        only(parameters, NAME_PARAMETERS);
        return committees.committeesNamed(parameters.getFirst("q"), nameLimit(parameters));
    }

    @Operation(summary = "Legislative topics (CRS subject terms and policy areas) by a noisy name (q), or listed by filters")
    @ApiResponse(responseCode = "200", description = "name matches, rows or groups", content = @Content(
            schema = @Schema(oneOf = {NameMatches.class, RecordList.class, Aggregation.class})))
    @RateCost(Cost.LIST)
    @GetMapping("/v1/topics")
    public Object topics(@Parameter(description = "q, limit; or list filters")
                         @RequestParam(required = false) MultiValueMap<String, String> parameters) {
        if (!parameters.containsKey("q")) {
            return lists.run(ListQuery.fromParameters("topic-taxonomy", parameters));
        }
        only(parameters, NAME_PARAMETERS);
        return topics.topicsNamed(parameters.getFirst("q"), nameLimit(parameters));
    }

    @Operation(summary = "Lobbying registrants by a noisy name (q), with their Senate ids and filings")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/lda-filings/registrants")
    public LobbyingEntities registrants(@Parameter(description = "q (the name), limit (1-50, default 10)")
                                        @RequestParam(required = false) MultiValueMap<String, String> parameters) {
        only(parameters, NAME_PARAMETERS);
        return lobbying.named(LobbyingNames.Kind.REGISTRANT, parameters.getFirst("q"), nameLimit(parameters));
    }

    @Operation(summary = "Lobbying clients by a noisy name (q), with their Senate ids and filings")
    @RateCost(Cost.LOOKUP)
    @GetMapping("/v1/lda-filings/clients")
    public LobbyingEntities clients(@Parameter(description = "q (the name), limit (1-50, default 10)")
                                    @RequestParam(required = false) MultiValueMap<String, String> parameters) {
        only(parameters, NAME_PARAMETERS);
        return lobbying.named(LobbyingNames.Kind.CLIENT, parameters.getFirst("q"), nameLimit(parameters));
    }

    private static void only(Map<String, List<String>> parameters, Set<String> allowed) {
        for (String name : parameters.keySet()) {
            if (!allowed.contains(name)) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "'" + name + "' does not apply to a name lookup",
                        ApiException.newHint().put("parameter", name).put("valid_parameters", allowed.stream()
                                .sorted().toList()).put("list_with_filters", "leave q out to list with filters")
                                .build());
            }
        }
    }

    private static int nameLimit(MultiValueMap<String, String> parameters) {
        String limit = parameters.getFirst("limit");
        if (limit == null) {
            return DEFAULT_NAME_MATCHES;
        }
        if (!limit.strip().matches("-?\\d{1,9}")) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be an integer, got '" + limit + "'",
                    ApiException.newHint().put("parameter", "limit").build());
        }
        return Integer.parseInt(limit.strip());
    }

    private static boolean bool(String name, String value) {
        return switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "true", "1", "yes" -> true;
            case "false", "0", "no" -> false;
            default -> throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be true or false, got '"
                    + value + "'", ApiException.newHint().put("parameter", name).build());
        };
    }
}
