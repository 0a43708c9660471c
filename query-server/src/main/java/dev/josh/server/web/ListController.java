package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.lists.ListQuery;
import dev.josh.server.lists.ListService;
import dev.josh.server.records.LobbyingEntities;
import dev.josh.server.records.LobbyingNames;
import dev.josh.server.records.RecordService;
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
    private static final Set<String> LEGISLATOR_NAME_PARAMETERS = Set.of("q", "state", "current", "limit");
    private static final Set<String> NAME_PARAMETERS = Set.of("q", "limit");

    private final ListService lists;
    private final RecordService records;
    private final LobbyingNames lobbying;

    public ListController(ListService lists, RecordService records, LobbyingNames lobbying) {
        this.lists = lists;
        this.records = records;
        this.lobbying = lobbying;
    }

    @GetMapping("/v1/{resource}")
    public Object list(@PathVariable("resource") String resource,
                       @RequestParam MultiValueMap<String, String> parameters) {
        return lists.run(ListQuery.fromParameters(resource, parameters));
    }

    /** With {@code q}: legislators by name (typos tolerated); without: the legislators list with its filters. */
    @GetMapping("/v1/legislators")
    public Object legislators(@RequestParam MultiValueMap<String, String> parameters) {
        if (!parameters.containsKey("q")) {
            return lists.run(ListQuery.fromParameters("legislators", parameters));
        }
        only(parameters, LEGISLATOR_NAME_PARAMETERS);
        String current = parameters.getFirst("current");
        return records.legislatorsNamed(parameters.getFirst("q"), parameters.getFirst("state"),
                current == null ? null : bool("current", current), nameLimit(parameters));
    }

    /** With {@code q}: committees by name or Thomas id; without: the committees list with its filters. */
    @GetMapping("/v1/committees")
    public Object committees(@RequestParam MultiValueMap<String, String> parameters) {
        if (!parameters.containsKey("q")) {
            return lists.run(ListQuery.fromParameters("committees", parameters));
        }
        only(parameters, NAME_PARAMETERS);
        return records.committeesNamed(parameters.getFirst("q"), nameLimit(parameters));
    }

    @GetMapping("/v1/lda-filings/registrants")
    public LobbyingEntities registrants(@RequestParam MultiValueMap<String, String> parameters) {
        only(parameters, NAME_PARAMETERS);
        return lobbying.named(LobbyingNames.Kind.REGISTRANT, parameters.getFirst("q"), nameLimit(parameters));
    }

    @GetMapping("/v1/lda-filings/clients")
    public LobbyingEntities clients(@RequestParam MultiValueMap<String, String> parameters) {
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
