package dev.josh.eval.index;

import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.worker.BatchOutcome;
import dev.josh.embed.worker.EmbedWorker;
import dev.josh.embed.worker.RunSummary;
import dev.josh.embed.worker.WorkerListener;
import dev.josh.embed.worker.WorkerOptions;
import dev.josh.eval.set.EvalJson;
import dev.josh.eval.set.SetDefinition;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SqlQueries;
import dev.josh.ingest.core.TokenWindowChunker;
import dev.josh.lexical.LexicalIndexUpdate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database one eval set is searched in, for one model and chunker: built by the real ingest
 * job of the set's source over the set's corpus files (the chunker wrapped in the set's label
 * mask), embedded by the real worker, in the real schema. Built once and kept under the cache
 * directory, keyed by everything that changes it (set, mask, model version, chunker, corpus hash).
 *
 * @param database the built {@code josh.db}; open it read-only to search
 * @param stats    what the build produced and how long it took
 */
public record EvalIndex(Path database, BuildStats stats) {

    /**
     * Bumped when the way an index is built changes (the ingest code, the masks), so cached indexes
     * built the old way are not reused.
     */
    static final int FORMAT = 1;

    private static final Logger log = LoggerFactory.getLogger(EvalIndex.class);
    private static final String STATS = "built.json";

    /** Counts and timings of one build, kept next to the database. */
    public record BuildStats(String key, String source, String modelId, String modelVersion, String chunker,
                             long records, long chunks, long tokens, long vectors, double ingestSeconds,
                             double embedSeconds) {
    }

    /**
     * The index for {@code set}, {@code modelName} and {@code chunker}, built now if the cache lacks
     * it; the model's weights are loaded only to build.
     */
    public static EvalIndex open(SetDefinition set, CorpusView corpus, String modelName, ChunkerSpec chunker,
                                 Path cacheRoot) throws IOException, SQLException {
        ModelSpec model = ModelCatalog.resolve(modelName).spec();
        String chunks = chunker.labelFor(model);
        String key = String.join("|", "format=" + FORMAT, set.name(), set.source(), set.mask(), model.modelId(),
                model.modelVersion(), chunks, corpus.hash());
        Path dir = cacheRoot.resolve(set.name().replace('/', '-'))
                .resolve(model.modelId() + "-" + chunks.replace('/', '-') + "-" + Sha256.of(key)
                        .substring(0, 12));
        Path db = dir.resolve("josh.db");
        Path statsFile = dir.resolve(STATS);
        if (Files.isRegularFile(statsFile)) {
            BuildStats stats = EvalJson.read(statsFile, BuildStats.class);
            if (stats.key().equals(key) && Files.isRegularFile(db)) {
                return current(set, db, stats);
            }
        }
        Files.createDirectories(dir);
        log.info("building the eval index of {} for {} {} in {}", set.name(), model.modelId(), chunks, dir);
        try (Encoder encoder = Encoders.open(modelName)) {
            BuildStats stats = build(set, corpus, encoder, chunker, key, db);
            EvalJson.write(statsFile, stats);
            log.info("built {}: {} records, {} chunks, {} tokens; ingest {} s, embedding {} s", dir.getFileName(),
                    stats.records(), stats.chunks(), stats.tokens(), format(stats.ingestSeconds()),
                    format(stats.embedSeconds()));
            return current(set, db, stats);
        }
    }

    /**
     * A built index brought up to this build's schema (later migrations add derived tables, such as
     * the document-level index or the lexical log, without touching chunks or vectors) with its
     * document-level index masked as its chunks were, and its Lucene indexes brought up to it as
     * ingest brings them ({@code <josh.db>.lexical/}, the shipped lexical leg's ranking; a check
     * when they are current, a rebuild for an index cached before they existed).
     */
    private static EvalIndex current(SetDefinition set, Path db, BuildStats stats) throws SQLException, IOException {
        JoshDatabase database = JoshDatabase.readWrite(db);
        Migrations.migrate(database);
        for (String source : set.sources()) {
            MaskedDocuments.apply(database, source, LabelMasks.of(set));
        }
        new LexicalIndexUpdate(database, db, log::info).run(false);
        return new EvalIndex(db, stats);
    }

    private static BuildStats build(SetDefinition set, CorpusView corpus, Encoder encoder, ChunkerSpec chunker,
                                    String key, Path db) throws IOException, SQLException {
        ModelSpec model = encoder.spec();
        long started = System.nanoTime();
        Chunking chunking = new Chunking(new MaskingChunker(LabelMasks.of(set),
                new TokenWindowChunker(encoder.tokenizer(), chunker.windowFor(model), chunker.overlap())),
                new EmbeddingTarget(model));
        List<String> args = new ArrayList<>(List.of("ingest"));
        args.addAll(set.sources());
        args.addAll(List.of("--corpus", corpus.directory().toString(), "--db", db.toString()));
        int exit = IngestApplication.run(chunking, args.toArray(String[]::new));
        if (exit != 0) {
            throw new IOException("ingest of " + set.source() + " into " + db + " ended with exit code " + exit);
        }
        double ingestSeconds = (System.nanoTime() - started) / 1e9;
        JoshDatabase database = JoshDatabase.readWrite(db);
        RunSummary embedded = new EmbedWorker(database, encoder, WorkerOptions.defaults()).run(new Progress(model));
        if (!embedded.completed() || embedded.failed() > 0) {
            throw new IOException("embedding " + db + " with " + model.modelId() + " did not complete: "
                    + (embedded.abortReason() == null ? embedded.failed() + " chunks failed" : embedded.abortReason()));
        }
        BuildStats stats;
        try (Connection c = database.getConnection()) {
            long records = 0;
            long chunks = 0;
            long tokens = 0;
            long vectors = 0;
            for (String source : set.sources()) {
                String table = SourceCatalog.tableName(source);
                records += SqlQueries.count(c, "SELECT count(*) FROM " + table);
                chunks += SqlQueries.count(c, "SELECT count(*) FROM " + table + "_chunks");
                tokens += SqlQueries.count(c, "SELECT coalesce(sum(token_count), 0) FROM " + table + "_chunks");
                vectors += SqlQueries.count(c, "SELECT count(*) FROM " + table + "_chunks_vectors");
            }
            stats = new BuildStats(key, set.source(), model.modelId(), model.modelVersion(), chunker.labelFor(model),
                    records, chunks, tokens, vectors, ingestSeconds, embedded.elapsed().toMillis() / 1e3);
        }
        if (stats.vectors() != stats.chunks() || stats.chunks() == 0) {
            throw new IOException("the eval index " + db + " has " + stats.chunks() + " chunks and " + stats.vectors()
                    + " vectors; expected one vector per chunk and at least one chunk");
        }
        return stats;
    }


    private static String format(double seconds) {
        return String.format(Locale.ROOT, "%.1f", seconds);
    }

    /** A log line every few seconds while the worker embeds. */
    private static final class Progress implements WorkerListener {
        private final ModelSpec model;
        private long expected;
        private long done;
        private long lastLog = System.nanoTime();
        private final long started = System.nanoTime();

        Progress(ModelSpec model) {
            this.model = model;
        }

        @Override
        public void started(long expectedJobs) {
            expected = expectedJobs;
        }

        @Override
        public void batchDone(BatchOutcome outcome) {
            done += outcome.embedded() + outcome.failed();
            long now = System.nanoTime();
            if (now - lastLog > 30_000_000_000L || done >= expected) {
                lastLog = now;
                double seconds = (now - started) / 1e9;
                log.info("embedding with {}: {}/{} chunks, {} chunks/s", model.modelId(), done, expected,
                        format(done / Math.max(seconds, 1e-3)));
            }
        }
    }
}
