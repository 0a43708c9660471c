package dev.josh.ingest.crs;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Sha256;
import java.time.Instant;

/**
 * The CRS citation formatter, the only place CRS citations are made.
 *
 * <ul>
 *   <li>{@code citation_string}: {@code CRS Report IF11043, The Federal Policy … (April 10, 2026)}</li>
 *   <li>{@code source_url}: the product's congress.gov page, {@code https://www.congress.gov/crs-product/IF11043}</li>
 *   <li>{@code published_at}: the listing's publication date, else the date printed on page 1</li>
 *   <li>{@code raw_sha256}: the PDF's bytes and the listing row together, so a new listing row
 *       for the same PDF changes the record</li>
 * </ul>
 */
public final class CrsCitations {

    public static final String SOURCE_ORG = "Congressional Research Service";

    private CrsCitations() {
    }

    public static CitationColumns cite(CrsRecord record, Instant retrievedAt) {
        CrsProduct product = record.product();
        String number = product.number();
        String hashed = product.listing() == null ? product.fileSha256()
                : Sha256.of(product.fileSha256() + "\n" + product.listing().row());
        return new CitationColumns(sourceUrl(number), SOURCE_ORG, record.date().publishedAt(), retrievedAt.toString(),
                hashed, citation(number, record.title(), record.date().phrase()));
    }

    /** {@code CRS Report IF11043, <title> (<date>)}. */
    public static String citation(String number, String title, String date) {
        return "CRS Report " + number + ", " + title + " (" + date + ")";
    }

    public static String sourceUrl(String number) {
        return "https://www.congress.gov/crs-product/" + number;
    }
}
