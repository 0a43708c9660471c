package dev.josh.db.alerts;

import java.util.List;

/**
 * A saved search: its words, the filters a search takes (sources, congress), where its new matches go
 * (a webhook, signed with {@code secret}; none: they are read over MCP or REST), and the loading time up
 * to which records have been looked at.
 *
 * @param sources        source names (us-code, bills, …); empty for all
 * @param congress       only records of this Congress, or null
 * @param webhook        the URL new matches are POSTed to, or null for an MCP/REST-only alert
 * @param checkedThrough records loaded ({@code retrieved_at}) at or after this time are still to be looked at
 */
public record Alert(String id, String query, List<String> sources, Integer congress, String webhook, String secret,
                    String createdAt, String checkedThrough) {

    public Alert {
        sources = List.copyOf(sources);
    }

    /** {@code webhook} or {@code mcp}: how new matches reach whoever follows the alert. */
    public String delivery() {
        return webhook == null ? "mcp" : "webhook";
    }
}
