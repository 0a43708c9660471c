package dev.josh.ingest.cfr;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
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

/** The {@code ecfr-and-cfr} job: one chunk-oriented step over the CFR files, sections in file order. */
@Configuration(proxyBeanMethods = false)
public class CfrJobConfiguration {

    public static final String SOURCE = "ecfr-and-cfr";

    /** Sections per transaction: most are a few paragraphs long. */
    static final int SECTIONS_PER_TRANSACTION = 50;

    /** The Code of Federal Regulations: eCFR bulk and API XML, and annual editions in USLM. */
    @Bean
    IngestSource cfrSource() {
        return new CorpusSource(SOURCE, 70, CfrFiles.EXPECTED, options -> CfrFiles.find(options.corpus()));
    }

    @Bean
    Job ecfrAndCfrJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                      IngestOptions options, JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step step = new StepBuilder("ecfr-and-cfr-sections", jobRepository)
                .<SourceItem<CfrSection>, SourceItem<CfrRecord>>chunk(SECTIONS_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> CfrFiles.find(options.corpus()),
                        new CfrReader(), database, ledger))
                .processor(new PreparingProcessor<>(new CfrPreparer(chunker)))
                .writer(new SourceWriter<>(database, ledger,
                        new PreferredEditionStore(new BodySourceWriter<>(new CfrTable(), embeddingTarget))))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
