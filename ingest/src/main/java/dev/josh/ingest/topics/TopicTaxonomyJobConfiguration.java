package dev.josh.ingest.topics;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.bills.BillStatusReader;
import dev.josh.ingest.bills.BillsFiles;
import dev.josh.ingest.bills.BillsJobConfiguration;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The {@code topic-taxonomy} job: one step over the BILLSTATUS files, read by the bills source's
 * reader, each bill's policy area and legislative subjects written as the topics it carries.
 * Reading the files rather than {@code bill_subjects} lets the source run in any order and on its own.
 */
@Configuration(proxyBeanMethods = false)
public class TopicTaxonomyJobConfiguration {

    public static final String SOURCE = "topic-taxonomy";

    /** Bills per transaction: a bill carries a few dozen terms at most. */
    static final int BILLS_PER_TRANSACTION = 100;

    @Bean
    IngestSource topicTaxonomySource() {
        return new CorpusSource(SOURCE, 45, BillsFiles.STATUS_DIRECTORY + "/**/BILLSTATUS-*.xml (policy areas and"
                + " legislative subjects)", options -> BillsFiles.statusFiles(options.corpus()))
                .readingFilesOf(BillsJobConfiguration.SOURCE);
    }

    @Bean
    Job topicTaxonomyJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                         IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("topic-taxonomy-bills", BILLS_PER_TRANSACTION,
                () -> BillsFiles.statusFiles(options.corpus()), new BillStatusReader(), status -> status,
                new TopicStore()));
    }
}
