package dev.josh.ingest.gao;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code gao-reports/catalog.json}: GAO products' titles, publication dates and product pages,
 * by report number ({@code gao-06-282} in the file, {@code GAO-06-282} here).
 *
 * <p>The catalog lists more products than the corpus has PDFs of, and holds nothing but a title
 * and a date for each: too little text to be worth a search result on its own, so an entry without
 * its PDF is not a record. That is said once per run, at info level ({@link #logEntriesWithoutPdf}).
 */
public final class GaoCatalog {

    public static final String FILE = "gao-reports/catalog.json";
    private static final Logger log = LoggerFactory.getLogger(GaoCatalog.class);

    /**
     * One catalog entry.
     *
     * @param published {@code pub_date}; null when absent or not a date
     * @param raw       the entry's JSON text, for the record's hash
     */
    public record Entry(String number, String title, LocalDate published, String url, String raw) {
    }

    private final Map<String, Entry> byNumber;

    private GaoCatalog(Map<String, Entry> byNumber) {
        this.byNumber = byNumber;
    }

    /** The catalog, or an empty one when the corpus lacks it. */
    public static GaoCatalog read(Path corpus) throws IOException {
        Path file = corpus.resolve(FILE);
        Map<String, Entry> byNumber = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) {
            return new GaoCatalog(byNumber);
        }
        JsonNode root = JsonMapper.builder().build().readTree(Files.readString(file));
        for (JsonNode entry : root) {
            String id = entry.path("report_id").asString("");
            if (id.isBlank()) {
                continue;
            }
            String number = id.strip().toUpperCase(Locale.ROOT);
            byNumber.put(number, new Entry(number, entry.path("title").asString("").strip(),
                    date(entry.path("pub_date").asString("")), entry.path("url").asString(null), entry.toString()));
        }
        return new GaoCatalog(byNumber);
    }

    public Optional<Entry> find(String number) {
        return Optional.ofNullable(byNumber.get(number));
    }

    /** Says, once, which catalog entries have no PDF in the corpus and so are not loaded. */
    public void logEntriesWithoutPdf(Set<String> numbersWithPdf) {
        List<String> without = byNumber.keySet().stream().filter(n -> !numbersWithPdf.contains(n)).toList();
        if (!without.isEmpty()) {
            log.info("{}: {} of {} entries have no PDF in the corpus; a title and a date are too little text to "
                    + "search, so they are not loaded: {}", FILE, without.size(), byNumber.size(), String.join(", ", without));
        }
    }

    private static LocalDate date(String text) {
        try {
            return text.isBlank() ? null : LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
