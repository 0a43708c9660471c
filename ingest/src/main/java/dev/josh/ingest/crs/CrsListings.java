package dev.josh.ingest.crs;

import dev.josh.ingest.core.CsvFile;
import dev.josh.ingest.core.MalformedSourceException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The archive's CSV listings of CRS products ({@code crs-reports/metadata-csv/*.csv}), by product
 * number. Each listing is a congress.gov search export of one day: some start with a byte-order
 * mark, a "Downloaded on" and a "Search URL" line, some have a header row, many end in empty rows.
 * Rows are {@code Product Number, Title, URL, Publication Date (MM/DD/YYYY), Author(s), Topic(s)}.
 * A product listed in several files takes its row from the latest listing (files sort by date).
 * No field in these listings spans lines, so each line is parsed alone and a malformed one (a quote
 * left open) is logged and skipped without taking the rows after it.
 */
public final class CrsListings {

    private static final Logger log = LoggerFactory.getLogger(CrsListings.class);
    private static final DateTimeFormatter US_DATE = DateTimeFormatter.ofPattern("MM/dd/yyyy");

    private final Map<String, CrsListing> byNumber;

    private CrsListings(Map<String, CrsListing> byNumber) {
        this.byNumber = Map.copyOf(byNumber);
    }

    public static CrsListings read(Path corpus) throws IOException {
        Path dir = corpus.resolve(CrsFiles.LISTINGS_DIRECTORY);
        Map<String, CrsListing> byNumber = new HashMap<>();
        if (!Files.isDirectory(dir)) {
            return new CrsListings(byNumber);
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".csv")).sorted().toList();
        }
        for (Path file : files) {
            String relative = corpus.relativize(file).toString().replace('\\', '/');
            String[] lines = Files.readString(file, StandardCharsets.UTF_8).split("\r?\n");
            for (int i = 0; i < lines.length; i++) {
                List<String> fields;
                try {
                    fields = CsvFile.fields(lines[i].replace("\uFEFF", ""));
                } catch (MalformedSourceException e) {
                    log.warn("{}:{}: {}; the row is skipped", relative, i + 1, e.getMessage());
                    continue;
                }
                parseRow(relative, fields).ifPresent(row -> byNumber.put(row.number(), row));
            }
        }
        log.debug("CRS listings: {} products in {} files", byNumber.size(), files.size());
        return new CrsListings(byNumber);
    }

    public Optional<CrsListing> find(String number) {
        return Optional.ofNullable(byNumber.get(number));
    }

    /** A product row, or empty for preamble, header and blank rows and rows without a valid date. */
    private static Optional<CrsListing> parseRow(String file, List<String> fields) {
        if (fields.size() < 4 || !fields.get(0).strip().matches(CrsFiles.NUMBER)) {
            return Optional.empty();
        }
        LocalDate published;
        try {
            published = LocalDate.parse(fields.get(3).strip(), US_DATE);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
        return Optional.of(new CrsListing(file, fields.get(0).strip(), fields.get(1).strip(), fields.get(2).strip(),
                published, split(fields, 4), split(fields, 5), String.join("\u001F", fields)));
    }

    private static List<String> split(List<String> fields, int index) {
        if (index >= fields.size() || fields.get(index).isBlank()) {
            return List.of();
        }
        // A stray quote is left in some author cells by the export ("Horn, Diane P.\"").
        return Arrays.stream(fields.get(index).split(";")).map(s -> s.replace("\"", "").strip())
                .filter(s -> !s.isEmpty()).toList();
    }
}
