package dev.josh.ingest.cfr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The CFR files of a corpus: eCFR API renderer output ({@code ecfr/ecfr-api-fixtures/*.xml}),
 * eCFR bulk titles ({@code ecfr/*.xml}) and annual editions in USLM ({@code cfr-uslm/*.xml}).
 * The JSON structure file beside the API output holds no text and is not read.
 *
 * <p>They are listed in the order {@link PreferredEditionStore} prefers their copies (API files
 * by name descending, so a part, {@code title-3-part-101-…}, comes before its whole title,
 * {@code title-3-full-…}), so that a first run writes each section once; which copy is kept does
 * not depend on this order.
 */
public final class CfrFiles {

    public static final String EXPECTED = "ecfr/*.xml, ecfr/ecfr-api-fixtures/*.xml and cfr-uslm/*.xml";

    private CfrFiles() {
    }

    public static List<Path> find(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>();
        files.addAll(xmlFiles(corpus.resolve("ecfr/ecfr-api-fixtures"), Comparator.reverseOrder()));
        files.addAll(xmlFiles(corpus.resolve("ecfr"), Comparator.naturalOrder()));
        files.addAll(xmlFiles(corpus.resolve("cfr-uslm"), Comparator.naturalOrder()));
        return files;
    }

    private static List<Path> xmlFiles(Path dir, Comparator<Path> order) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(".xml"))
                    .sorted(order).toList();
        }
    }
}
