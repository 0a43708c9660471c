package dev.josh.ingest.legislators;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import dev.josh.ingest.core.YamlListReader;
import dev.josh.ingest.core.YamlValues;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The {@code legislators} job: the current members of Congress and all their terms, then former
 * members from the historical CSV (last term only), marked not current.
 */
@Configuration(proxyBeanMethods = false)
public class LegislatorsJobConfiguration {

    public static final String SOURCE = "legislators";
    public static final String FILE = "congress-legislators/" + LegislatorCitations.FILE;
    public static final String HISTORICAL_FILE = "congress-legislators/" + LegislatorCitations.HISTORICAL_FILE;

    static final int ENTRIES_PER_TRANSACTION = 200;
    /** Historical rows are small (one term each) and many (12,000): fewer, larger transactions. */
    static final int HISTORICAL_ROWS_PER_TRANSACTION = 2000;

    /** The input files the corpus holds: the current file, then the historical one. */
    public static List<Path> files(Path corpus) {
        List<Path> files = new ArrayList<>();
        files.addAll(file(corpus, FILE));
        files.addAll(file(corpus, HISTORICAL_FILE));
        return files;
    }

    private static List<Path> file(Path corpus, String name) {
        Path file = corpus.resolve(name);
        return Files.isRegularFile(file) ? List.of(file) : List.of();
    }

    /** Members of Congress, current (YAML) and former (CSV); first, so other sources can resolve members. */
    @Bean
    IngestSource legislatorsSource() {
        return new CorpusSource(SOURCE, 10, FILE + " (and " + HISTORICAL_FILE + ")",
                options -> files(options.corpus()));
    }

    @Bean
    Job legislatorsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                       IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(
                job.step("legislators-current", ENTRIES_PER_TRANSACTION, () -> file(options.corpus(), FILE),
                        new YamlListReader(entry -> YamlValues.text(entry, "id", "bioguide")),
                        new LegislatorMapper(), new LegislatorStore(true)),
                job.step("legislators-historical", HISTORICAL_ROWS_PER_TRANSACTION,
                        () -> file(options.corpus(), HISTORICAL_FILE), new HistoricalLegislatorsReader(),
                        new HistoricalLegislatorMapper(), new LegislatorStore(false)));
    }
}
