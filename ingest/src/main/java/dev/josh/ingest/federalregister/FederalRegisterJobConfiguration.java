package dev.josh.ingest.federalregister;

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

/** The {@code federal-register} job: one chunk-oriented step over the issue files, documents in issue order. */
@Configuration(proxyBeanMethods = false)
public class FederalRegisterJobConfiguration {

    public static final String SOURCE = "federal-register";

    /** Documents per transaction: most are short notices, a few run to hundreds of chunks. */
    static final int DOCUMENTS_PER_TRANSACTION = 20;

    /** The Federal Register: daily issues in GPO bulk XML and in USLM under {@code federal-register/}. */
    @Bean
    IngestSource federalRegisterSource() {
        return new CorpusSource(SOURCE, 60, FederalRegisterFiles.EXPECTED,
                options -> FederalRegisterFiles.find(options.corpus()));
    }

    @Bean
    Job federalRegisterJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                           IngestOptions options, JoshDatabase database, Chunker chunker,
                           EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("federal-register-documents", DOCUMENTS_PER_TRANSACTION,
                () -> FederalRegisterFiles.find(options.corpus()), new FederalRegisterReader(),
                new FederalRegisterPreparer(chunker),
                new BodySourceWriter<>(new FederalRegisterTable(), embeddingTarget)));
    }
}
