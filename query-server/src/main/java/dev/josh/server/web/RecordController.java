package dev.josh.server.web;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.CommitteeMembers;
import dev.josh.server.records.NameMatches;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.RecordService;
import dev.josh.server.records.TextWindow;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Flow 1 over REST:
 * <ul>
 *   <li>{@code GET /v1/fetch/{id}}: any public id, dispatched by its grammar;</li>
 *   <li>{@code GET /v1/{resource}/{id}}: the same, checked against the resource (another type's id
 *       is a 404 {@code wrong_resource} naming the right path);</li>
 *   <li>{@code GET /v1/committees/{id}/members}: the roster joined to the legislators;</li>
 *   <li>{@code GET /v1/legislators?q=} and {@code GET /v1/committees?q=}: look a registry record up
 *       by name (where search sends registry sources).</li>
 * </ul>
 * Long bodies take {@code body_offset} and {@code body_max_chars} for a windowed read.
 */
@RestController
public class RecordController {

    private static final int DEFAULT_NAME_MATCHES = 10;

    private final RecordService records;

    public RecordController(RecordService records) {
        this.records = records;
    }

    @GetMapping("/v1/fetch/{id}")
    public PublicRecord fetch(@PathVariable("id") String id,
                              @RequestParam(name = "body_offset", required = false) Integer bodyOffset,
                              @RequestParam(name = "body_max_chars", required = false) Integer bodyMaxChars) {
        return records.fetch(id, TextWindow.of(bodyOffset, bodyMaxChars));
    }

    @GetMapping("/v1/{resource}/{id}")
    public PublicRecord fetch(@PathVariable("resource") String resource, @PathVariable("id") String id,
                              @RequestParam(name = "body_offset", required = false) Integer bodyOffset,
                              @RequestParam(name = "body_max_chars", required = false) Integer bodyMaxChars) {
        return records.fetch(resource, id, TextWindow.of(bodyOffset, bodyMaxChars));
    }

    @GetMapping("/v1/committees/{id}/members")
    public CommitteeMembers members(@PathVariable("id") String id,
                                    @RequestParam(name = "congress", required = false) Integer congress) {
        return records.members(id, congress);
    }

    @GetMapping("/v1/legislators")
    public NameMatches legislators(@RequestParam(name = "q", required = false) String q,
                                   @RequestParam(name = "state", required = false) String state,
                                   @RequestParam(name = "current", required = false) Boolean current,
                                   @RequestParam(name = "limit", required = false) Integer limit) {
        return records.legislatorsNamed(q, state, current, limit == null ? DEFAULT_NAME_MATCHES : limit);
    }

    @GetMapping("/v1/committees")
    public NameMatches committees(@RequestParam(name = "q", required = false) String q,
                                  @RequestParam(name = "limit", required = false) Integer limit) {
        return records.committeesNamed(q, limit == null ? DEFAULT_NAME_MATCHES : limit);
    }

    /** Other resources have no listing or name lookup yet: say what does exist instead of a bare 404. */
    @GetMapping("/v1/{resource}")
    public NameMatches unsupportedListing(@PathVariable("resource") String resource) {
        IdType type = RecordService.typeOf(resource);
        throw new ApiException(ErrorCode.NOT_FOUND, "listing or looking up " + resource + " by name is not supported",
                ApiException.newHint()
                        .put("fetch", "/v1/" + type.resource() + "/{id}, e.g. /v1/" + type.resource() + "/" + type.example())
                        .put("search", "/v1/search?q=...&source=" + type.resource())
                        .put("name_lookup", "/v1/legislators?q=..., /v1/committees?q=...")
                        .put("committee_rosters", "/v1/committees/{id}/members")
                        .build());
    }
}
