package dev.josh.ingest.crs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The CRS products of the corpus as congress.gov would publish them: number, version, file and
 * series folder. A PDF whose name gives no version ({@code IN12669.pdf}) has no congress.gov URL
 * and is not among them.
 */
final class CrsCorpusProducts {

    /** One product version; {@code series} is the folder under {@code crs_external_products}. */
    record Product(String number, int version, Path file, String series, Instant publishDate, Instant updateDate,
                   Optional<CrsListing> listing) {

        String pdfName() {
            return number + "." + version + ".pdf";
        }

        String pdfPath() {
            return "/crs_external_products/" + series + "/PDF/" + number + "/" + pdfName();
        }
    }

    private CrsCorpusProducts() {
    }

    static List<Product> read(Path corpus) throws IOException {
        CrsListings listings = CrsListings.read(corpus);
        List<Product> products = new ArrayList<>();
        for (Path file : CrsFiles.find(corpus)) {
            Optional<CrsFiles.ProductName> name = CrsFiles.parse(file.getFileName().toString());
            if (name.isEmpty() || name.get().version() == null) {
                continue;
            }
            String number = name.get().number();
            Optional<CrsListing> listing = listings.find(number);
            Instant modified = Files.getLastModifiedTime(file).toInstant().truncatedTo(ChronoUnit.SECONDS);
            Instant published = listing.map(l -> l.published().atStartOfDay(ZoneOffset.UTC).toInstant()).orElse(modified);
            products.add(new Product(number, name.get().version(), file, series(number), published, modified, listing));
        }
        return products;
    }

    /** The id's letters; numbered reports without letters (98-807) are served under RS. */
    private static String series(String number) {
        String letters = number.replaceFirst("[0-9].*$", "");
        return letters.isEmpty() ? "RS" : letters;
    }
}
