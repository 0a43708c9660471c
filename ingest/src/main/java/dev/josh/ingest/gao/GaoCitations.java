package dev.josh.ingest.gao;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Sha256;
import java.time.Instant;
import java.util.Locale;

/**
 * The GAO citation formatter, the only place GAO citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code GAO-06-282, Breastfeeding: Some Strategies … (February 2006)}</li>
 *   <li>{@code source_url}: the product page, {@code https://www.gao.gov/products/gao-06-282}</li>
 *   <li>{@code published_at}: the catalog's {@code pub_date}, else the date printed on the cover</li>
 *   <li>{@code raw_sha256}: the PDF's bytes and the catalog entry together</li>
 * </ul>
 */
public final class GaoCitations {

    public static final String SOURCE_ORG = "U.S. Government Accountability Office";

    private GaoCitations() {
    }

    public static CitationColumns cite(GaoRecord record, Instant retrievedAt) {
        GaoProduct product = record.product();
        String hashed = product.catalog() == null ? product.fileSha256()
                : Sha256.of(product.fileSha256() + "\n" + product.catalog().raw());
        return new CitationColumns(sourceUrl(product.number()), SOURCE_ORG, record.date().publishedAt(),
                retrievedAt.toString(), hashed, citation(product.number(), record.title(), record.date().phrase()));
    }

    /** {@code GAO-06-282, <title> (<date>)}. */
    public static String citation(String number, String title, String date) {
        return number + ", " + title + " (" + date + ")";
    }

    public static String sourceUrl(String number) {
        return "https://www.gao.gov/products/" + number.toLowerCase(Locale.ROOT);
    }
}
