package dev.josh.server.mcp;

/** The version MCP clients see in serverInfo: the jar's, or "dev" when run from classes. */
final class QueryServerVersion {

    static final String VERSION = version();

    private QueryServerVersion() {
    }

    private static String version() {
        String v = QueryServerVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
