package dev.josh.server.citations;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Citation verification over REST: a short text in the query string, a long one as a JSON body. */
@RestController
public class CitationController {

    /** The body of {@code POST /v1/citations}. */
    public record CitationRequest(String text, Integer congress, String quote) {
    }

    private final CitationVerifier verifier;

    public CitationController(CitationVerifier verifier) {
        this.verifier = verifier;
    }

    @Operation(summary = "Find the U.S. legal citations in a text (42 U.S.C. § 1983, 40 C.F.R. pt. 141, 81 FR 22154, "
            + "Pub. L. 117-58, 135 Stat. 429, H.R. 3684) and check each: found, not_loaded, invalid or needs_congress; "
            + "with quote, whether the first one's provision holds those words: verified, misattributed, not_found, "
            + "not_loaded or unresolved")
    @RateCost(Cost.CITATIONS)
    @GetMapping("/v1/citations")
    public CitationReport check(@RequestParam(name = "text", required = false) String text,
                                @RequestParam(name = "congress", required = false) Integer congress,
                                @RequestParam(name = "quote", required = false) String quote) {
        return verifier.verify(text, congress, quote);
    }

    @Operation(summary = "The same for a long text (up to 100,000 characters) sent as {\"text\": …, \"congress\": …, "
            + "\"quote\": …}")
    @RateCost(Cost.CITATIONS)
    @PostMapping("/v1/citations")
    public CitationReport checkBody(@RequestBody CitationRequest request) {
        return verifier.verify(request.text(), request.congress(), request.quote());
    }
}
