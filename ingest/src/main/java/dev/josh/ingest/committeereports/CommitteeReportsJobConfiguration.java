package dev.josh.ingest.committeereports;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusFiles;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code committee-reports} job: one step over the USLM and PDF files, one record per report. */
@Configuration(proxyBeanMethods = false)
public class CommitteeReportsJobConfiguration {

    public static final String SOURCE = "committee-reports";
    public static final String DIRECTORY = "committee-reports";

    static final int REPORTS_PER_TRANSACTION = 5;

    /** Every {@code .xml} and {@code .pdf} under {@code committee-reports/}, sorted; empty without the folder. */
    public static List<Path> files(Path corpus) throws IOException {
        return CorpusFiles.walk(corpus.resolve(DIRECTORY), name -> name.endsWith(".xml") || name.endsWith(".pdf"));
    }

    /** Committee reports: GPO USLM legislative reports and report PDFs under {@code committee-reports/}. */
    @Bean
    IngestSource committeeReportsSource() {
        return new CorpusSource(SOURCE, 100, DIRECTORY + "/**/*.xml (USLM <legislativeReport>) and CRPT-*.pdf",
                options -> files(options.corpus()));
    }

    @Bean
    Job committeeReportsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                            IngestOptions options, JoshDatabase database, Chunker chunker,
                            EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        CommitteeReportReader reader = new CommitteeReportReader(options.corpus());
        return job.job(job.step("committee-reports-files", REPORTS_PER_TRANSACTION, reader::files, reader,
                new CommitteeReportPreparer(chunker),
                new BodySourceWriter<>(new CommitteeReportTable(), embeddingTarget)));
    }
}
