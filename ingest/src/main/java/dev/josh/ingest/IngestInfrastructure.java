package dev.josh.ingest;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.embed.encoder.HuggingFaceTextTokenizer;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.TokenWindowChunker;
import java.sql.Connection;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.batch.jdbc.autoconfigure.BatchDataSource;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.datasource.LazyConnectionDataSourceProxy;

/**
 * The two databases and the model every job shares. {@code josh.db} is reached only through
 * {@link JoshDatabase}; the context's primary {@link DataSource} (what Spring Batch and the
 * transaction manager use) is the job repository's own file.
 */
@Configuration(proxyBeanMethods = false)
class IngestInfrastructure {

    /** Connections of the job repository's file: each is held for one statement or bookkeeping transaction. */
    private static final int BATCH_POOL_SIZE = 4;

    @Bean
    JoshDatabase joshDatabase(IngestOptions options) {
        return JoshDatabase.readWrite(options.database());
    }

    @Bean
    HikariDataSource batchConnections(IngestOptions options) {
        HikariDataSource dataSource = DataSourceBuilder.create()
                .type(HikariDataSource.class)
                .driverClassName("org.sqlite.JDBC")
                .url(BatchRepositoryFile.jdbcUrl(BatchRepositoryFile.pathFor(options.database())))
                .build();
        dataSource.setMaximumPoolSize(BATCH_POOL_SIZE);
        dataSource.setPoolName("batch-repository");
        return dataSource;
    }

    /**
     * The job repository's file as Spring Batch and the transaction manager see it. A chunk's
     * transaction spans reading and preparing its items; begun on a real connection, its IMMEDIATE
     * transaction would hold the file's write lock all that time, and jobs running side by side
     * ({@code --threads}) would take turns for whole chunks. Lazily, the connection is taken, and the
     * transaction begun, at the chunk's first bookkeeping statement, when its work is done.
     */
    @Bean
    @Primary
    @BatchDataSource
    DataSource batchDataSource(HikariDataSource batchConnections) {
        LazyConnectionDataSourceProxy lazy = new LazyConnectionDataSourceProxy(batchConnections);
        lazy.setDefaultAutoCommit(true);
        lazy.setDefaultTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        return lazy;
    }

    /** The default model: chunks are sized for it and queued for it. Resolving it loads no weights. */
    @Bean
    ModelFiles embeddingModel() {
        return ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL);
    }

    @Bean(destroyMethod = "close")
    HuggingFaceTextTokenizer modelTokenizer(ModelFiles embeddingModel) {
        return HuggingFaceTextTokenizer.load(embeddingModel.tokenizerJson());
    }

    /** The default model's token windows, unless the in-process caller passed its own {@link Chunking}. */
    @Bean
    Chunker chunker(Optional<Chunking> chunking, HuggingFaceTextTokenizer modelTokenizer, ModelFiles embeddingModel) {
        return chunking.map(Chunking::chunker).orElseGet(() -> new TokenWindowChunker(modelTokenizer,
                embeddingModel.spec().maxChunkTokens(), TokenWindowChunker.DEFAULT_OVERLAP_TOKENS));
    }

    @Bean
    EmbeddingTarget embeddingTarget(Optional<Chunking> chunking, ModelFiles embeddingModel) {
        return chunking.map(Chunking::target).orElseGet(() -> new EmbeddingTarget(embeddingModel.spec()));
    }
}
