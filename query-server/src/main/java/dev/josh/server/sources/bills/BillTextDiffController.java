package dev.josh.server.sources.bills;

import dev.josh.server.auth.Cost;
import dev.josh.server.auth.RateCost;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * What changed between two text versions of a bill, or between versions of two bills, over REST:
 * {@code limit} changes a page (default 20, at most 100), {@code cursor} from the previous page's
 * {@code next_cursor}, {@code max_chars} of hunks or text per provision (default 2,000, at most 20,000).
 */
@RestController
public class BillTextDiffController {

    private final BillTextDiffs diffs;

    public BillTextDiffController(BillTextDiffs diffs) {
        this.diffs = diffs;
    }

    @Operation(summary = "What changed between two text versions of a bill (from, default its earliest loaded; to, "
            + "default its latest) or of two bills (to_bill): provisions aligned by section, counts of inserted, "
            + "struck, changed, moved and unchanged ones, and a page of the changes with their struck and inserted "
            + "words")
    @RateCost(Cost.DIFF)
    @GetMapping("/v1/bills/{id}/text/diff")
    public BillTextDiff diff(@PathVariable("id") String id,
                             @RequestParam(name = "from", required = false) String from,
                             @RequestParam(name = "to", required = false) String to,
                             @RequestParam(name = "to_bill", required = false) String toBill,
                             @RequestParam(name = "limit", required = false) Integer limit,
                             @RequestParam(name = "cursor", required = false) String cursor,
                             @RequestParam(name = "max_chars", required = false) Integer maxChars) {
        return diffs.diff(id, from, to, toBill, "to_bill", BillTextDiffs.restPage(limit, cursor),
                BillTextDiffs.maxChars(maxChars, BillTextDiffs.DEFAULT_MAX_CHARS, BillTextDiffs.MAX_MAX_CHARS,
                        "max_chars"));
    }
}
