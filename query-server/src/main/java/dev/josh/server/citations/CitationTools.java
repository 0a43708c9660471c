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
                        The citation graph around a record: direction=out what it cites, in what cites it (laws \
                        and rules citing usc:17:102; votes and statements on a bill), each link with its relation \
                        and locator. Example: id=hr:117:3684, direction=in, relation=votes_on.""",
                schema(properties("id", property("string", "any public id, loaded or not"),
                        "direction", Map.of("type", "string", "enum", List.of("out", "in"),
                                "description", "default out"),
                        "relation", property("string", "only this relation, e.g. cites, votes_on"),
                        "limit", limitProperty(), "cursor", cursorProperty()), List.of("id")),
                args -> links.links(null, string(args, "id"), string(args, "direction"), string(args, "relation"),
                        page(args)));
    }

    private ToolDefinition verifyCitation() {
        return support.tool("verify_citation", Cost.CITATIONS, "Verify legal citations", """
                        Check every U.S. legal citation in a text against the corpus (U.S. Code, CFR, Federal \
                        Register, public laws, Statutes at Large, bills), e.g. "42 U.S.C. § 1983", "Pub. L. 117-58". \
                        Each comes back with its span, Josh id and status: found, not_loaded (valid, not here), invalid \
                        or needs_congress. With quote, quote.status says if the first citation holds it word for \
                        word: verified, misattributed (found_in: who does), not_found, not_loaded or unresolved.""",
                schema(properties("text", property("string", "the text to check, up to "
                                + CitationVerifier.MAX_TEXT + " characters"),
                        "congress", property("integer", "the Congress of bills cited without one"),
                        "quote", property("string", "words attributed to the first citation; ... joins parts")),
                        List.of("text")),
                args -> verifier.verify(string(args, "text"), integer(args, "congress"), string(args, "quote")));
    }
}
