package dev.josh.ingest.cbo;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.committeereports.CommitteeReportsJobConfiguration;
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

/** The {@code cbo-cost-estimates} job: one step over the committee-report files, one record per estimate printed. */
@Configuration(proxyBeanMethods = false)
public class CboCostEstimatesJobConfiguration {

    public static final String SOURCE = "cbo-cost-estimates";

    /** Report files per transaction: a file holds an estimate or two of a few chunks. */
    static final int FILES_PER_TRANSACTION = 5;

    /** CBO cost estimates: the ones committee reports print, read from the same files as the reports. */
    @Bean
    IngestSource cboCostEstimatesSource() {
        return new CorpusSource(SOURCE, 105, CommitteeReportsJobConfiguration.DIRECTORY
                + "/**/*.xml (USLM <cboCostEstimate>) and CRPT-*.pdf",
                options -> CommitteeReportsJobConfiguration.files(options.corpus()))
                .readingFilesOf(CommitteeReportsJobConfiguration.SOURCE);
    }

    @Bean
    Job cboCostEstimatesJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                            IngestOptions options, JoshDatabase database, Chunker chunker,
                            EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        CboEstimateReader reader = new CboEstimateReader(options.corpus());
        return job.job(job.step("cbo-cost-estimates-files", FILES_PER_TRANSACTION, reader::files, reader,
                new CboEstimatePreparer(chunker), new BodySourceWriter<>(new CboEstimateTable(), embeddingTarget)));
    }
}
