package dev.josh.ingest.bills;

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

/**
 * The {@code bills} job, two chunk-oriented steps: the BILLSTATUS files (one bill each, side
 * tables included), then the files of bill text (one version each), which add their text to the
 * bills already written, or make the record of a bill whose BILLSTATUS the corpus lacks.
 */
@Configuration(proxyBeanMethods = false)
public class BillsJobConfiguration {

    public static final String SOURCE = "bills";

    /**
     * Items (a file's record and its end-of-file event are two) per transaction: most bills are a
     * few chunks; each commit of josh.db and of the batch repository costs a sync.
     */
    static final int BILLS_PER_TRANSACTION = 50;
    /** Items per transaction of bill text: an omnibus bill's text is hundreds of chunks. */
    static final int TEXTS_PER_TRANSACTION = 8;

    /**
     * Bills and resolutions: BILLSTATUS files under {@code billstatus/}, bill text under {@code bills-uslm/},
     * {@code bills-gpo-dtd/} and {@code bills-xhtml/}.
     */
    @Bean
    IngestSource billsSource() {
        return new CorpusSource(SOURCE, 40, BillsFiles.EXPECTED, options -> BillsFiles.all(options.corpus()));
    }

    @Bean
    Job billsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager, IngestOptions options,
                 JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        BillBodies bodies = new BillBodies(chunker);
        BodySourceWriter<BillRecord> bills = new BodySourceWriter<>(new BillsTable(), embeddingTarget);
        return job.job(
                job.step("bills-status", BILLS_PER_TRANSACTION, () -> BillsFiles.statusFiles(options.corpus()),
                        new BillStatusReader(), new BillStatusPreparer(), new BillStatusStore(bodies, bills)),
                job.step("bills-texts", TEXTS_PER_TRANSACTION, () -> BillsFiles.textFiles(options.corpus()),
                        new BillTextReader(), new BillTextPreparer(), new BillTextStore(bodies, bills)));
    }
}
