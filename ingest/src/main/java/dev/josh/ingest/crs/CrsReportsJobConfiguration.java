package dev.josh.ingest.crs;

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
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code crs-reports} job: one chunk-oriented step over the product PDFs, each joined to its listing row. */
@Configuration(proxyBeanMethods = false)
public class CrsReportsJobConfiguration {

    public static final String SOURCE = "crs-reports";

    /** Products per transaction: a product is a few to a few dozen chunks. */
    static final int PRODUCTS_PER_TRANSACTION = 10;

    /** CRS products: the PDFs under {@code crs-reports/pdf/}, described by the CSV listings beside them. */
    @Bean
    IngestSource crsReportsSource() {
        return new CorpusSource(SOURCE, 80, CrsFiles.PDF_DIRECTORY + "/**/*.pdf",
                options -> CrsFiles.find(options.corpus()));
    }

    @Bean
    Job crsReportsJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                      IngestOptions options, JoshDatabase database, Chunker chunker, EmbeddingTarget embeddingTarget) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        Products products = new Products(options);
        return job.job(job.step("crs-reports-products", PRODUCTS_PER_TRANSACTION, products::files,
                new PdfFileReader<>(products::product, p -> PublicId.of(IdType.CRS_REPORT, p.number()).value()),
                new CrsPreparer(chunker), new BodySourceWriter<>(new CrsTable(), embeddingTarget)));
    }

    /** Lists the PDFs and reads the listings when the step opens; makes products of PDFs. */
    static final class Products {
        private final IngestOptions options;
        private CrsListings listings;

        Products(IngestOptions options) {
            this.options = options;
        }

        List<Path> files() throws IOException {
            listings = CrsListings.read(options.corpus());
            return CrsFiles.find(options.corpus());
        }

        CrsProduct product(SourceFile file, PdfText text) throws MalformedSourceException {
            String name = file.path().getFileName().toString();
            CrsFiles.ProductName product = CrsFiles.parse(name).orElseThrow(() -> new MalformedSourceException(
                    "the file name '" + name + "' does not start with a CRS product number (IF11043.3.pdf, "
                            + "R46293v11-slug.pdf)", null));
            return new CrsProduct(file.relativePath(), file.sha256(), product.number(), product.version(), text,
                    listings.find(product.number()).orElse(null));
        }
    }
}
