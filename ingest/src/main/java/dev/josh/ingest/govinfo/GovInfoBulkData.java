package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * GovInfo's bulk-data repository, read through its JSON listings: {@code GET
 * /bulkdata/json/<COLLECTION>/<folders…>} with {@code Accept: application/json} (without it the
 * server answers 406 or an HTML page) returns {@code {"files": [...]}}, one entry per file or
 * folder with {@code name}, {@code link}, {@code folder}, {@code size} and
 * {@code formattedLastModifiedTime} ({@code 18-Sep-2026 20:26}, GMT). The files themselves are at
 * {@code /bulkdata/<COLLECTION>/<folders…>/<name>}. Layout per collection (BILLSTATUS, BILLS, PLAW,
 * FR, ECFR) in the usgpo/bulk-data README and user guides ({@code ../shared/corpus/_format-docs}).
 * Folder times are unreliable (DESIGN.md); file times are what the change signal uses.
 */
public final class GovInfoBulkData {

    /** www.govinfo.gov: bulk data, content packages and sitemaps. */
    public static final UpstreamHost HOST = new UpstreamHost("govinfo", "https://www.govinfo.gov");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter LISTED = DateTimeFormatter.ofPattern("dd-MMM-yyyy HH:mm", Locale.ENGLISH);

    /** One listing entry: a file or a folder, with the listing's size and time for files. */
    public record Entry(String name, boolean folder, Long size, Instant modified) { }

    private final Upstream upstream;

    public GovInfoBulkData(Upstream upstream) {
        this.upstream = upstream;
    }

    /** The entries of {@code path} (e.g. {@code BILLSTATUS/117/hr}); entries that cannot be read are skipped with a reason. */
    public List<Entry> list(String path) throws IOException {
        URI listing = upstream.resolve(HOST, "/bulkdata/json/" + path);
        JsonNode root;
        try {
            root = JSON.readTree(upstream.text(listing, "application/json"));
        } catch (tools.jackson.core.JacksonException e) {
            throw new IOException(listing + " is not a bulk-data JSON listing: " + e.getOriginalMessage(), e);
        }
        JsonNode files = root.path("files");
        if (!files.isArray()) {
            throw new IOException(listing + " is not a bulk-data JSON listing: no \"files\" array");
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode file : files) {
            String name = file.path("name").asString("");
            if (name.isEmpty() || name.contains("/") || name.contains("..")) {
                upstream.skip(listing + " entry " + file, "no usable name");
                continue;
            }
            boolean folder = file.path("folder").asBoolean(false);
            entries.add(new Entry(name, folder, folder || !file.path("size").isNumber() ? null : file.path("size").asLong(),
                    folder ? null : modified(file.path("formattedLastModifiedTime").asString(""))));
        }
        return entries;
    }

    /**
     * Adds to {@code files} the XML files of {@code folder} whose names match {@code name} and that the
     * listing dates within {@code --since}, each to be stored under its own name in {@code directory}.
     */
    public void collect(String folder, Pattern name, String directory, SyncScope scope, List<RemoteFile> files)
            throws IOException {
        for (Entry entry : list(folder)) {
            if (!entry.folder() && name.matcher(entry.name()).matches() && scope.changedSince(entry.modified())) {
                files.add(file(folder, entry, directory + "/" + entry.name(), RemoteFile.Content.XML));
            }
        }
    }

    /**
     * {@link #collect} in each folder of {@code parent} whose name {@code keep} accepts (bill types,
     * kinds of law, CFR titles), all stored in {@code directory}.
     */
    public void collectInFolders(String parent, Predicate<String> keep, Pattern name, String directory,
                                 SyncScope scope, List<RemoteFile> files) throws IOException {
        for (Entry entry : list(parent)) {
            if (entry.folder() && keep.test(entry.name())) {
                collect(parent + "/" + entry.name(), name, directory, scope, files);
            }
        }
    }

    /** The file {@code name} under {@code folder}, to be stored at {@code corpusPath}. */
    public RemoteFile file(String folder, Entry entry, String corpusPath, RemoteFile.Content content) {
        return new RemoteFile(upstream.resolve(HOST, "/bulkdata/" + folder + "/" + entry.name()), corpusPath, content,
                entry.modified(), entry.size());
    }

    /** The listing's time for a file, or null when it gives none it can read: the file is then asked for conditionally. */
    private static Instant modified(String text) {
        try {
            return text.isBlank() ? null : LocalDateTime.parse(text.strip(), LISTED).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /**
     * The folders of {@code path} whose names are numbers accepted by {@code keep} (Congresses,
     * years, sessions), in the listing's order; other folders (GovInfo's {@code resources}) are not
     * content.
     */
    public List<String> numberedFolders(String path, IntPredicate keep) throws IOException {
        List<String> folders = new ArrayList<>();
        for (Entry entry : list(path)) {
            if (entry.folder() && entry.name().matches("[0-9]{1,4}") && keep.test(Integer.parseInt(entry.name()))) {
                folders.add(entry.name());
            }
        }
        return folders;
    }
}
