package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.DocumentField;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchRequest;
import dev.josh.server.search.SearchResponse;
import dev.josh.server.search.SearchService;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.EnumMap;
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
            Stream.of("q", "mode", "source", "limit", "offset", "since", "until", "document"),
            DocumentField.parameters().stream()).toList());

    private final SearchService search;
    private final SearchProperties properties;

    public SearchController(SearchService search, SearchProperties properties) {
        this.search = search;
        this.properties = properties;
    }

    @GetMapping("/v1/search")
    public SearchResponse search(@RequestParam(name = "q", required = false) String q,
                                 @RequestParam(name = "mode", required = false) String mode,
                                 @RequestParam(name = "source", required = false) String source,
                                 @RequestParam(name = "limit", required = false) Integer limit,
                                 @RequestParam(name = "offset", required = false) Integer offset,
                                 @RequestParam(name = "since", required = false) String since,
                                 @RequestParam(name = "until", required = false) String until,
                                 @RequestParam(name = "document", required = false) String document,
                                 @RequestParam(name = "congress", required = false) String congress,
                                 @RequestParam(name = "bill_id", required = false) String billId,
                                 @RequestParam(name = "sponsor", required = false) String sponsor,
                                 @RequestParam(name = "policy_area", required = false) String policyArea,
                                 @RequestParam(name = "agency", required = false) String agency,
                                 @RequestParam(name = "document_type", required = false) String documentType,
                                 @RequestParam(name = "title_number", required = false) String titleNumber,
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
        return search.search(SearchRequest.of(q, mode, source, limit, offset,
                SearchFilter.parse(since, until, document, fields), properties));
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
