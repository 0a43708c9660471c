package dev.josh.ingest.govinfo;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * GovInfo's bulk-data repository over the corpus: each corpus file at its bulk-data path
 * ({@code /bulkdata/BILLSTATUS/117/hr/BILLSTATUS-117hr1.xml}, {@code /bulkdata/FR/2024/02/FR-2024-02-12.xml},
 * …) and the JSON listing of every folder ({@code /bulkdata/json/…}) in GovInfo's shape, dated by the
 * files' modification times; GPO's enrolled USLM samples ({@code 113hr1068enr_good.xml}) stand at
 * their {@code BILLS/uslm} paths. Corpus files that GovInfo's bulk data does not hold are not served:
 * GPO's {@code DEV-BILLSTATUS} samples and its USLM samples of other bill versions (bulk data has USLM
 * for enrolled bills only), the XHTML renditions, the FR USLM pilot, the eCFR API fixtures and
 * the annual CFR in USLM. Private laws stand under {@code PLAW/<congress>/private}, statute
 * compilations under {@code COMPS}.
 */
public final class GovInfoTestLayout extends CorpusLayout {

    private static final Pattern STATUS = Pattern.compile("BILLSTATUS-([0-9]+)([a-z]+)[0-9]+\\.xml");
    private static final Pattern BILL_TEXT = Pattern.compile("BILLS-([0-9]+)([a-z]+)[0-9]+[a-z]+\\.xml");
    private static final Pattern SESSION = Pattern.compile("<session[^>]*>([^<]*)<");
    private static final Pattern ENROLLED_USLM = Pattern.compile("([0-9]+)([a-z]+)([0-9]+)enr_good\\.xml");
    private static final Pattern ISSUE = Pattern.compile("FR-([0-9]{4})-([0-9]{2})-[0-9]{2}\\.xml");
    private static final Pattern ECFR = Pattern.compile("ECFR-title([0-9]+)\\.xml");
    private static final Pattern LAW = Pattern.compile("([0-9]+)(publ|pvtl)0*([0-9]+)-uslm\\.xml");
    private static final Pattern COMPILATION = Pattern.compile("COMPS-[0-9]+\\.xml");
    private static final DateTimeFormatter LISTED = DateTimeFormatter.ofPattern("dd-MMM-yyyy HH:mm", Locale.ENGLISH);
    private static final ObjectMapper JSON = new ObjectMapper();


    public GovInfoTestLayout(Path corpus) {
        super(GovInfoBulkData.HOST, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<String, Path> files = files();
        if (path.startsWith("/bulkdata/json/")) {
            return listing(files, path.substring("/bulkdata/json/".length()).replaceAll("/+$", ""));
        }
        Path file = path.startsWith("/bulkdata/") ? files.get(path.substring("/bulkdata/".length())) : null;
        return file == null ? null : TestUpstream.Served.file(file, "application/xml");
    }

    /** Every served file by its bulk-data path, read from the corpus on each request so a changed file shows. */
    private Map<String, Path> files() throws IOException {
        Map<String, Path> files = new TreeMap<>();
        for (Path file : walk("billstatus")) {
            Matcher m = STATUS.matcher(file.getFileName().toString());
            if (m.matches()) {
                files.put("BILLSTATUS/" + m.group(1) + "/" + m.group(2) + "/" + m.group(), file);
            }
        }
        for (Path file : walk("bills-gpo-dtd")) {
            Matcher m = BILL_TEXT.matcher(file.getFileName().toString());
            if (m.matches()) {
                files.put("BILLS/" + m.group(1) + "/" + session(file) + "/" + m.group(2) + "/" + m.group(), file);
            }
        }
        for (Path file : walk("bills-uslm")) {
            Matcher m = ENROLLED_USLM.matcher(file.getFileName().toString());
            if (m.matches()) {
                files.put("BILLS/uslm/" + m.group(1) + "/" + session(file) + "/" + m.group(2) + "/BILLS-" + m.group(1)
                        + m.group(2) + m.group(3) + "enr.xml", file);
            }
        }
        for (Path file : walk("federal-register/fr-xml")) {
            Matcher m = ISSUE.matcher(file.getFileName().toString());
            if (m.matches()) {
                files.put("FR/" + m.group(1) + "/" + m.group(2) + "/" + m.group(), file);
            }
        }
        for (Path file : walk("ecfr")) {
            Matcher m = ECFR.matcher(file.getFileName().toString());
            if (m.matches() && file.getParent().getFileName().toString().equals("ecfr")) {
                files.put("ECFR/title-" + m.group(1) + "/" + m.group(), file);
            }
        }
        for (Path file : walk("plaw-uslm")) {
            Matcher m = LAW.matcher(file.getFileName().toString());
            if (m.matches()) {
                files.put("PLAW/" + m.group(1) + (m.group(2).equals("publ") ? "/public/" : "/private/") + "PLAW-" + m.group(1)
                        + m.group(2) + m.group(3) + ".xml", file);
            }
        }
        for (Path file : walk("statute-compilations-uslm")) {
            if (COMPILATION.matcher(file.getFileName().toString()).matches()) {
                files.put("COMPS/" + file.getFileName(), file);
            }
        }
        return files;
    }

    /** The session a bill text was printed in, from its {@code <session>} line ("1st Session", "At the Second Session"). */
    private static int session(Path file) throws IOException {
        String head = new String(Files.readAllBytes(file), 0, (int) Math.min(Files.size(file), 20_000), StandardCharsets.UTF_8);
        Matcher m = SESSION.matcher(head);
        String text = m.find() ? m.group(1).strip().toLowerCase(Locale.ROOT) : "";
        return text.equals("2") || text.contains("2d") || text.contains("second") ? 2 : 1;
    }

    /** The JSON listing of {@code folder}: its subfolders and files, as GovInfo lists them. */
    private TestUpstream.Served listing(Map<String, Path> files, String folder) throws IOException {
        String prefix = folder + "/";
        Map<String, Path> children = new TreeMap<>();
        Instant newest = Instant.EPOCH;
        for (Map.Entry<String, Path> file : files.entrySet()) {
            if (!file.getKey().startsWith(prefix)) {
                continue;
            }
            String rest = file.getKey().substring(prefix.length());
            int slash = rest.indexOf('/');
            children.putIfAbsent(slash < 0 ? rest : rest.substring(0, slash) + "/", slash < 0 ? file.getValue() : null);
            Instant modified = Files.getLastModifiedTime(file.getValue()).toInstant();
            newest = modified.isAfter(newest) ? modified : newest;
        }
        if (children.isEmpty()) {
            return null;
        }
        ObjectNode root = JSON.createObjectNode();
        ArrayNode list = root.putArray("files");
        for (Map.Entry<String, Path> child : children.entrySet()) {
            boolean isFolder = child.getKey().endsWith("/");
            String name = isFolder ? child.getKey().substring(0, child.getKey().length() - 1) : child.getKey();
            ObjectNode entry = list.addObject();
            entry.put("name", name);
            entry.put("justFileName", name);
            entry.put("displayLabel", name);
            entry.put("link", "https://www.govinfo.gov/bulkdata/" + prefix + name);
            entry.put("folder", isFolder);
            if (!isFolder) {
                entry.put("fileExtension", "xml");
                entry.put("size", Files.size(child.getValue()));
                entry.put("formattedLastModifiedTime",
                        LISTED.format(Files.getLastModifiedTime(child.getValue()).toInstant().atZone(ZoneOffset.UTC)));
            }
        }
        return TestUpstream.Served.text(JSON.writeValueAsString(root), "application/json", newest);
    }

    private List<Path> walk(String directory) throws IOException {
        Path dir = corpus.resolve(directory);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return new ArrayList<>(walk.filter(Files::isRegularFile).sorted().toList());
        }
    }
}
