package dev.josh.ingest.lda;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code lda-filings} job: the filings of the Senate's LDA bulk files, streamed one at a time. */
@Configuration(proxyBeanMethods = false)
public class LdaFilingsJobConfiguration {

    public static final String SOURCE = "lda-filings";

    static final int FILINGS_PER_TRANSACTION = 200;

    /** Lobbying disclosure filings (LD-1, LD-2, LD-203) from the Senate's bulk XML. */
    @Bean
    IngestSource ldaFilingsSource() {
        return new CorpusSource(SOURCE, 150, LdaFiles.EXPECTED, options -> LdaFiles.find(options.corpus()));
    }

    @Bean
    Job ldaFilingsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                      IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("lda-filings-bulk-files", FILINGS_PER_TRANSACTION,
                () -> LdaFiles.find(options.corpus()), new LdaReader(), new LdaMapper(), new LdaStore()));
    }
}
