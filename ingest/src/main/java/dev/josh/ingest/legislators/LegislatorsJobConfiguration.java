package dev.josh.ingest.legislators;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.IngestLedger;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestRunListener;
import dev.josh.ingest.core.PreparingProcessor;
import dev.josh.ingest.core.SourceFilesItemReader;
import dev.josh.ingest.core.SourceItem;
import dev.josh.ingest.core.SourceWriter;
import dev.josh.ingest.core.YamlEntry;
import dev.josh.ingest.core.YamlListReader;
import dev.josh.ingest.core.YamlValues;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code legislators} job: the current members of Congress and all their terms. */
@Configuration(proxyBeanMethods = false)
public class LegislatorsJobConfiguration {

    public static final String SOURCE = "legislators";
    public static final String FILE = "congress-legislators/" + LegislatorCitations.FILE;

    static final int ENTRIES_PER_TRANSACTION = 200;

    /** The input file, or nothing when the corpus lacks it. */
    public static List<Path> files(Path corpus) {
        Path file = corpus.resolve(FILE);
        return Files.isRegularFile(file) ? List.of(file) : List.of();
    }

    @Bean
    Job legislatorsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                       IngestOptions options, JoshDatabase database) {
        IngestLedger ledger = new IngestLedger(SOURCE);
        Step step = new StepBuilder("legislators-current", jobRepository)
                .<SourceItem<YamlEntry>, SourceItem<Legislator>>chunk(ENTRIES_PER_TRANSACTION)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), () -> files(options.corpus()),
                        new YamlListReader(entry -> YamlValues.text(entry, "id", "bioguide")), database, ledger))
                .processor(new PreparingProcessor<>(new LegislatorMapper()))
                .writer(new SourceWriter<>(database, ledger, new LegislatorStore()))
                .build();
        return new JobBuilder(SOURCE, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(step)
                .build();
    }
}
