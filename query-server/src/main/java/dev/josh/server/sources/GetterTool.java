package dev.josh.server.sources;

import dev.josh.contracts.id.IdType;

/**
 * The MCP tool that fetches one record of a source: its name, the argument that takes the id and
 * what the record holds (the tool's description is built from these). A source whose records need
 * more than a fetch (a bill's text window, a vote's member filter) names its own tool and builds it
 * beside the generic ones ({@link #generic} false).
 *
 * @param body    whether the record has a body that comes back in windows
 * @param generic whether the generic getter serves this source; false where a tool of its own does
 */
public record GetterTool(String tool, String title, String argument, IdType type, String example, String returns,
                         boolean body, boolean generic) {

    /** A source served by the generic getter: fetch by id, the body (if any) in windows. */
    public static GetterTool of(String tool, String title, String argument, IdType type, String example,
                                String returns, boolean body) {
        return new GetterTool(tool, title, argument, type, example, returns, body, true);
    }

    /** A source whose tool of that name is built by hand (more arguments than an id). */
    public static GetterTool own(String tool, IdType type) {
        return new GetterTool(tool, null, null, type, type.example(), null, false, false);
    }
}
