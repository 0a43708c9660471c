package dev.josh.ingest.crs;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Path;

/**
 * congress.gov's CRS product files over the corpus: each PDF whose name gives its version at
 * {@code /crs_external_products/<series>/PDF/<id>/<id>.<version>.pdf}, the path the API's
 * {@code formats} name. PDFs named without a version ({@code IN12669.pdf}, {@code R44243.pdf})
 * have no such path and are not served.
 */
public class CongressGovTestLayout extends CorpusLayout {


    public CongressGovTestLayout(Path corpus) {
        super(CrsFetcher.CONGRESS_GOV, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        for (CrsCorpusProducts.Product product : CrsCorpusProducts.read(corpus)) {
            if (product.pdfPath().equals(path)) {
                return TestUpstream.Served.file(product.file(), "application/pdf");
            }
        }
        return null;
    }
}
