package dev.josh.ingest.sap;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusFiles;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceJobBuilder;
import dev.josh.ingest.document.PdfFileReader;
import dev.josh.ingest.document.PdfText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code statements-of-administration-policy} job: one step over the statement PDFs, each joined to its index entry. */
@Configuration(proxyBeanMethods = false)
public class SapJobConfiguration {

    public static final String SOURCE = "statements-of-administration-policy";

    static final int STATEMENTS_PER_TRANSACTION = 50;

    /** Every statement PDF ({@code <administration>/<congress>/<date>_<bills>.pdf}), sorted; empty without the folder. */
    public static List<Path> files(Path corpus) throws IOException {
        return CorpusFiles.walk(corpus.resolve(SapIndex.DIRECTORY), name -> name.endsWith(".pdf"));
    }

    /**
     * OMB Statements of Administration Policy: the PDFs under {@code statements-of-administration-policy/},
     * with their YAML indexes.
     */
    @Bean
    IngestSource sapSource() {
        return new CorpusSource(SOURCE, 110,
                SapIndex.DIRECTORY + "/<administration>/<congress>/*.pdf and " + SapIndex.DIRECTORY + "/*.yaml",
                options -> files(options.corpus()));
    }

    @Bean
    Job statementsOfAdministrationPolicyJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                                            IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        Statements statements = new Statements(options.corpus());
        return job.job(job.step("statements-of-administration-policy-pdfs", STATEMENTS_PER_TRANSACTION,
                statements::files, new PdfFileReader<>(statements::statement, SapPreparer::key), new SapPreparer(),
                new SapStore()));
    }

    /** Lists the PDFs and reads the indexes when the step opens; pairs each PDF with its entry. */
    static final class Statements {
        private final Path corpus;
        private SapIndex index;

        Statements(Path corpus) {
            this.corpus = corpus;
        }

        List<Path> files() throws IOException {
            index = SapIndex.read(corpus);
            return SapJobConfiguration.files(corpus);
        }

        SapStatement statement(SourceFile file, PdfText text) throws MalformedSourceException {
            String inFolder = file.relativePath().substring(SapIndex.DIRECTORY.length() + 1);
            SapIndex.Entry entry = index.find(inFolder).orElseThrow(() -> new MalformedSourceException(
                    "no index (*.yaml) lists statements/" + inFolder + ", so the statement has no bills, date or "
                            + "title to be cited by", null));
            return new SapStatement(file.relativePath(), file.sha256(), text, entry);
        }
    }
}
