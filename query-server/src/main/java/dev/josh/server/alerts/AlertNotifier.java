package dev.josh.server.alerts;

import dev.josh.db.alerts.AlertStore;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema.ResourcesUpdatedNotification;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Tells subscribed MCP clients when an alert gains matches: every {@code josh.alerts.poll-interval} the
 * alerts file's latest match per alert is read (ingest, another process, writes it), and for each alert
 * whose latest grew, {@code notifications/resources/updated} for {@code josh://alerts/<id>} goes out; the
 * SDK sends it to the sessions subscribed to that URI only. The first read is the baseline: matches found
 * before the server started are not news. Only over Streamable HTTP: stdio offers no subscriptions.
 */
@Component
@ConditionalOnWebApplication
public class AlertNotifier implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(AlertNotifier.class);

    private final AlertsReader reader;
    private final ObjectProvider<McpSyncServer> servers;
    private final Duration interval;
    private final Map<String, Long> latest = new HashMap<>();
    private ScheduledExecutorService timer;
    private boolean baseline;

    public AlertNotifier(AlertsReader reader, ObjectProvider<McpSyncServer> servers,
                         @Value("${josh.alerts.poll-interval:10s}") Duration interval) {
        this.reader = reader;
        this.servers = servers;
        this.interval = interval;
    }

    @Override
    public synchronized void start() {
        timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("josh-alerts").daemon().factory());
        timer.scheduleWithFixedDelay(this::poll, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        timer.shutdownNow();
        timer = null;
    }

    @Override
    public synchronized boolean isRunning() {
        return timer != null;
    }

    /** One look at the alerts file; a failure is logged and the next look tries again. */
    void poll() {
        try {
            Map<String, Long> now = reader.read(AlertStore::latest).orElse(Map.of());
            List<String> grown = now.entrySet().stream()
                    .filter(e -> e.getValue() > latest.getOrDefault(e.getKey(), 0L)).map(Map.Entry::getKey).toList();
            latest.clear();
            latest.putAll(now);
            if (!baseline) {
                baseline = true;
                return;
            }
            for (String id : grown) {
                ResourcesUpdatedNotification update = new ResourcesUpdatedNotification(AlertResources.PREFIX + id);
                servers.orderedStream().forEach(server -> server.notifyResourcesUpdated(update));
            }
        } catch (SQLException | RuntimeException e) {
            log.warn("alerts: reading the alerts file failed ({}); trying again in {}", e.getMessage(), interval);
        }
    }
}
