package dev.josh.server.db;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SourceCatalog;
import dev.josh.server.records.Queries;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The sources the database holds, read from the live schema (DESIGN.md invariant 5) and re-read
 * periodically, so a source that ingest adds, or vectors that appear, need no restart.
 */
@Component
public class SourceRegistry {

    private static final Logger log = LoggerFactory.getLogger(SourceRegistry.class);

    private final DataSource dataSource;
    private volatile List<SourceTables> sources;

    public SourceRegistry(DataSource dataSource) {
        this.dataSource = dataSource;
        this.sources = read();
    }

    public List<SourceTables> all() {
        return sources;
    }

    public Optional<SourceTables> find(String name) {
        return sources.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    @Scheduled(fixedDelayString = "${josh.search.refresh-interval:5s}",
            initialDelayString = "${josh.search.refresh-interval:5s}")
    public void refresh() {
        try {
            sources = read();
        } catch (RuntimeException e) {
            // keep serving from the last good picture; the next refresh tries again
            log.warn("could not re-read the source catalog: {}", e.getMessage());
        }
    }

    private List<SourceTables> read() {
        try (Connection conn = dataSource.getConnection()) {
            Set<String> tables = ConnectionClient.on(conn).sql("SELECT name FROM sqlite_master WHERE type = 'table'")
                    .query(String.class).set();
            List<SourceTables> out = new ArrayList<>();
            for (SourceCatalog.Source source : SourceCatalog.read(conn)) {
                String t = source.table();
                boolean chunked = tables.contains(source.chunksTable());
                List<String> fts = tables.contains(source.ftsTable()) ? columns(conn, source.ftsTable()) : List.of();
                List<String> documentFts = tables.contains(source.documentFtsTable())
                        ? columns(conn, source.documentFtsTable()) : List.of();
                out.add(new SourceTables(source, chunked, fts, documentFts, tables.contains(source.vectorsTable()),
                        Set.copyOf(columns(conn, t)), chunked ? count(conn, source.chunksTable()) : 0, count(conn, t)));
            }
            return List.copyOf(out);
        } catch (SQLException | DataAccessException e) {
            throw new IllegalStateException("cannot read the schema of the database: " + e.getMessage(), e);
        }
    }

    /** Table names come from sqlite_master and SourceCatalog; checked anyway before use in SQL. */
    static String safe(String table) {
        if (!table.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("unexpected table name " + table);
        }
        return table;
    }

    private static List<String> columns(Connection conn, String table) {
        return List.copyOf(new LinkedHashSet<>(ConnectionClient.on(conn)
                .sql("SELECT name FROM pragma_table_info('" + safe(table) + "') ORDER BY cid")
                .query(String.class).list()));
    }

    private static long count(Connection conn, String table) {
        return Queries.count(conn, "SELECT count(*) FROM " + safe(table));
    }
}
