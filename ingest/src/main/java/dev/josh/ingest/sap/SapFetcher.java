package dev.josh.ingest.sap;

import dev.josh.ingest.core.YamlValues;
import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Lists the statements archive of the {@code unitedstates/statements-of-administration-policy}
 * repository (branch {@code main}), which its scraper feeds from whitehouse.gov, as GitHub serves
 * it raw. The layout, from the repository's README and tree:
 * <ul>
 *   <li>{@code /presidents.yaml}: one mapping key per administration ({@code 44-Obama}, …, {@code 47-Trump});</li>
 *   <li>{@code /archive/<administration>.yaml}: a list of statements, each with {@code congress},
 *       {@code date_issued} and, from Obama on, {@code file}
 *       ({@code statements/46-Biden/117/2022-07-26_hr4346.pdf}); earlier ones carry a UCSB
 *       {@code url} instead and have no PDF;</li>
 *   <li>{@code /archive/<file>}: the PDF.</li>
 * </ul>
 * The corpus keeps the archive's layout below {@code statements-of-administration-policy/}
 * without the {@code statements/} step, beside the indexes, which {@code josh ingest} reads to
 * pair each PDF with its bills, title and date; so an index is returned whenever one of its
 * statements is. {@code --congress} and {@code --year}/{@code --since} (by {@code date_issued})
 * select statements. Raw GitHub gives no listing dates, so nothing is listed with a time; the
 * engine's validators (ETag) tell changed files.
 */
public final class SapFetcher extends DeclaredFetcher {

    /** The repository's files as raw.githubusercontent.com serves them from {@code main}. */
    public static final UpstreamHost ARCHIVE = new UpstreamHost("sap-archive",
            "https://raw.githubusercontent.com/unitedstates/statements-of-administration-policy/main");

    private static final String ACCEPT = "text/plain, */*;q=0.5";
    private static final Pattern ADMINISTRATION = Pattern.compile("[0-9]{2}-[A-Za-z]+");
    /** {@code statements/<administration>/<congress>/<name>.pdf}; one Obama file sits one folder deeper. */
    private static final Pattern FILE = Pattern.compile("statements/([0-9]{2}-[A-Za-z]+)/([0-9]{1,3})/([^/.][^\\\\]*\\.pdf)");

    public SapFetcher() {
        super(SapJobConfiguration.SOURCE, ARCHIVE);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        URI presidents = upstream.resolve(ARCHIVE, "/presidents.yaml");
        if (!(load(upstream, presidents) instanceof Map<?, ?> administrations)) {
            throw new IOException(presidents + " is not a mapping of administrations");
        }
        Map<String, RemoteFile> files = new LinkedHashMap<>();
        for (Object key : administrations.keySet()) {
            String administration = String.valueOf(key);
            if (!ADMINISTRATION.matcher(administration).matches()) {
                upstream.skip(presidents + " " + administration, "not an administration key like 46-Biden");
                continue;
            }
            List<RemoteFile> statements = statements(administration, scope, upstream);
            if (!statements.isEmpty()) {
                URI index = upstream.resolve(ARCHIVE, "/archive/" + administration + ".yaml");
                files.put(index.toString(), new RemoteFile(index, SapIndex.DIRECTORY + "/" + administration + ".yaml",
                        RemoteFile.Content.YAML));
                statements.forEach(f -> files.putIfAbsent(f.url().toString(), f));
            }
        }
        return List.copyOf(files.values());
    }

    /** The PDFs one administration's index lists within {@code scope}. */
    private List<RemoteFile> statements(String administration, SyncScope scope, Upstream upstream) throws IOException {
        URI index = upstream.resolve(ARCHIVE, "/archive/" + administration + ".yaml");
        if (!(load(upstream, index) instanceof List<?> entries)) {
            throw new IOException(index + " is not a list of statements");
        }
        List<RemoteFile> pdfs = new ArrayList<>();
        for (Object item : entries) {
            if (!(item instanceof Map<?, ?> raw)) {
                upstream.skip(index + " entry " + item, "not a mapping");
                continue;
            }
            @SuppressWarnings("unchecked")
            Map<String, ?> entry = (Map<String, ?>) raw;
            String file = YamlValues.text(entry, "file");
            if (file == null) {
                continue; // before Obama: a UCSB page, no PDF in the archive
            }
            Matcher m = FILE.matcher(file);
            if (!m.matches() || !m.group(1).equals(administration) || file.contains("..")) {
                upstream.skip(index + " " + file, "file is not statements/" + administration + "/<congress>/<name>.pdf");
                continue;
            }
            LocalDate issued;
            try {
                issued = LocalDate.parse(String.valueOf(YamlValues.text(entry, "date_issued")));
            } catch (DateTimeParseException e) {
                upstream.skip(index + " " + file, "date_issued '" + YamlValues.text(entry, "date_issued")
                        + "' is not a YYYY-MM-DD date");
                continue;
            }
            if (scope.coversCongress(Integer.parseInt(m.group(2))) && scope.coversDay(issued)) {
                pdfs.add(new RemoteFile(upstream.resolve(ARCHIVE, "/archive/" + file),
                        SapIndex.DIRECTORY + "/" + file.substring("statements/".length()), RemoteFile.Content.PDF));
            }
        }
        return pdfs;
    }

    private static Object load(Upstream upstream, URI uri) throws IOException {
        String text = upstream.text(uri, ACCEPT);
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(64 * 1024 * 1024);
        try {
            return new Yaml(new SafeConstructor(options)).load(text);
        } catch (YAMLException e) {
            throw new IOException(uri + " is not valid YAML: " + e.getMessage(), e);
        }
    }
}
