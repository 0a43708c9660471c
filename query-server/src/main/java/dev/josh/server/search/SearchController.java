package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import dev.josh.server.budget.AnswerRequest;
import dev.josh.server.error.ApiException;
import dev.josh.server.observability.RequestTags;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /v1/search}: flows 2-4. Validation and the work are the search service's. */
@RestController
public class SearchController {

    private static final Set<String> PARAMETERS = Set.copyOf(Stream.concat(
            Stream.of("q", "mode", "source", "limit", "offset", "since", "until", "document", "expand",
                    "max_per_source", "aggregate", "bucket", "date_field"),
            Stream.concat(DocumentField.parameters().stream(), AnswerRequest.ARGUMENTS.stream())).toList());

    /** Annotation values must be constants; the per-field wording is DocumentField's, in the MCP schema. */
    private static final String FIELD_NOTE = "a per-document filter; confines the search to the sources whose records "
            + "carry the field (congress, bill_id, sponsor, policy_area: bills and documents about them; agency, "
            + "document_type: the Federal Register; title_number: U.S. Code and CFR)";

    private final SearchService search;
    private final SearchProperties properties;

    public SearchController(SearchService search, SearchProperties properties) {
        this.search = search;
        this.properties = properties;
    }

    @Operation(summary = "Search the text of every body source: one result per document, with passages and a "
            + "citation; or, with aggregate=count&bucket=month|year, how many documents match per period and source",
            description = "Flows 2-4. Registry sources (legislators, committees, votes ...) are not "
            + "searched: look them up by name at /v1/<source>?q=. Results carry ids that /v1/fetch/{id} opens. "
            + "With aggregate=count and bucket, the answer is a SearchTrend instead: matching documents (not "
            + "chunks) counted by period of a date column, per source.")
    @ApiResponse(responseCode = "200", description = "results (SearchResponse) or counts by period (SearchTrend)",
            content = @Content(schema = @Schema(oneOf = {SearchResponse.class, SearchTrend.class})))
    @RateCost(Cost.SEARCH)
    @GetMapping("/v1/search")
    public Object search(@Parameter(description = "the words or question; lexical mode passes FTS5 syntax through (\"phrases\", prefix*, NEAR(a b, 5), AND/OR/NOT)") @RequestParam(name = "q", required = false) String q,
                                 @Parameter(description = "hybrid (default: both legs fused by RRF), lexical (BM25: the words must appear) or semantic (meaning)") @RequestParam(name = "mode", required = false) String mode,
                                 @Parameter(description = "comma-separated source names or their id prefixes (fr, usc, cfr, crs, gao, crpt, crec, sap, pl); every searchable source when omitted") @RequestParam(name = "source", required = false) String source,
                                 @Parameter(description = "results per page, 1-200 (default 10)") @RequestParam(name = "limit", required = false) Integer limit,
                                 @Parameter(description = "results to skip, for the next page") @RequestParam(name = "offset", required = false) Integer offset,
                                 @Parameter(description = "only documents published on or after this date: YYYY-MM-DD, YYYY-MM or YYYY") @RequestParam(name = "since", required = false) String since,
                                 @Parameter(description = "only documents published on or before this date: YYYY-MM-DD, YYYY-MM or YYYY") @RequestParam(name = "until", required = false) String until,
                                 @Parameter(description = "search inside one document, by its id (e.g. hr:117:3684): does it mention ...?") @RequestParam(name = "document", required = false) String document,
                                 @Parameter(description = "0-2: join this many neighbouring chunks on each side to every passage, as its context (default 0: no context)") @RequestParam(name = "expand", required = false) Integer expand,
                                 @Parameter(description = "1-200: at most this many documents of any one source in the answer, the next best of other sources taking the places of the rest (diversity says how many were held back); default: no cap") @RequestParam(name = "max_per_source", required = false) Integer maxPerSource,
                                 @Parameter(description = "count: instead of results, count the documents that hold every word, per period (bucket) and source") @RequestParam(name = "aggregate", required = false) String aggregate,
                                 @Parameter(description = "with aggregate=count: month or year") @RequestParam(name = "bucket", required = false) String bucket,
                                 @Parameter(description = "with bucket: the record date column periods are read from (default published_at, the citation date; e.g. introduced_date for bills); confines the count to sources that have it") @RequestParam(name = "date_field", required = false) String dateField,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "congress", required = false) String congress,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "bill_id", required = false) String billId,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "sponsor", required = false) String sponsor,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "policy_area", required = false) String policyArea,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "agency", required = false) String agency,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "document_type", required = false) String documentType,
                                 @Parameter(description = FIELD_NOTE) @RequestParam(name = "title_number", required = false) String titleNumber,
                                 HttpServletRequest request) {
        rejectUnknownParameters(request);
        Map<DocumentField, String> fields = new EnumMap<>(DocumentField.class);
        putIfPresent(fields, DocumentField.CONGRESS, congress);
        putIfPresent(fields, DocumentField.BILL_ID, billId);
        putIfPresent(fields, DocumentField.SPONSOR, sponsor);
        putIfPresent(fields, DocumentField.POLICY_AREA, policyArea);
        putIfPresent(fields, DocumentField.AGENCY, agency);
        putIfPresent(fields, DocumentField.DOCUMENT_TYPE, documentType);
        putIfPresent(fields, DocumentField.TITLE_NUMBER, titleNumber);
        Map<String, Integer> pageOptions = new LinkedHashMap<>();
        pageOptions.put("limit", limit);
        pageOptions.put("offset", offset);
        pageOptions.put("expand", expand);
        pageOptions.put("max_per_source", maxPerSource);
        TrendRequest trend = TrendRequest.of(aggregate, bucket, dateField, pageOptions);
        SearchRequest asked = SearchRequest.of(q, mode, source, limit, offset,
                SearchFilter.parse(since, until, document, fields), properties);
        RequestTags.mode(request, trend != null ? "aggregate" : asked.mode().wire());
        Object answer = trend != null ? search.trend(asked, trend)
                : search.search(asked.withExpand(expand).withMaxPerSource(maxPerSource));
        RequestTags.sources(request, asked.sources()); // only now: the planner has refused any unknown name
        return answer;
    }

    private static void putIfPresent(Map<DocumentField, String> fields, DocumentField field, String value) {
        if (value != null) {
            fields.put(field, value);
        }
    }

    /** A misspelt filter would otherwise be ignored and widen the search without a word: refuse it. */
    private static void rejectUnknownParameters(HttpServletRequest request) {
        List<String> unknown = new ArrayList<>();
        request.getParameterMap().keySet().stream().filter(p -> !PARAMETERS.contains(p)).sorted()
                .forEach(unknown::add);
        if (!unknown.isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown parameter" + (unknown.size() > 1 ? "s " : " ")
                    + String.join(", ", unknown), ApiException.newHint().put("unknown_parameters", unknown)
                    .put("valid_parameters", PARAMETERS.stream().sorted().toList()).build());
        }
    }
}
