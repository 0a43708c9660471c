package dev.josh.ingest.hearings;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.committees.CommitteesJobConfiguration;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code hearings} job: House committee meetings and their witness lists. */
@Configuration(proxyBeanMethods = false)
public class HearingsJobConfiguration {

    public static final String SOURCE = "hearings";

    static final int FILES_PER_TRANSACTION = 50;

    /** House committee meetings, after the committees they are held by. */
    @Bean
    IngestSource hearingsSource() {
        return new CorpusSource(SOURCE, 140, HearingFiles.EXPECTED, options -> HearingFiles.find(options.corpus()))
                .readingRowsOf(CommitteesJobConfiguration.SOURCE);
    }

    @Bean
    Job hearingsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                    IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        // A meeting part is stored as read: nothing to prepare.
        return job.job(job.step("hearings-house-repository", FILES_PER_TRANSACTION,
                () -> HearingFiles.find(options.corpus()), new HearingReader(), part -> part, new HearingStore()));
    }
}
