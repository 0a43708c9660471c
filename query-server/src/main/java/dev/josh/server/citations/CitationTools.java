package dev.josh.server.citations;

import static dev.josh.server.mcp.ToolSupport.cursorProperty;
import static dev.josh.server.mcp.ToolSupport.integer;
import static dev.josh.server.mcp.ToolSupport.limitProperty;
import static dev.josh.server.mcp.ToolSupport.page;
import static dev.josh.server.mcp.ToolSupport.properties;
import static dev.josh.server.mcp.ToolSupport.property;
import static dev.josh.server.mcp.ToolSupport.schema;
import static dev.josh.server.mcp.ToolSupport.string;

import dev.josh.server.auth.Cost;
import dev.josh.server.links.LinkService;
import dev.josh.server.mcp.ToolDefinition;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.mcp.ToolSupport;
import java.util.List;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The citation tools: {@code list_links}, the citation graph around one record, and
 * {@code verify_citation}, with which an agent checks the citations of what it is about to say.
 */
@Component
@Order(5)
public class CitationTools implements ToolGroup {

    private final ToolSupport support;
    private final LinkService links;
    private final CitationVerifier verifier;

    public CitationTools(ToolSupport support, LinkService links, CitationVerifier verifier) {
        this.support = support;
        this.links = links;
        this.verifier = verifier;
    }

    @Override
    public List<ToolDefinition> tools() {
        return List.of(listLinks(), verifyCitation());
    }

    private ToolDefinition listLinks() {
        return support.tool("list_links", Cost.LOOKUP, "List a record's citation links", """
                        The citation graph around one record: with direction=out what it cites (a bill's U.S. \
                        Code sections, a rule's CFR parts and statutory authority, a report's bill), with \
                        direction=in what cites it (the laws, bills, rules and reports citing usc:17:102, the votes \
                        and statements on a bill). Each link has the relation, the locator in the citing record and \
                        whether the other end is loaded (fetch it by id). by_relation counts every link; filter \
                        with relation.""",
                schema(properties("id", property("string", "any public id, loaded or not: usc:17:102, hr:117:3684"),
                        "direction", Map.of("type", "string", "enum", List.of("out", "in"),
                                "description", "out (default): what the record cites; in: what cites it"),
                        "relation", property("string", "only this relation, e.g. cites, votes_on"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("id")),
                args -> links.links(null, string(args, "id"), string(args, "direction"), string(args, "relation"),
                        page(args)));
    }

    private ToolDefinition verifyCitation() {
        return support.tool("verify_citation", Cost.CITATIONS, "Verify legal citations", """
                        Check every U.S. legal citation in a text against the corpus: U.S. Code sections \
                        (42 U.S.C. § 1983, 42 USC 1983(a)(1), section 102 of title 17, United States Code), CFR \
                        sections and parts (40 C.F.R. § 141.61, 40 CFR part 141), Federal Register pages (81 FR \
                        22154), public laws (Pub. L. 117-58), Statutes at Large pages (135 Stat. 429) and bills \
                        (H.R. 3684, 117th Cong.). Each comes back with its span, standard form, Josh id and status: \
                        found (with the record's citation), not_loaded (valid, outside this corpus), invalid (no \
                        such section, repealed, reserved, impossible) or needs_congress. Use it on a draft answer \
                        before giving it; fetch a found id to quote it. With quote (the words attributed to the \
                        first citation), quote.status says whether that provision holds them word for word: \
                        verified (with where), misattributed (found_in names the provision that holds them), \
                        not_found, not_loaded or unresolved.""",
                schema(properties("text", property("string", "the text whose citations to check (up to "
                                + CitationVerifier.MAX_TEXT + " characters)"),
                        "congress", property("integer", "the Congress of bills cited without one, e.g. 117"),
                        "quote", property("string", "words attributed to the first citation, e.g. \"the court may "
                                + "... direct a rehearing\"; ... or … joins parts quoted in order")),
                        List.of("text")),
                args -> verifier.verify(string(args, "text"), integer(args, "congress"), string(args, "quote")));
    }
}
