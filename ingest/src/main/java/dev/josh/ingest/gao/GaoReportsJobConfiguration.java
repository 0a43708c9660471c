package dev.josh.ingest.gao;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.BodySourceWriter;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.EmbeddingTarget;
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
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code gao-reports} job: one step over the GAO PDFs, each joined to its catalog entry. */
@Configuration(proxyBeanMethods = false)
public class GaoReportsJobConfiguration {

    public static final String SOURCE = "gao-reports";

    /** Reports per transaction: a report is up to a few hundred chunks. */
    static final int REPORTS_PER_TRANSACTION = 5;

    /** GAO reports and testimonies: the PDFs under {@code gao-reports/}, described by {@code catalog.json}. */
    @Bean
    IngestSource gaoReportsSource() {
        return new CorpusSource(SOURCE, 90, GaoFiles.DIRECTORY + "/gao-*.pdf",
                options -> GaoFiles.find(options.corpus()));
    }

    @Bean
    Job gaoReportsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                      IngestOptions options, JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        Products products = new Products(options.corpus());
        return job.job(job.step("gao-reports-products", REPORTS_PER_TRANSACTION, products::files,
                new PdfFileReader<>(products::product, p -> PublicId.of(IdType.GAO_REPORT, p.number()).value()),
                new GaoPreparer(chunker), new BodySourceWriter<>(new GaoTable(), embeddingTarget)));
    }

    /** Lists the PDFs and reads the catalog when the step opens; makes products of PDFs. */
    static final class Products {
        private final Path corpus;
        private GaoCatalog catalog;

        Products(Path corpus) {
            this.corpus = corpus;
        }

        List<Path> files() throws IOException {
            List<Path> files = GaoFiles.find(corpus);
            catalog = GaoCatalog.read(corpus);
            catalog.logEntriesWithoutPdf(files.stream().map(p -> GaoFiles.number(p.getFileName().toString()))
                    .flatMap(Optional::stream).collect(Collectors.toSet()));
            return files;
        }

        GaoProduct product(SourceFile file, PdfText text) throws MalformedSourceException {
            String name = file.path().getFileName().toString();
            String number = GaoFiles.number(name).orElseThrow(() -> new MalformedSourceException("the file name '"
                    + name + "' is not a GAO report number (gao-06-282.pdf, gao-08-587t.pdf)", null));
            return new GaoProduct(file.relativePath(), file.sha256(), number, text, catalog.find(number).orElse(null));
        }
    }
}
