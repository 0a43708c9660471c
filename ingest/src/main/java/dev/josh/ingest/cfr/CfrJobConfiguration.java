package dev.josh.ingest.cfr;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
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
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("ecfr-and-cfr-sections", SECTIONS_PER_TRANSACTION,
                () -> CfrFiles.find(options.corpus()), new CfrReader(), new CfrPreparer(chunker),
                new PreferredEditionStore(new BodySourceWriter<>(new CfrTable(), embeddingTarget))));
    }
}
