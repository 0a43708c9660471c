package dev.josh.ingest.uscode;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code us-code} job: one chunk-oriented step over the title files, sections in document order. */
@Configuration(proxyBeanMethods = false)
public class UsCodeJobConfiguration {

    public static final String SOURCE = "us-code";

    /** Sections per transaction: a section carries up to dozens of chunks. */
    static final int SECTIONS_PER_TRANSACTION = 20;

    /** The U.S. Code: OLRC USLM title files under {@code uscode/}; the one source {@code --titles} applies to. */
    @Bean
    IngestSource usCodeSource() {
        return new CorpusSource(SOURCE, 30, UsCodeFiles.DIRECTORY + "/usc*.xml",
                options -> UsCodeFiles.find(options.corpus(), options.titles()), true);
    }

    @Bean
    Job usCodeJob(JobRepository jobRepository, PlatformTransactionManager transactionManager, IngestOptions options,
                  JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("us-code-sections", SECTIONS_PER_TRANSACTION,
                () -> UsCodeFiles.find(options.corpus(), options.titles()), new UsCodeReader(),
                new UsCodePreparer(new UsCodeNormalizer(), chunker),
                new BodySourceWriter<>(new UsCodeTable(), embeddingTarget)));
    }
}
