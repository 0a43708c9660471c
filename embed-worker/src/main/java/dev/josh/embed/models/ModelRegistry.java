package dev.josh.embed.models;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.worker.Transactions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The models in {@code embedding_models} and what each holds: listing, activating, dropping.
 * Activation is one transaction over {@code embedding_models} alone, so a reader (the query
 * server) sees either the old active model or the new one, never none or both.
 */
public final class ModelRegistry {

    /** A registered model version and its coverage over every body source. */
    public record Model(String modelId, String modelVersion, int dimension, int maxTokens, boolean active,
                        String registeredAt, long vectors, long chunks, long pending, long running, long failed) {

        public String name() {
            return modelId + "@" + modelVersion;
        }
    }

    /** A request the registry refuses, with what to do instead. */
    public static final class RefusedException extends Exception {
        public RefusedException(String message) {
            super(message);
        }
    }

    private static final RowMapper<Registered> REGISTERED = new SnakeCaseRecordMapper<>(Registered.class);

    private final Connection conn;
    private final JdbcClient jdbc;

    public ModelRegistry(Connection conn) {
        this.conn = conn;
        this.jdbc = ConnectionClient.on(conn);
    }

    /** A row of {@code embedding_models}. */
    private record Registered(String modelId, String modelVersion, int dimension, int maxTokens, boolean active,
                              String registeredAt) {
    }

    public List<Model> list() throws SQLException {
        List<SourceCatalog.Source> bodies = bodySources();
        long chunks = 0;
        for (SourceCatalog.Source s : bodies) {
            chunks += count("SELECT count(*) FROM " + s.chunksTable());
        }
        List<Model> models = new ArrayList<>();
        for (Registered r : jdbc.sql("SELECT model_id, model_version, dimension, max_tokens, active, registered_at "
                + "FROM embedding_models ORDER BY model_id, model_version").query(REGISTERED).list()) {
            String id = r.modelId();
            String version = r.modelVersion();
            long vectors = 0;
            for (SourceCatalog.Source s : bodies) {
                vectors += count("SELECT count(*) FROM " + s.vectorsTable()
                        + " WHERE model_id = ? AND model_version = ?", id, version);
            }
            models.add(new Model(id, version, r.dimension(), r.maxTokens(), r.active(), r.registeredAt(), vectors,
                    chunks, jobs(id, version, "pending"), jobs(id, version, "running"), jobs(id, version, "failed")));
        }
        return models;
    }

    /**
     * Finds one registered version by {@code id} or {@code id@version}.
     *
     * @throws RefusedException when none or several match
     */
    public Model find(String name) throws SQLException, RefusedException {
        int at = name.indexOf('@');
        String id = at < 0 ? name : name.substring(0, at);
        String version = at < 0 ? null : name.substring(at + 1);
        List<Model> all = list();
        List<Model> matches = all.stream()
                .filter(m -> m.modelId().equalsIgnoreCase(id) && (version == null || m.modelVersion().equals(version)))
                .toList();
        if (matches.isEmpty()) {
            throw new RefusedException("no model " + name + " is registered; registered: "
                    + all.stream().map(Model::name).toList() + " (a model registers when 'embed --model' first runs)");
        }
        if (matches.size() > 1) {
            throw new RefusedException(name + " names several versions " + matches.stream().map(Model::name).toList()
                    + "; name one as id@version");
        }
        return matches.get(0);
    }

    /**
     * Makes {@code model} the one queries use. Refused, unless {@code force}, when in some source it
     * has vectors for fewer chunks than the active model: semantic search would cover less after the
     * switch than before it.
     */
    public void activate(Model model, boolean force) throws SQLException, RefusedException {
        Model active = list().stream().filter(Model::active).findFirst().orElse(null);
        if (!force && active != null && !active.name().equals(model.name())) {
            List<String> shortfalls = new ArrayList<>();
            for (SourceCatalog.Source s : bodySources()) {
                long before = vectors(s, active);
                long after = vectors(s, model);
                if (after < before) {
                    shortfalls.add(s.name() + " " + after + " of " + before);
                }
            }
            if (!shortfalls.isEmpty()) {
                throw new RefusedException(model.name() + " has vectors for fewer chunks than the active "
                        + active.name() + " in " + String.join(", ", shortfalls) + " (" + model.pending()
                        + " jobs pending, " + model.failed() + " failed); run 'embed --model " + model.modelId()
                        + "' until it covers them, or pass --force");
            }
        }
        Transactions.inTransaction(conn, () -> {
            // Two statements because the one-active unique index is checked row by row; readers see one commit.
            update("UPDATE embedding_models SET active = 0 WHERE active = 1");
            return update("UPDATE embedding_models SET active = 1 WHERE model_id = ? AND model_version = ?",
                    model.modelId(), model.modelVersion());
        });
    }

    /**
     * Removes {@code model}'s vectors (plain and vec0), its jobs, the chunk stamps naming it and its
     * registration, one source per transaction. The active model cannot be dropped.
     *
     * @return vectors removed
     */
    public long drop(Model model) throws SQLException, RefusedException {
        if (model.active()) {
            throw new RefusedException(model.name() + " is the active model; activate another one first");
        }
        long removed = 0;
        for (SourceCatalog.Source s : bodySources()) {
            removed += Transactions.inTransaction(conn, () -> {
                int n = update("DELETE FROM " + s.vectorsTable() + " WHERE model_id = ? AND model_version = ?",
                        model.modelId(), model.modelVersion());
                update("UPDATE " + s.chunksTable() + " SET embedded_model_id = NULL, embedded_model_version = NULL, "
                        + "embedded_at = NULL WHERE embedded_model_id = ? AND embedded_model_version = ?",
                        model.modelId(), model.modelVersion());
                return n;
            });
        }
        Transactions.inTransaction(conn, () -> {
            update("DELETE FROM chunk_embedding_jobs WHERE model_id = ? AND model_version = ?",
                    model.modelId(), model.modelVersion());
            return update("DELETE FROM embedding_models WHERE model_id = ? AND model_version = ? AND active = 0",
                    model.modelId(), model.modelVersion());
        });
        return removed;
    }

    private List<SourceCatalog.Source> bodySources() throws SQLException {
        return SourceCatalog.read(conn).stream().filter(s -> s.shape() == SourceCatalog.Shape.BODY).toList();
    }

    private long vectors(SourceCatalog.Source source, Model model) throws SQLException {
        return count("SELECT count(*) FROM " + source.vectorsTable() + " WHERE model_id = ? AND model_version = ?",
                model.modelId(), model.modelVersion());
    }

    private long jobs(String id, String version, String status) throws SQLException {
        return count("SELECT count(*) FROM chunk_embedding_jobs WHERE model_id = ? AND model_version = ? AND status = ?",
                id, version, status);
    }

    private long count(String sql, Object... args) {
        return jdbc.sql(sql).params(args).query(Long.class).optional().orElse(0L);
    }

    private int update(String sql, Object... args) {
        return jdbc.sql(sql).params(args).update();
    }
}
