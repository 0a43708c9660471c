package dev.josh.ingest.crs;

import dev.josh.ingest.core.Json;
import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Congress.gov API's CRS endpoints over the corpus's product PDFs, in the JSON the API's
 * documentation shows: {@code /v3/crsreport} pages ({@code offset}, {@code limit},
 * {@code fromDateTime} on the update time, newest first) and {@code /v3/crsreport/{id}} with its
 * {@code formats}. Titles, dates, authors and topics come from the corpus's CSV listings where they
 * list the product; the update time is the file's. A request without {@code api_key} is answered
 * 404 here (api.data.gov answers 403, which a layout cannot say), so a fetcher that forgets the key
 * fails. The corpus has no API response to compare with: this is the documented format, generated.
 */
public class CongressApiTestLayout extends CorpusLayout {

    private final int pageCap;

    public CongressApiTestLayout(Path corpus) {
        this(corpus, CrsFetcher.PAGE);
    }

    /** @param pageCap the most items a page holds whatever {@code limit} asks, to make a fetcher page */
    public CongressApiTestLayout(Path corpus, int pageCap) {
        super(CrsFetcher.API, corpus);
        this.pageCap = pageCap;
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        Map<String, String> params = params(query);
        if (params.getOrDefault("api_key", "").isBlank()) {
            return null;
        }
        List<CrsCorpusProducts.Product> products = CrsCorpusProducts.read(corpus);
        Instant newest = products.stream().map(CrsCorpusProducts.Product::updateDate).max(Comparator.naturalOrder())
                .orElse(Instant.EPOCH);
        if (path.equals("/v3/crsreport")) {
            return json(list(products, params), newest);
        }
        if (path.startsWith("/v3/crsreport/")) {
            String id = path.substring("/v3/crsreport/".length());
            Optional<CrsCorpusProducts.Product> product = products.stream().filter(p -> p.number().equals(id)).findFirst();
            return product.map(p -> json(Map.of("CRSReport", detail(p)), p.updateDate())).orElse(null);
        }
        return null;
    }

    private Map<String, Object> list(List<CrsCorpusProducts.Product> products, Map<String, String> params) {
        Instant from = params.containsKey("fromDateTime") ? Instant.parse(params.get("fromDateTime")) : Instant.MIN;
        List<CrsCorpusProducts.Product> matching = products.stream().filter(p -> !p.updateDate().isBefore(from))
                .sorted(Comparator.comparing(CrsCorpusProducts.Product::updateDate).reversed()
                        .thenComparing(CrsCorpusProducts.Product::number))
                .toList();
        int offset = Integer.parseInt(params.getOrDefault("offset", "0"));
        int limit = Math.min(pageCap, Integer.parseInt(params.getOrDefault("limit", "20")));
        List<Map<String, Object>> page = matching.stream().skip(offset).limit(limit).map(this::item).toList();
        Map<String, Object> pagination = new LinkedHashMap<>();
        pagination.put("count", matching.size());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("CRSReports", page);
        body.put("pagination", pagination);
        return body;
    }

    private Map<String, Object> item(CrsCorpusProducts.Product p) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("contentType", contentType(p.number()));
        item.put("id", p.number());
        item.put("publishDate", p.publishDate().toString());
        item.put("status", "Active");
        item.put("title", p.listing().map(CrsListing::title).orElse(p.number()));
        item.put("updateDate", p.updateDate().toString());
        item.put("url", "https://api.congress.gov/v3/crsreport/" + p.number());
        item.put("version", p.version());
        return item;
    }

    private Map<String, Object> detail(CrsCorpusProducts.Product p) {
        Map<String, Object> detail = item(p);
        detail.put("authors", p.listing().map(CrsListing::authors).orElse(List.of()).stream()
                .map(a -> Map.of("author", a)).toList());
        detail.put("formats", List.of(
                Map.of("format", "PDF", "url", "https://congress.gov" + p.pdfPath()),
                Map.of("format", "HTML", "url", "https://congress.gov/crs_external_products/" + p.series() + "/HTML/"
                        + p.number() + ".html")));
        detail.put("topics", p.listing().map(CrsListing::topics).orElse(List.of()).stream()
                .map(t -> Map.of("topic", t)).toList());
        detail.put("url", "congress.gov/crs-report/" + p.number());
        return detail;
    }

    /** The API's content types: reports, posts (Insights, Legal Sidebars) and resources (In Focus). */
    private static String contentType(String number) {
        return switch (CrsFiles.productType(number)) {
            case "In Focus" -> "Resources";
            case "Insight", "Legal Sidebar" -> "Posts";
            default -> "Reports";
        };
    }

    private static TestUpstream.Served json(Object body, Instant modified) {
        return TestUpstream.Served.text(Json.write(body), "application/json", modified);
    }

    private static Map<String, String> params(String query) {
        Map<String, String> params = new LinkedHashMap<>();
        if (query == null) {
            return params;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                params.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return params;
    }
}
