package dev.josh.ingest.cbo;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.committeereports.CommitteeReportsJobConfiguration;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestLedger;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestRunListener;
import dev.josh.ingest.core.PreparingProcessor;
import dev.josh.ingest.core.SourceFilesItemReader;
import dev.josh.ingest.core.SourceItem;
import dev.josh.ingest.core.SourceWriter;
import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code cbo-cost-estimates} job: one step over the committee-report files, one record per estimate printed. */
@Configuration(proxyBeanMethods = false)
public class CboCostEstimatesJobConfiguration {

    public static final String SOURCE = "cbo-cost-estimates";

    /** Report files per transaction: a file holds an estimate or two of a few chunks. */
    static final int FILES_PER_TRANSACTION = 5;

    @Bean
    Job cboCostEstimatesJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                            IngestOptions options, JoshDatabase database, Chunker chunker,
                            EmbeddingTarget embeddingTarget) {
        IngestLedger ledger = new IngestLedger(SOURCE);
        CboEstimateReader reader = new CboEstimateReader(options.corpus());
        Step step = new StepBuilder("cbo-cost-estimates-files", jobRepository)
                .<SourceItem<CboEstimate>, SourceItem<CboEstimateRecord>>chunk(FILES_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> {
                    List<Path> files = CommitteeReportsJobConfiguration.files(options.corpus());
                    reader.index(files);
                    return files;
                }, reader, database, ledger))
                .processor(new PreparingProcessor<>(new CboEstimatePreparer(chunker)))
                .writer(new SourceWriter<>(database, ledger, new BodySourceWriter<>(new CboEstimateTable(), embeddingTarget)))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
