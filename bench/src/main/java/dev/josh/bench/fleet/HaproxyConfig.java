package dev.josh.bench.fleet;

import java.nio.file.Path;
import java.util.List;

/**
 * The HAProxy configuration of a fleet: one frontend, one backend of read-only servers health-checked on
 * {@code /readyz} (a server takes traffic only once its database and indexes are open), requests that found a
 * dead server retried on another, and an MCP session kept on the server that began it.
 *
 * @param port    where clients connect
 * @param socket  HAProxy's runtime API, through which a rolling refresh drains and re-enables servers
 * @param servers each server's name and loopback port
 */
record HaproxyConfig(int port, Path socket, List<Server> servers) {

    /** Milliseconds between health checks; two failures eject a server, two passes bring it back. */
    static final int CHECK_INTERVAL_MS = 500;

    record Server(String name, int port) {
    }

    String render() {
        StringBuilder out = new StringBuilder("""
                global
                    stats socket %s mode 600 level admin
                    maxconn 4096

                defaults
                    mode http
                    timeout connect 2s
                    timeout client 60s
                    timeout server 60s
                    timeout queue 30s
                    timeout check 2s
                    # A request whose server died before answering is sent to another: GETs are idempotent, and an
                    # MCP POST that gets no answer is sent again by its client anyway.
                    retries 3
                    option redispatch
                    retry-on conn-failure empty-response response-timeout
                    option http-server-close

                frontend josh
                    bind 127.0.0.1:%d
                    default_backend josh

                backend josh
                    # REST is stateless: any server answers; an MCP session lives in the server that initialized it.
                    balance hdr(Mcp-Session-Id)
                    option httpchk GET /readyz
                    http-check expect status 200
                    default-server inter %dms fall 2 rise 2
                """.formatted(socket, port, CHECK_INTERVAL_MS));
        servers.forEach(s -> out.append("    server ").append(s.name()).append(" 127.0.0.1:").append(s.port())
                .append(" check\n"));
        return out.toString();
    }
}
