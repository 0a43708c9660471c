package dev.josh.ingest.sap;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The per-administration YAML indexes ({@code 44-Obama.yaml} … {@code 47-Trump.yaml}) of the
 * statements archive: for each statement its bills, title, congress, date issued, the archive
 * path of its PDF ({@code statements/46-Biden/117/2022-07-26_hr4346.pdf}) and the URL it was
 * fetched from. Entries are found by that path, which mirrors the corpus folder.
 */
public final class SapIndex {

    static final String DIRECTORY = "statements-of-administration-policy";
    private static final String ARCHIVE_PREFIX = "statements/";

    /**
     * One index entry.
     *
     * @param indexFile the YAML file, relative to the corpus
     * @param bills     bill ids as the index writes them ({@code hr4346}), in its order
     * @param values    the whole entry, for the record's hash
     */
    public record Entry(String indexFile, String administration, List<String> bills, String title, Integer congress,
                        String dateIssued, String fetchedFromUrl, boolean rescinded, String values) {
        public Entry {
            bills = List.copyOf(bills);
        }
    }

    private final Map<String, Entry> byFile;

    private SapIndex(Map<String, Entry> byFile) {
        this.byFile = Map.copyOf(byFile);
    }

    /** The indexes under the corpus folder (empty when there are none). */
    public static SapIndex read(Path corpus) throws IOException {
        Path dir = corpus.resolve(DIRECTORY);
        Map<String, Entry> byFile = new HashMap<>();
        if (!Files.isDirectory(dir)) {
            return new SapIndex(byFile);
        }
        List<Path> indexes;
        try (Stream<Path> list = Files.list(dir)) {
            indexes = list.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        for (Path index : indexes) {
            String relative = corpus.relativize(index).toString().replace('\\', '/');
            String administration = index.getFileName().toString().replaceFirst("\\.yaml$", "");
            Object document;
            try (Reader in = Files.newBufferedReader(index, StandardCharsets.UTF_8)) {
                document = yaml.load(in);
            } catch (RuntimeException e) {
                throw new IOException(relative + " is not valid YAML: " + e.getMessage(), e);
            }
            if (!(document instanceof List<?> entries)) {
                continue;
            }
            for (Object item : entries) {
                if (item instanceof Map<?, ?> map && map.get("file") instanceof String file) {
                    byFile.put(file.strip(), entry(relative, administration, map));
                }
            }
        }
        return new SapIndex(byFile);
    }

    /** The entry for a PDF given by its path inside the corpus folder ({@code 46-Biden/117/2022-07-26_hr4346.pdf}). */
    public Optional<Entry> find(String pathInFolder) {
        return Optional.ofNullable(byFile.get(ARCHIVE_PREFIX + pathInFolder));
    }

    private static Entry entry(String indexFile, String administration, Map<?, ?> map) {
        List<String> bills = new ArrayList<>();
        if (map.get("bills") instanceof List<?> list) {
            list.forEach(b -> bills.add(String.valueOf(b).strip()));
        }
        Integer congress = map.get("congress") instanceof Number n ? n.intValue() : null;
        return new Entry(indexFile, administration, bills, text(map.get("document_title")), congress,
                text(map.get("date_issued")), text(map.get("fetched_from_url")), Boolean.TRUE.equals(map.get("rescinded")),
                map.toString());
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value).replaceAll("\\s+", " ").strip();
    }
}
