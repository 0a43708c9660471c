package dev.josh.ingest.crs;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CRS product PDFs of a corpus ({@code crs-reports/pdf/**}) and what their names say. The
 * archive names a file by product number and version in one of three ways: {@code IF11043.3.pdf},
 * {@code IN10979v25-year-round-sale-of-e15.pdf} (a slug after the version), {@code IN12669.pdf}.
 */
public final class CrsFiles {

    public static final String PDF_DIRECTORY = "crs-reports/pdf";
    public static final String LISTINGS_DIRECTORY = "crs-reports/metadata-csv";

    /** Product numbers as CRS writes them: R48481, IF11043, LSB11417, RL30857, 98-317. */
    static final String NUMBER = "[A-Z]{0,3}[0-9]{2,6}(?:-[0-9]+)?";
    private static final Pattern NAME = Pattern.compile("(" + NUMBER + ")(?:[.v]([0-9]+))?(?:-[a-z0-9-]*)?\\.pdf");

    /** A product number and, when the name gives it, the version. */
    public record ProductName(String number, Integer version) {
    }

    private CrsFiles() {
    }

    /** Every PDF under {@code crs-reports/pdf}, sorted by path; empty when the corpus lacks the folder. */
    public static List<Path> find(Path corpus) throws IOException {
        return CorpusFiles.walk(corpus.resolve(PDF_DIRECTORY), name -> name.endsWith(".pdf"));
    }

    public static Optional<ProductName> parse(String fileName) {
        Matcher m = NAME.matcher(fileName);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new ProductName(m.group(1), m.group(2) == null ? null : Integer.valueOf(m.group(2))));
    }

    /** The product line a number belongs to, by its prefix. */
    public static String productType(String number) {
        if (number.startsWith("LSB")) {
            return "Legal Sidebar";
        }
        if (number.startsWith("IF")) {
            return "In Focus";
        }
        if (number.startsWith("IN")) {
            return "Insight";
        }
        return "Report";
    }
}
