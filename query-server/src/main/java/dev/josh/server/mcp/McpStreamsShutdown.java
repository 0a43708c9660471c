package dev.josh.server.mcp;

import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Ends the MCP sessions, and with them their open {@code GET /mcp} event streams, when the server
 * stops, before Tomcat's graceful shutdown waits for the requests in flight: an open stream is a
 * request that never ends by itself, and each one held the stop for the whole shutdown timeout
 * (34 s instead of 2 s after one MCP client). Its phase is the highest, so it stops first.
 */
final class McpStreamsShutdown implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(McpStreamsShutdown.class);
    private static final Duration CLOSE_WITHIN = Duration.ofSeconds(5);

    private final HttpServletStreamableServerTransportProvider transport;
    private volatile boolean running;

    McpStreamsShutdown(HttpServletStreamableServerTransportProvider transport) {
        this.transport = transport;
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        try {
            transport.closeGracefully().block(CLOSE_WITHIN);
        } catch (RuntimeException e) {
            log.warn("MCP sessions did not close within {} s: {}", CLOSE_WITHIN.toSeconds(), e.getMessage());
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE;
    }
}
