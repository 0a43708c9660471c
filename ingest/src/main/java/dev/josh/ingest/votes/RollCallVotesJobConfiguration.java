package dev.josh.ingest.votes;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import dev.josh.ingest.legislators.LegislatorsJobConfiguration;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code roll-call-votes} job: the vote files, then Senate members resolved again against legislators. */
@Configuration(proxyBeanMethods = false)
public class RollCallVotesJobConfiguration {

    public static final String SOURCE = "roll-call-votes";

    /** Votes per transaction: each carries up to 435 member votes. */
    static final int VOTES_PER_TRANSACTION = 20;

    /** Roll-call votes, after the legislators their Senate member IDs resolve through. */
    @Bean
    IngestSource rollCallVotesSource() {
        return new CorpusSource(SOURCE, 130, RollCallVoteFiles.EXPECTED,
                options -> RollCallVoteFiles.find(options.corpus()))
                .readingRowsOf(LegislatorsJobConfiguration.SOURCE);
    }

    @Bean
    Job rollCallVotesJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                         IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(
                job.step("roll-call-votes-files", VOTES_PER_TRANSACTION, () -> RollCallVoteFiles.find(options.corpus()),
                        new RollCallVoteReader(), new VoteMapper(), new RollCallVoteStore()),
                job.step("roll-call-votes-lis", new LisResolution(database)));
    }
}
