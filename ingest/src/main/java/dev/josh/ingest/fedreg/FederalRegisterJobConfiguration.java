package dev.josh.ingest.fedreg;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestLedger;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestRunListener;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.PreparingProcessor;
import dev.josh.ingest.core.SourceFilesItemReader;
import dev.josh.ingest.core.SourceItem;
import dev.josh.ingest.core.SourceWriter;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
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
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step step = new StepBuilder("federal-register-documents", jobRepository)
                .<SourceItem<FrDocument>, SourceItem<FederalRegisterRecord>>chunk(DOCUMENTS_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> FederalRegisterFiles.find(options.corpus()),
                        new FederalRegisterReader(), database, ledger))
                .processor(new PreparingProcessor<>(new FederalRegisterPreparer(chunker)))
                .writer(new SourceWriter<>(database, ledger,
                        new BodySourceWriter<>(new FederalRegisterTable(), embeddingTarget)))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
