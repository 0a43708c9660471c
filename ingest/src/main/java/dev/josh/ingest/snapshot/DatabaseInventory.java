package dev.josh.ingest.snapshot;

import dev.josh.db.SourceCatalog;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SqlQueries;
import dev.josh.ingest.snapshot.SnapshotManifest.EmbeddingModel;
import dev.josh.ingest.snapshot.SnapshotManifest.SourceCount;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.flywaydb.core.api.MigrationVersion;

/**
 * What a database holds, as the manifest states it: its schema version, per source its records and
 * chunks, and its embedding models with their vector counts. Read from the live schema
 * ({@link SourceCatalog}), never from a list in code.
 */
record DatabaseInventory(String schemaVersion, List<SourceCount> sources, List<EmbeddingModel> models) {

    static DatabaseInventory read(Connection c) throws SQLException {
        List<SourceCatalog.Source> catalog = SourceCatalog.read(c);
        List<SourceCount> sources = new ArrayList<>();
        for (SourceCatalog.Source source : catalog) {
            boolean body = source.shape() == SourceCatalog.Shape.BODY;
            sources.add(new SourceCount(source.name(), source.shape().name().toLowerCase(Locale.ROOT),
                    SqlQueries.count(c, "SELECT COUNT(*) FROM " + source.table()),
                    body ? SqlQueries.count(c, "SELECT COUNT(*) FROM " + source.chunksTable()) : null));
        }
        return new DatabaseInventory(schemaVersion(c), sources, models(c, catalog));
    }

    /** The highest successful Flyway migration; compared as versions, since out-of-order ranges apply late. */
    private static String schemaVersion(Connection c) throws SQLException {
        if (!SqlQueries.hasTable(c, "flyway_schema_history")) {
            throw new SnapshotRefused("the database has no flyway_schema_history, so it is not a Josh database; "
                    + "build one with './josh ingest' or point --db at josh.db");
        }
        return Rows.on(c).sql("SELECT version FROM flyway_schema_history WHERE success = 1 AND version IS NOT NULL")
                .query(String.class).stream().map(MigrationVersion::fromVersion).max(Comparator.naturalOrder())
                .orElseThrow(() -> new SnapshotRefused("the database has no applied migration; run './josh ingest' "
                        + "on it first"))
                .getVersion();
    }

    private static List<EmbeddingModel> models(Connection c, List<SourceCatalog.Source> catalog) throws SQLException {
        List<String> vectorTables = new ArrayList<>();
        for (SourceCatalog.Source source : catalog) {
            if (source.shape() == SourceCatalog.Shape.BODY && SqlQueries.hasTable(c, source.vectorsTable())) {
                vectorTables.add(source.vectorsTable());
            }
        }
        List<EmbeddingModel> models = new ArrayList<>();
        for (Model m : Rows.on(c).sql("SELECT model_id, model_version, dimension, active "
                + "FROM embedding_models ORDER BY model_id, model_version").query(Rows.of(Model.class)).list()) {
            models.add(new EmbeddingModel(m.modelId(), m.modelVersion(), m.dimension(), m.active(),
                    vectors(c, vectorTables, m.modelId(), m.modelVersion())));
        }
        return models;
    }

    /** A row of {@code embedding_models}. */
    private record Model(String modelId, String modelVersion, int dimension, boolean active) {
    }

    private static long vectors(Connection c, List<String> vectorTables, String modelId, String modelVersion)
            throws SQLException {
        long total = 0;
        for (String table : vectorTables) {
            total += Rows.on(c).sql("SELECT COUNT(*) FROM " + table + " WHERE model_id = ? AND model_version = ?")
                    .params(modelId, modelVersion).query(Long.class).single();
        }
        return total;
    }
}
