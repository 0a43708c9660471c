package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.budget.AnswerRequest;
import dev.josh.server.error.ApiException;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /v1/similar/{id}}: documents like one document, by its document vector. */
@RestController
public class SimilarController {

    private static final Set<String> PARAMETERS = Set.copyOf(Stream.concat(Stream.of("source", "since", "until",
            "limit"), AnswerRequest.ARGUMENTS.stream()).toList());

    private final SearchService search;

    public SimilarController(SearchService search) {
        this.search = search;
    }

    @Operation(summary = "Documents like this one: the nearest documents to its document vector (its opening and an "
            + "even sample of its chunks), pre-filtered by source and dates, the document itself never among them",
            description = "Each result is a search result (title, citation, passages closest to the document, "
            + "ranks.semantic with the cosine score). The document must belong to a body source with vectors (bills, "
            + "us-code, federal-register, crs-reports ...): others are a 400, an unknown id a 404, a document not "
            + "embedded yet a 503 semantic_unavailable.")
    @RateCost(Cost.SIMILAR)
    @GetMapping("/v1/similar/{id}")
    public SimilarResponse similar(
            @Parameter(description = "the document's public id, e.g. hr:117:3684 or usc:17:107") @PathVariable("id") String id,
            @Parameter(description = "comma-separated source names or their id prefixes (fr, usc, cfr, crs ...) to look in; every source with vectors when omitted") @RequestParam(name = "source", required = false) String source,
            @Parameter(description = "only documents published on or after this date: YYYY-MM-DD, YYYY-MM or YYYY") @RequestParam(name = "since", required = false) String since,
            @Parameter(description = "only documents published on or before this date: YYYY-MM-DD, YYYY-MM or YYYY") @RequestParam(name = "until", required = false) String until,
            @Parameter(description = "results, 1-50 (default 10)") @RequestParam(name = "limit", required = false) Integer limit,
            HttpServletRequest request) {
        List<String> unknown = request.getParameterMap().keySet().stream().filter(p -> !PARAMETERS.contains(p))
                .sorted().toList();
        if (!unknown.isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown parameter" + (unknown.size() > 1 ? "s " : " ")
                    + String.join(", ", unknown), ApiException.newHint().put("unknown_parameters", unknown)
                    .put("valid_parameters", PARAMETERS.stream().sorted().toList()).build());
        }
        return search.similar(SimilarRequest.of(id, source, since, until, limit));
    }
}
