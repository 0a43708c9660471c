package dev.josh.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.graph.VectorGraphs;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The server's only door to the database: {@link JoshDatabase#readOnly} (SQLite refuses writes,
 * {@code query_only} is on, sqlite-vec is loaded) behind a small pool, because opening a
 * connection loads the extension and would cost milliseconds per request.
 */
@Configuration(proxyBeanMethods = false)
public class DatabaseConfig {

    /** The database, refused at start when it is not one this build can serve ({@link ServedDatabaseCheck}). */
    @Bean
    JoshDatabase joshDatabase(@Value("${josh.db.path}") String path, @Value("${josh.db.check:quick}") String check) {
        JoshDatabase database;
        try {
            database = JoshDatabase.readOnly(Path.of(path));
        } catch (IllegalStateException e) {
            throw new ServedDatabaseCheck.Refused(e.getMessage(), e);
        }
        ServedDatabaseCheck.check(Path.of(path), database, ServedDatabaseCheck.depth(check));
        return database;
    }

    /**
     * The Lucene indexes beside the database ({@code <db>.lexical/}), opened read-only as they
     * appear and served only where they mirror the database (the lexical leg falls back to FTS5).
     */
    @Bean(destroyMethod = "close")
    LexicalIndexes lexicalIndexes(JoshDatabase database) {
        return new LexicalIndexes(database.path());
    }

    /**
     * The vector graphs beside the database ({@code <db>.lexical/<table>_chunks_vectors}), opened
     * read-only as they appear and searched only where they belong to it and its active model (the
     * semantic leg scans otherwise, and scans the vectors a graph does not hold yet).
     */
    @Bean(destroyMethod = "close")
    VectorGraphs vectorGraphs(JoshDatabase database) {
        return new VectorGraphs(database.path());
    }

    /**
     * @param poolSize connections; 0 sizes the pool by the cores: a search may hold three at once
     *                 (two lexical lanes and the rescore) and one search runs per core by default
     *                 ({@code josh.search.concurrent-searches}), with six at least for lookups beside them
     */
    @Bean(destroyMethod = "close")
    HikariDataSource dataSource(JoshDatabase database, @Value("${josh.db.pool-size:0}") int poolSize,
                                MeterRegistry meters) {
        HikariConfig config = config(database,
                poolSize > 0 ? poolSize : Math.max(6, 3 * Runtime.getRuntime().availableProcessors()));
        // hikaricp_connections_active, _pending, _acquire_seconds … (Boot binds only pools of its own
        // JDBC auto-configuration, which this server does not use); must be set before the pool starts.
        config.setMetricsTrackerFactory(new MicrometerMetricsTrackerFactory(meters));
        return new HikariDataSource(config);
    }

    /** Also used by tests that build the services without Spring. */
    public static HikariDataSource pooled(JoshDatabase database, int poolSize) {
        return new HikariDataSource(config(database, poolSize));
    }

    private static HikariConfig config(JoshDatabase database, int poolSize) {
        HikariConfig config = new HikariConfig();
        config.setDataSource(database);
        config.setPoolName("josh-read");
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(1);
        // Matches how JoshDatabase opened the connection; sqlite-jdbc refuses to change it later.
        config.setReadOnly(database.mode() == JoshDatabase.Mode.READ_ONLY);
        config.setAutoCommit(true);
        return config;
    }
}
