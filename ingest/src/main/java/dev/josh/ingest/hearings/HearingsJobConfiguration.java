package dev.josh.ingest.hearings;

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

/** The {@code hearings} job: House committee meetings and their witness lists. */
@Configuration(proxyBeanMethods = false)
public class HearingsJobConfiguration {

    public static final String SOURCE = "hearings";

    static final int FILES_PER_TRANSACTION = 50;

    /** House committee meetings, after the committees they are held by. */
    @Bean
    IngestSource hearingsSource() {
        return new CorpusSource(SOURCE, 140, HearingFiles.EXPECTED, options -> HearingFiles.find(options.corpus()));
    }

    @Bean
    Job hearingsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                    IngestOptions options, JoshDatabase database) {
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step step = new StepBuilder("hearings-house-repository", jobRepository)
                .<SourceItem<MeetingPart>, SourceItem<MeetingPart>>chunk(FILES_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> HearingFiles.find(options.corpus()),
                        new HearingReader(), database, ledger))
                .processor(new PreparingProcessor<MeetingPart, MeetingPart>(part -> part))
                .writer(new SourceWriter<>(database, ledger, new HearingStore()))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
