package dev.josh.server.mcp;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A named group of MCP tools a client turns on. The default set answers every kind of question (search,
 * fetch, context, links, verification, changes, upcoming, similar, compare, aggregate); the others hold
 * typed tools that repeat what the default ones do in a narrower shape. Every tool costs a host tokens
 * before the first question, so only the default set is listed unless a client asks for more.
 */
public enum Toolset {

    DEFAULT("default", "every kind of question: search, fetch, context, joins and counts; always on"),
    SEARCH("search", "search with its mode fixed (search with mode= does the same)"),
    BILLS("bills", "a bill's record, text, actions and related records in their own shapes; a member's bills"),
    CONGRESS("congress", "legislators, committees and their members, roll-call votes, how a member voted"),
    RECORDS("records", "a typed getter per source (fetch does the same for any id)");

    /** The selection that turns on every group. */
    public static final String ALL = "all";
    /** How a selection is named: the environment, the query parameter of /mcp, and its header. */
    public static final String ENVIRONMENT = "JOSH_MCP_TOOLSETS";
    public static final String PARAMETER = "toolsets";
    public static final String HEADER = "X-MCP-Toolsets";

    private final String wire;
    private final String description;

    Toolset(String wire, String description) {
        this.wire = wire;
        this.description = description;
    }

    public String wire() {
        return wire;
    }

    public String description() {
        return description;
    }

    /**
     * The groups a comma-separated selection names, always with the default set (it answers every kind of
     * question, the others add to it); {@code all} turns on every group. An unknown name is an
     * {@code invalid_parameter} error that lists the valid ones.
     *
     * @param parameter what the selection came from, named in the error (toolsets, JOSH_MCP_TOOLSETS)
     */
    public static Set<Toolset> parse(String selection, String parameter) {
        Set<Toolset> out = EnumSet.of(DEFAULT);
        if (selection == null || selection.isBlank()) {
            return out;
        }
        for (String name : selection.split(",")) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            if (n.equals(ALL)) {
                return EnumSet.allOf(Toolset.class);
            }
            if (!n.isEmpty()) {
                out.add(Arrays.stream(values()).filter(t -> t.wire.equals(n)).findFirst()
                        .orElseThrow(() -> unknown(name.strip(), parameter)));
            }
        }
        return out;
    }

    private static ApiException unknown(String name, String parameter) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, "unknown toolset '" + name + "' in " + parameter,
                ApiException.newHint().put("parameter", parameter).put("valid_values", names())
                        .put("example", "toolsets=bills,congress, or all").build());
    }

    /** Every group's name, then {@code all}. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(Arrays.stream(values()).map(Toolset::wire).toList());
        names.add(ALL);
        return names;
    }
}
