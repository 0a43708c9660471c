package dev.josh.ingest.rollcallvotes;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
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
                options -> RollCallVoteFiles.find(options.corpus()));
    }

    @Bean
    Job rollCallVotesJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                         IngestOptions options, JoshDatabase database) {
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step votes = new StepBuilder("roll-call-votes-files", jobRepository)
                .<SourceItem<VoteDocument>, SourceItem<RollCallVote>>chunk(VOTES_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> RollCallVoteFiles.find(options.corpus()),
                        new RollCallVoteReader(), database, ledger))
                .processor(new PreparingProcessor<>(new VoteMapper()))
                .writer(new SourceWriter<>(database, ledger, new RollCallVoteStore()))
                .build();
        Step resolve = new StepBuilder("roll-call-votes-lis", jobRepository)
                .tasklet(new LisResolution(database), transactionManager)
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(votes)
                .next(resolve)
                .build();
    }
}
