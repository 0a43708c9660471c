package dev.josh.server.mcp;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.RecordSources;
import io.modelcontextprotocol.server.McpServerFeatures.SyncPromptSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.GetPromptResult;
import io.modelcontextprotocol.spec.McpSchema.Prompt;
import io.modelcontextprotocol.spec.McpSchema.PromptArgument;
import io.modelcontextprotocol.spec.McpSchema.PromptMessage;
import io.modelcontextprotocol.spec.McpSchema.Role;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Prompts for common research tasks: each validates its arguments (a malformed or unknown bill id is
 * a JSON-RPC invalid-params error with the REST envelope in {@code data}) and answers one user message
 * that names the tools to call, with their real argument names, and how to cite.
 */
@Component
public class ResearchPrompts {

    private static final Logger log = LoggerFactory.getLogger(ResearchPrompts.class);

    static final int DEFAULT_DAYS = 30;
    static final int MAX_DAYS = 366;
    static final int DEFAULT_SINCE_DAYS = 7;

    /** What every prompt asks of the answer. */
    static final String CITE = "Cite every fact with the citation_string and url of the record it came from; say "
            + "plainly what Josh does not hold (a section marked empty, not_covered, timed_out or truncated) "
            + "instead of filling the gap from memory.";

    private final RecordSources records;

    public ResearchPrompts(RecordSources records) {
        this.records = records;
    }

    public List<SyncPromptSpecification> specifications() {
        return List.of(briefOnBill(), regulationsImplementingStatute(), compareBillVersions(), whatsDue());
    }

    // ---- brief_on_bill ----------------------------------------------------------------------

    private SyncPromptSpecification briefOnBill() {
        Prompt prompt = new Prompt("brief_on_bill", "Brief me on a bill",
                "A cited briefing on one bill: what it does, who backs it, where it stands, the votes, the law it "
                        + "became, the Administration's position, cost and the regulations that implement it.",
                List.of(new PromptArgument("bill_id", "Bill id", "the bill, e.g. hr:117:3684 (type:congress:number)",
                        true)));
        return spec(prompt, args -> {
            String bill = loadedBill(args, "bill_id");
            return """
                    Brief me on the bill %1$s.

                    1. Call the tool `context` with {"id": "%1$s", "depth": "standard"}: one dossier with its \
                    status and sponsor, cosponsors by party, committees, action timeline, votes with tallies, \
                    related bills, the law it became, Statements of Administration Policy, committee reports, the \
                    CBO estimate, CRS reports, Congressional Record mentions and Federal Register documents.
                    2. Where a section you need is truncated, read it whole with the join it names \
                    (`list_bill_actions`, `list_cosponsors`, `get_bill_related`, `get_vote` with a vote id, \
                    `list_links` with {"id": "%1$s"}); for what the text says, `get_bill_text` with {"bill_id": "%1$s"}; for what changed \
                    between versions, `compare_versions` with {"bill_id": "%1$s"}.
                    3. Write the briefing: what the bill does (a few sentences from its summary or text), who \
                    sponsored it and how bipartisan its support is, where it stands (latest action and date), how \
                    the votes went, whether it became law (its public law number), the Administration's position, \
                    its cost, and any rules or reports about it.

                    %2$s""".formatted(bill, CITE);
        });
    }

    // ---- regulations_implementing_statute ---------------------------------------------------

    private SyncPromptSpecification regulationsImplementingStatute() {
        Prompt prompt = new Prompt("regulations_implementing_statute", "Find the regulations that implement a statute",
                "The CFR sections and Federal Register rules issued under a U.S. Code section, with what each does.",
                List.of(new PromptArgument("usc_section", "U.S. Code section",
                        "the section's id, e.g. usc:42:7521 (usc:title:section); for a citation such as "
                                + "\"42 U.S.C. 7521\" use the verify_citation tool to get the id", true)));
        return spec(prompt, args -> {
            // The links hold the sections rules name as authority whether or not the Code's text is loaded.
            String section = RecordIds.parameter("usc_section", required(args, "usc_section"), IdType.US_CODE_SECTION)
                    .value();
            return """
                    Find the regulations that implement %1$s.

                    1. Call `fetch` with {"id": "%1$s"} to read the statute itself (its heading, text and citation); \
                    if its title is not loaded (not_found), go on: the links below are kept for sections not loaded.
                    2. Call `context` with {"id": "%1$s", "sections": "regulations,federal_register,amended_by"} \
                    for the CFR sections and rules that name it as their authority.
                    3. For the complete list, call `list_links` with {"id": "%1$s", "direction": "in", \
                    "relation": "authority"} and follow next_cursor until has_more is false.
                    4. For each CFR section, call `get_cfr_section` with its id (e.g. {"section_id": "cfr:40:52.21"}) \
                    and say in a sentence what it requires; for each Federal Register document, `get_fr_document` \
                    with {"document_id": …} (its type, agency, publication and effective dates, docket).
                    5. If nothing names it as authority, say so, and try `lexical_search` with {"query": "<the \
                    section's citation, quoted>", "source": "ecfr-and-cfr,federal-register"} for rules that cite it \
                    in their text rather than their authority line.

                    Group the answer by agency and CFR part, newest rule first. %2$s""".formatted(section, CITE);
        });
    }

    // ---- compare_bill_versions --------------------------------------------------------------

    private SyncPromptSpecification compareBillVersions() {
        Prompt prompt = new Prompt("compare_bill_versions", "Compare two versions of a bill",
                "What changed between two text versions of a bill (as introduced, reported, engrossed, enrolled…): "
                        + "provisions inserted, struck, changed and moved, with the words that changed.",
                List.of(new PromptArgument("bill_id", "Bill id", "the bill, e.g. hr:117:3684", true),
                        new PromptArgument("from", "From version",
                                "the earlier version code, e.g. IH (introduced); default the earliest loaded", false),
                        new PromptArgument("to", "To version",
                                "the later version code, e.g. ENR (enrolled); default the latest loaded", false)));
        return spec(prompt, args -> {
            String bill = loadedBill(args, "bill_id");
            String from = versionCode(args, "from");
            String to = versionCode(args, "to");
            StringBuilder call = new StringBuilder("{\"bill_id\": \"").append(bill).append('"');
            if (from != null) {
                call.append(", \"from\": \"").append(from).append('"');
            }
            if (to != null) {
                call.append(", \"to\": \"").append(to).append('"');
            }
            call.append('}');
            String versions = from == null && to == null ? "its earliest and latest loaded text versions"
                    : "version " + (from == null ? "(earliest loaded)" : from) + " and version "
                    + (to == null ? "(latest loaded)" : to);
            return """
                    Compare %1$s between %2$s.

                    1. Call `compare_versions` with %3$s. It answers counts of provisions inserted, struck, changed, \
                    moved and unchanged, and a page of changes with their headings in both versions and hunks of \
                    struck and inserted words; follow next_cursor (`cursor`) while has_more is true. If a version \
                    is not loaded, the error's hint lists loaded_versions: pick from those.
                    2. For a change whose hunks are cut short, read the provision whole with `get_bill_text` with \
                    {"bill_id": "%1$s", "version": <the version code>, "offset": <the change's offset>}.
                    3. Summarise the substantive changes first (new authorities, deadlines, amounts, definitions, \
                    struck provisions), then the technical ones, each with its section heading in both versions.

                    %4$s""".formatted(bill, versions, call, CITE);
        });
    }

    // ---- whats_due --------------------------------------------------------------------------

    private SyncPromptSpecification whatsDue() {
        Prompt prompt = new Prompt("whats_due", "What is due and what is new",
                "Comment periods closing, rules taking effect and committee meetings in the coming days, and what was "
                        + "added since a recent date.",
                List.of(new PromptArgument("days", "Days ahead",
                                "how many days ahead to look, 0 to " + MAX_DAYS + ", default " + DEFAULT_DAYS, false),
                        new PromptArgument("as_of", "As of",
                                "the day to answer for, YYYY-MM-DD, default today (a corpus from the past answers "
                                        + "for its day)", false),
                        new PromptArgument("since", "New since",
                                "YYYY-MM-DD: list what is new since this day, default " + DEFAULT_SINCE_DAYS
                                        + " days before as_of", false)));
        return spec(prompt, args -> {
            int days = days(args);
            LocalDate asOf = date(args, "as_of");
            LocalDate since = date(args, "since");
            String asOfArg = asOf == null ? "" : ", \"as_of\": \"" + asOf + "\"";
            LocalDate sinceDay = since != null ? since
                    : (asOf == null ? LocalDate.now(ZoneOffset.UTC) : asOf).minusDays(DEFAULT_SINCE_DAYS);
            return """
                    What is due in the next %1$d days%2$s, and what is new since %3$s?

                    1. Call `upcoming` with {"days": %1$d%4$s}: Federal Register comment periods closing, rules \
                    taking effect and scheduled committee meetings, each with its date and citation. Call it again \
                    with "actionable_only": true for the comment periods still open to comment.
                    2. Call `whats_new` with {"since": "%3$s", "basis": "published"} for the records published since \
                    then, across sources (add "source" to narrow, e.g. "federal-register,bills"); follow \
                    next_cursor while has_more is true, or say how many more there are.
                    3. Answer in two lists, soonest deadline first and newest first, each item with its date, what \
                    it is, the agency or committee, and what someone affected could do (comment, prepare to comply, \
                    watch the hearing).

                    %5$s""".formatted(days, asOf == null ? "" : " from " + asOf, sinceDay, asOfArg, CITE);
        });
    }

    // ---- arguments --------------------------------------------------------------------------

    private SyncPromptSpecification spec(Prompt prompt, Function<Map<String, Object>, String> text) {
        Set<String> known = prompt.arguments().stream().map(PromptArgument::name).collect(Collectors.toSet());
        return new SyncPromptSpecification(prompt, (exchange, request) -> {
            Map<String, Object> args = request.arguments() == null ? Map.of() : request.arguments();
            try {
                List<String> unknown = args.keySet().stream().filter(a -> !known.contains(a)).sorted().toList();
                if (!unknown.isEmpty()) {
                    throw new ApiException(ErrorCode.INVALID_PARAMETER, "unknown argument" + (unknown.size() > 1 ? "s "
                            : " ") + String.join(", ", unknown) + " for prompt " + prompt.name(),
                            ApiException.newHint().put("unknown_arguments", unknown)
                                    .put("valid_arguments", known.stream().sorted().toList()).build());
                }
                String message = text.apply(args);
                return new GetPromptResult(prompt.description(),
                        List.of(new PromptMessage(Role.USER, new TextContent(message))));
            } catch (ApiException e) {
                throw McpErrors.prompt(e);
            } catch (McpError e) {
                throw e;
            } catch (RuntimeException e) {
                log.error("prompts/get {} failed", prompt.name(), e);
                throw McpErrors.internal();
            }
        });
    }

    private static String string(Map<String, Object> args, String name) {
        Object v = args.get(name);
        if (v == null) {
            return null;
        }
        String s = String.valueOf(v).strip();
        return s.isEmpty() ? null : s;
    }

    private static String required(Map<String, Object> args, String name) {
        String v = string(args, name);
        if (v == null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " is required",
                    ApiException.newHint().put("parameter", name).build());
        }
        return v;
    }

    private String loadedBill(Map<String, Object> args, String name) {
        return loaded(args, name, IdType.BILL);
    }

    /** An id of this type that the database holds: malformed → invalid_parameter, absent → not_found. */
    private String loaded(Map<String, Object> args, String name, IdType type) {
        PublicId id = RecordIds.parameter(name, required(args, name), type);
        PublicRecord record = records.fetch(id.value(), TextWindow.of(0, 1));
        return record.id();
    }

    private static String versionCode(Map<String, Object> args, String name) {
        String v = string(args, name);
        if (v == null) {
            return null;
        }
        if (!v.matches("[A-Za-z]{2,5}")) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be a text version code such as IH, "
                    + "RH, EH, RS, ES or ENR, got '" + v + "'", ApiException.newHint().put("parameter", name).build());
        }
        return v.toUpperCase(java.util.Locale.ROOT);
    }

    private static int days(Map<String, Object> args) {
        String v = string(args, "days");
        if (v == null) {
            return DEFAULT_DAYS;
        }
        if (!v.matches("\\d{1,4}") || Integer.parseInt(v) > MAX_DAYS) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "days must be a whole number from 0 to " + MAX_DAYS
                    + ", got '" + v + "'", ApiException.newHint().put("parameter", "days").put("max", MAX_DAYS)
                    .build());
        }
        return Integer.parseInt(v);
    }

    private static LocalDate date(Map<String, Object> args, String name) {
        String v = string(args, name);
        if (v == null) {
            return null;
        }
        try {
            return LocalDate.parse(v);
        } catch (DateTimeParseException e) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, name + " must be a date such as 2024-02-12, got '" + v
                    + "'", ApiException.newHint().put("parameter", name).build());
        }
    }
}
