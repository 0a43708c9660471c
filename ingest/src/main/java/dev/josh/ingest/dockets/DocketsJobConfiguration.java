package dev.josh.ingest.dockets;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import dev.josh.ingest.federalregister.FederalRegisterFiles;
import dev.josh.ingest.federalregister.FederalRegisterJobConfiguration;
import dev.josh.ingest.federalregister.FederalRegisterReader;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The {@code regulations-dot-gov-dockets} job: one step over the Federal Register issue files, read
 * by that source's reader, each document's dockets written with the document in them. Reading the
 * files rather than the {@code federal_register} table lets the source run in any order and on its
 * own, and a document that leaves its file leaves its dockets.
 */
@Configuration(proxyBeanMethods = false)
public class DocketsJobConfiguration {

    public static final String SOURCE = "regulations-dot-gov-dockets";

    /** Documents per transaction: most name no docket, and one that does writes a few rows. */
    static final int DOCUMENTS_PER_TRANSACTION = 200;

    @Bean
    IngestSource docketsSource() {
        return new CorpusSource(SOURCE, 65, FederalRegisterFiles.EXPECTED + " (the docket lines of each document)",
                options -> FederalRegisterFiles.find(options.corpus()))
                .readingFilesOf(FederalRegisterJobConfiguration.SOURCE);
    }

    @Bean
    Job docketsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager, IngestOptions options,
                   JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(job.step("regulations-dot-gov-dockets-files", DOCUMENTS_PER_TRANSACTION,
                () -> FederalRegisterFiles.find(options.corpus()), new FederalRegisterReader(), document -> document,
                new DocketStore()));
    }
}
