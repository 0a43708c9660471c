package dev.josh.ingest.congressionalrecord;

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

/** The {@code congressional-record} job: one step over the daily issues, granules in MODS order. */
@Configuration(proxyBeanMethods = false)
public class CongressionalRecordJobConfiguration {

    public static final String SOURCE = "congressional-record";

    /** Granules per transaction: most are a page or two, a few run to hundreds of chunks. */
    static final int GRANULES_PER_TRANSACTION = 10;

    /** Congressional Record granules, after the legislators whose bioguide IDs their speakers carry. */
    @Bean
    IngestSource congressionalRecordSource() {
        return new CorpusSource(SOURCE, 120, CongressionalRecordFiles.EXPECTED,
                options -> CongressionalRecordFiles.all(options.corpus()));
    }

    @Bean
    Job congressionalRecordJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                               IngestOptions options, JoshDatabase database, Chunker chunker,
                               EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("congressional-record-granules", GRANULES_PER_TRANSACTION,
                () -> CongressionalRecordFiles.issues(options.corpus()), new CongressionalRecordReader(),
                new CongressionalRecordPreparer(chunker),
                new BodySourceWriter<>(new CongressionalRecordTable(), embeddingTarget)));
    }
}
