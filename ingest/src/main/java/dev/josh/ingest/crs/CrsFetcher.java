package dev.josh.ingest.crs;

import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Lists CRS products through the Congress.gov API and downloads their PDFs from congress.gov.
 * From the API's documentation (LibraryOfCongress/api.congress.gov, {@code CRSReportEndpoint.md}
 * and the OpenAPI examples):
 * <ul>
 *   <li>{@code GET /v3/crsreport?format=json&offset=N&limit=250[&fromDateTime=…Z]&api_key=KEY}:
 *       {@code CRSReports[]} of {@code id}, {@code version}, {@code publishDate},
 *       {@code updateDate}, … and {@code pagination.count}; {@code fromDateTime} filters by
 *       update time, which is what {@code --since} asks;</li>
 *   <li>{@code GET /v3/crsreport/{id}?format=json&api_key=KEY}: {@code CRSReport.formats[]}, whose
 *       {@code PDF} entry is {@code https://congress.gov/crs_external_products/<series>/PDF/<id>/<id>.<version>.pdf}.
 *       The series folder is not always the id's prefix (RL31312 is under {@code RA}, 98-807
 *       under {@code RS}), so the fetcher reads it from here rather than build it.</li>
 * </ul>
 * Keys are api.data.gov keys, read from {@code CONGRESS_API_KEY}; without one the fetcher sends
 * api.data.gov's {@code DEMO_KEY}, which is enough for a small {@code --since} but not a backfill.
 * The PDF keeps its congress.gov name in the corpus, under the folder of its product line
 * ({@code crs-reports/pdf/in-focus/IF11043.3.pdf}). The archive's CSV listings beside them have no
 * upstream a sync can read (see docs/sync.md), so they are not fetched.
 */
public final class CrsFetcher extends DeclaredFetcher {

    public static final UpstreamHost API = new UpstreamHost("congress-api", URI.create("https://api.congress.gov"),
            "CONGRESS_API_KEY");
    public static final UpstreamHost CONGRESS_GOV = new UpstreamHost("congress-gov", "https://www.congress.gov");

    /** The API's largest page. */
    static final int PAGE = 250;
    private static final String DEMO_KEY = "DEMO_KEY";
    private static final String JSON = "application/json";
    private static final Pattern PDF_PATH = Pattern.compile("/crs_external_products/[A-Z]+/PDF/([^/]+)/([^/]+\\.pdf)");

    public CrsFetcher() {
        super(CrsReportsJobConfiguration.SOURCE, API, CONGRESS_GOV);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        String key = URLEncoder.encode(upstream.apiKey(API).orElse(DEMO_KEY), StandardCharsets.UTF_8);
        String since = scope.since() == null ? "" : "&fromDateTime=" + scope.since().atStartOfDay(ZoneOffset.UTC).toInstant();
        List<RemoteFile> files = new ArrayList<>();
        int offset = 0;
        while (true) {
            URI page = upstream.resolve(API, "/v3/crsreport?format=json&offset=" + offset + "&limit=" + PAGE + since
                    + "&api_key=" + key);
            JsonNode listing = json(upstream, page, key);
            JsonNode reports = listing.path("CRSReports");
            if (!reports.isArray()) {
                throw new IOException(redact(page.toString(), key) + " holds no CRSReports list");
            }
            for (JsonNode report : reports) {
                product(report, scope, upstream, key).ifPresent(files::add);
            }
            offset += reports.size();
            if (reports.isEmpty() || offset >= listing.path("pagination").path("count").asInt(0)) {
                return files;
            }
        }
    }

    /** The PDF of one listed product, when it is in scope and its entries can be read. */
    private Optional<RemoteFile> product(JsonNode report, SyncScope scope, Upstream upstream, String key) {
        String id = report.path("id").asString("").strip();
        if (!id.matches(CrsFiles.NUMBER)) {
            upstream.skip("CRS product " + report, "its id '" + id + "' is not a CRS product number");
            return Optional.empty();
        }
        Instant published;
        Instant updated;
        try {
            published = Instant.parse(report.path("publishDate").asString(""));
            updated = Instant.parse(report.path("updateDate").asString(""));
        } catch (DateTimeParseException e) {
            upstream.skip("CRS product " + id, "publishDate or updateDate is not an ISO-8601 time: " + e.getParsedString());
            return Optional.empty();
        }
        // --since went to the API as fromDateTime (changed since); --year is the year of publication.
        if (scope.year() != null && published.atZone(ZoneOffset.UTC).getYear() != scope.year()) {
            return Optional.empty();
        }
        URI detail = upstream.resolve(API, "/v3/crsreport/" + id + "?format=json&api_key=" + key);
        String pdf;
        try {
            pdf = pdfUrl(json(upstream, detail, key));
        } catch (IOException e) {
            upstream.skip("CRS product " + id, redact(String.valueOf(e.getMessage()), key));
            return Optional.empty();
        }
        Matcher m = pdf == null ? null : PDF_PATH.matcher(URI.create(pdf).getPath());
        Optional<CrsFiles.ProductName> name = m != null && m.matches() ? CrsFiles.parse(m.group(2)) : Optional.empty();
        if (name.isEmpty() || !name.get().number().equals(id) || name.get().version() == null) {
            upstream.skip("CRS product " + id, "its formats give no PDF named /crs_external_products/<series>/PDF/"
                    + id + "/" + id + ".<version>.pdf: " + pdf);
            return Optional.empty();
        }
        return Optional.of(new RemoteFile(upstream.resolve(CONGRESS_GOV, m.group()),
                CrsFiles.PDF_DIRECTORY + "/" + folder(id) + "/" + m.group(2), RemoteFile.Content.PDF, updated, null));
    }

    private static String pdfUrl(JsonNode detail) {
        for (JsonNode format : detail.path("CRSReport").path("formats")) {
            if (format.path("format").asString("").equalsIgnoreCase("PDF")) {
                return format.path("url").asString(null);
            }
        }
        return null;
    }

    /** The corpus folder of a product line: the prefix decides it, as {@link CrsFiles#productType} says. */
    static String folder(String number) {
        return switch (CrsFiles.productType(number)) {
            case "Legal Sidebar" -> "sidebars";
            case "In Focus" -> "in-focus";
            case "Insight" -> "insights";
            default -> "reports";
        };
    }

    private static JsonNode json(Upstream upstream, URI uri, String key) throws IOException {
        String body = upstream.text(uri, JSON);
        try {
            return Json.tree(body.getBytes(StandardCharsets.UTF_8));
        } catch (MalformedSourceException e) {
            throw new IOException(redact(uri.toString(), key) + ": " + e.getMessage(), e);
        }
    }

    /** Text that names a URL, as it may be logged: the key left out. */
    private static String redact(String text, String key) {
        return text.replace("api_key=" + key, "api_key=…");
    }
}
