package dev.josh.ingest.laws;

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

/** The {@code public-laws} job: one chunk-oriented step over the USLM laws and statute compilations, one record per file. */
@Configuration(proxyBeanMethods = false)
public class PublicLawsJobConfiguration {

    public static final String SOURCE = "public-laws";

    /** Laws per transaction: an omnibus law is hundreds of chunks. */
    static final int LAWS_PER_TRANSACTION = 4;

    /**
     * Public and private laws ({@code plaw-uslm/}) and statute compilations ({@code statute-compilations-uslm/}),
     * in USLM; after bills, whose records the laws' {@code bill_id} names.
     */
    @Bean
    IngestSource publicLawsSource() {
        return new CorpusSource(SOURCE, 50, PublicLawsFiles.EXPECTED,
                options -> PublicLawsFiles.find(options.corpus()));
    }

    @Bean
    Job publicLawsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager, IngestOptions options,
                      JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("public-laws-documents", LAWS_PER_TRANSACTION,
                () -> PublicLawsFiles.find(options.corpus()), new PublicLawReader(), new PublicLawPreparer(chunker),
                new BodySourceWriter<>(new PublicLawsTable(), embeddingTarget)));
    }
}
