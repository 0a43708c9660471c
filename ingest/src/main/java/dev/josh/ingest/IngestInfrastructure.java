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
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.boot.batch.jdbc.autoconfigure.BatchDataSource;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * The two databases and the model every job shares. {@code josh.db} is reached only through
 * {@link JoshDatabase}; the context's primary {@link DataSource} (what Spring Batch and the
 * transaction manager use) is the job repository's own file.
 */
@Configuration(proxyBeanMethods = false)
class IngestInfrastructure {

    /** Spring Batch commits its bookkeeping from one thread; a few connections cover its reads. */
    private static final int BATCH_POOL_SIZE = 4;

    @Bean
    JoshDatabase joshDatabase(IngestOptions options) {
        return JoshDatabase.readWrite(options.database());
    }

    @Bean
    @Primary
    @BatchDataSource
    HikariDataSource batchDataSource(IngestOptions options) {
        HikariDataSource dataSource = DataSourceBuilder.create()
                .type(HikariDataSource.class)
                .driverClassName("org.sqlite.JDBC")
                .url(BatchRepositoryFile.jdbcUrl(BatchRepositoryFile.pathFor(options.database())))
                .build();
        dataSource.setMaximumPoolSize(BATCH_POOL_SIZE);
        dataSource.setPoolName("batch-repository");
        return dataSource;
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
