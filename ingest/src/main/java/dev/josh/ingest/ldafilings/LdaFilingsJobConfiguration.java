package dev.josh.ingest.ldafilings;

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
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step step = new StepBuilder("lda-filings-bulk-files", jobRepository)
                .<SourceItem<FilingElement>, SourceItem<LdaFiling>>chunk(FILINGS_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> LdaFiles.find(options.corpus()),
                        new LdaReader(), database, ledger))
                .processor(new PreparingProcessor<>(new LdaMapper()))
                .writer(new SourceWriter<>(database, ledger, new LdaStore()))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
