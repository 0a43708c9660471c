package dev.josh.server.alerts;

import dev.josh.db.alerts.AlertStore;
import dev.josh.db.alerts.AlertsFile;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The alerts file as the server reads it: read-only, a connection per read (ingest and {@code josh alerts}
 * write it between reads; it is small), and no file at all read as no alerts. The server never writes it,
 * as it never writes the database.
 */
@Component
public class AlertsReader {

    private final Path file;

    /** @param path the alerts file ({@code josh.alerts.path}); blank: beside the database, as ingest finds it */
    public AlertsReader(@Value("${josh.alerts.path:}") String path, @Value("${josh.db.path}") String database) {
        this.file = path.isBlank() ? AlertsFile.of(Path.of(database).toAbsolutePath()) : Path.of(path).toAbsolutePath();
    }

    /** What {@code read} makes of the store, or empty when there is no alerts file yet. */
    public <T> Optional<T> read(Function<AlertStore, T> read) throws SQLException {
        Optional<Connection> opened = AlertsFile.openReadOnly(file);
        if (opened.isEmpty()) {
            return Optional.empty();
        }
        try (Connection c = opened.get()) {
            return Optional.ofNullable(read.apply(new AlertStore(c)));
        }
    }
}
