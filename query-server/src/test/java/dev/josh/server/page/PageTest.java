package dev.josh.server.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.RawHttp;
import dev.josh.server.support.TestServer;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.web.util.HtmlUtils;
import tools.jackson.databind.JsonNode;

/**
 * The page for people, rendered by the server over the database the real ingest built from the
 * corpus slice, and held to what REST answers for the same request: the same documents in the same
 * order, the same citations, the same link totals; bad input said in the page with REST's 4xx.
 */
class PageTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());
    static final HttpClient http = HttpClient.newHttpClient();

    record Page(int status, String html, HttpResponse<String> response) {
        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }
    }

    static Page get(String pathAndQuery) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(server.base() + pathAndQuery)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        return new Page(r.statusCode(), r.body(), r);
    }

    static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** Every match of group 1 of {@code regex}, HTML entities decoded. */
    static List<String> all(String html, String regex) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile(regex).matcher(html);
        while (m.find()) {
            found.add(HtmlUtils.htmlUnescape(m.group(1)));
        }
        return found;
    }

    @Test
    void aSearchShowsTheDocumentsRestFindsWithTheirCitationsAndMarkedPassages() throws Exception {
        String query = "?q=" + q("copyright registration") + "&mode=lexical&source=us-code";
        Page page = get("/" + query);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        JsonNode rest = server.get("/v1/search" + query).body();
        List<String> ids = new ArrayList<>();
        List<String> citations = new ArrayList<>();
        rest.get("results").forEach(r -> {
            ids.add(r.get("id").asString());
            citations.add(r.get("citation").get("url").asString());
        });
        assertThat(ids).hasSize(10).contains("usc:17:408");
        assertThat(all(page.html(), "<h3><a href=\"/records/([^\"]+)\"")).isEqualTo(ids);
        assertThat(all(page.html(), "<a class=\"citation\" href=\"([^\"]+)\"")).isEqualTo(citations);
        assertThat(page.html()).contains("<mark>registration</mark>").contains("Page 1 of ");
        // The form shows back what was asked, and the next page is a plain link carrying the same filters.
        assertThat(page.html()).contains("value=\"copyright registration\"")
                .contains("<option value=\"us-code\" selected=\"selected\">")
                .contains("href=\"/?q=copyright+registration&amp;mode=lexical&amp;source=us-code&amp;page=2\"");
        Page second = get("/" + query + "&page=2");
        List<String> secondIds = all(second.html(), "<h3><a href=\"/records/([^\"]+)\"");
        assertThat(secondIds).isNotEmpty().doesNotContainAnyElementsOf(ids);
        rest = server.get("/v1/search" + query + "&offset=10").body();
        assertThat(secondIds.getFirst()).isEqualTo(rest.get("results").get(0).get("id").asString());
    }

    @Test
    void aFieldAndDateFilterNarrowTheSearchAsTheyDoOverRest() throws Exception {
        String filters = "&mode=lexical&field=congress&value=117&since=2021";
        Page page = get("/?q=" + q("infrastructure") + filters);
        assertThat(page.status()).isEqualTo(200);
        JsonNode rest = server.get("/v1/search?q=infrastructure&mode=lexical&congress=117&since=2021").body();
        assertThat(rest.get("total").asInt()).isPositive();
        List<String> ids = new ArrayList<>();
        rest.get("results").forEach(r -> ids.add(r.get("id").asString()));
        assertThat(all(page.html(), "<h3><a href=\"/records/([^\"]+)\"")).isEqualTo(ids);
        Page unfiltered = get("/?q=" + q("infrastructure") + "&mode=lexical");
        assertThat(all(unfiltered.html(), "<h3><a href=\"/records/([^\"]+)\"")).isNotEqualTo(ids);
    }

    @Test
    void aRecordShowsItsFieldsItsLinksBothWaysAndItsDossier() throws Exception {
        Page page = get("/records/hr:117:3684");
        assertThat(page.status()).isEqualTo(200);
        JsonNode bill = server.get("/v1/bills/hr:117:3684").body();
        assertThat(page.html()).contains("<a class=\"citation\" href=\""
                + HtmlUtils.htmlEscape(bill.get("citation").get("url").asString()) + "\">"
                + HtmlUtils.htmlEscape(bill.get("citation").get("citation_string").asString()) + "</a>");
        long out = server.get("/v1/bills/hr:117:3684/links").body().get("total").asLong();
        long in = server.get("/v1/bills/hr:117:3684/links?direction=in").body().get("total").asLong();
        assertThat(out + in).isPositive();
        assertThat(page.html()).contains("What it cites (" + out + ")").contains("What cites it (" + in + ")");
        // Each section with something in it is there, named in words; an empty one is left out.
        JsonNode dossier = server.get("/v1/context/hr:117:3684").body();
        assertThat(dossier.get("sections")).isNotEmpty();
        dossier.get("sections").forEach(s -> {
            String name = s.get("name").asString();
            String heading = "<h3 id=\"section-" + name + "\">";
            if (s.get("status").asString().equals("empty") || name.equals("record")) {
                assertThat(page.html()).doesNotContain(heading);
            } else {
                assertThat(page.html()).contains(heading + Labels.of(name) + "</h3>");
            }
        });
        assertThat(dossier.get("statuses").path("empty").asInt()).isPositive();
        assertThat(page.html()).contains("<dt>Congress</dt>").doesNotContain("<dt>congress</dt>");
        // The sponsor is a link to the legislator's own page, named as REST names it.
        JsonNode sponsor = bill.get("sponsor");
        assertThat(page.html()).contains("<a href=\"/records/" + sponsor.get("id").asString() + "\">"
                + HtmlUtils.htmlEscape(sponsor.get("title").asString()) + "</a>");
    }

    @Test
    void aStatuteReadsAsItsPublisherSetsItNotAsJson() throws Exception {
        Page page = get("/records/usc:17:107");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.html()).contains("<nav class=\"path\" aria-label=\"Where it sits\">",
                "<h2>§ 107. Limitations on exclusive rights: Fair use</h2>",
                "<p class=\"level-2\"><strong>(1)</strong> the purpose and character of the use",
                "<dt>Release point</dt>", "<details class=\"document\">")
                .doesNotContain("<pre");
        assertThat(text(page.html())).doesNotContain("**", "# §", "body_markdown", "release_point", "returned_chars",
                "total_chars", "heading_path", "{\"", "section_number");
        // The whole section is there, not a window of it.
        String body = server.get("/v1/us-code/usc:17:107").body().get("body_markdown").asString();
        assertThat(text(page.html())).contains(body.substring(body.lastIndexOf(' ', body.length() - 5)).strip());
    }

    @Test
    void aBillReadsAsATrackerWithItsStatusActionsVersionsAndVotes() throws Exception {
        Page page = get("/records/hr:117:3684");
        JsonNode bill = server.get("/v1/bills/hr:117:3684").body();
        assertThat(page.html()).contains("<h2 id=\"status-heading\">Status</h2>", "<dt>Sponsor</dt>", "<dt>Latest action</dt>",
                "<dt>Became law</dt>", "<h3 id=\"field-text_versions\">Text versions</h3>",
                "<h3 id=\"section-actions\">Actions</h3>", "<h3 id=\"section-votes\">Votes</h3>",
                "<th scope=\"col\">Date</th>", "<th scope=\"col\">Stage</th>")
                .doesNotContain("<pre");
        assertThat(text(page.html())).contains(bill.get("latest_action").get("text").asString())
                .doesNotContain("text_versions", "latest_action", "introduced_date", "{\"", "in_database", "/v1/bills/");
    }

    @Test
    void aLegislatorsTermsAndCommitteesAreTables() throws Exception {
        Page page = get("/records/S000033");
        assertThat(page.status()).isEqualTo(200);
        JsonNode member = server.get("/v1/fetch/S000033").body();
        assertThat(member.get("terms").size()).isGreaterThan(1);
        assertThat(page.html()).contains("<h3 id=\"field-terms\">Terms</h3>", "<th scope=\"col\">From</th>",
                "<td class=\"date\">" + member.get("terms").get(0).get("start_date").asString() + "</td>",
                "<td>Senator</td>").doesNotContain("<pre");
        if (!member.get("committees").isEmpty()) {
            assertThat(page.html()).contains("<h3 id=\"field-committees\">Committees</h3>");
        }
        assertThat(text(page.html())).doesNotContain("start_date", "other_ids", "is_current", "{\"");
    }

    @Test
    void searchPassagesAreHtmlWithoutTheirMarkdown() throws Exception {
        Page page = get("/?q=" + q("circumvention technological measures") + "&mode=lexical&source=us-code");
        JsonNode rest = server.get("/v1/search?q=" + q("circumvention technological measures")
                + "&mode=lexical&source=us-code").body();
        assertThat(rest.toString()).contains("**(");
        assertThat(page.html()).contains("<mark>");
        // Each passage under its own heading, not the whole path from the title down.
        assertThat(text(page.html())).doesNotContain("**", "## ", "COPYRIGHTS ›");
    }

    /** What a person reads: the page without its tags, entities decoded. */
    static String text(String html) {
        return HtmlUtils.htmlUnescape(html.replaceAll("(?s)<head>.*?</head>", "").replaceAll("<[^>]+>", " "));
    }

    @Test
    void theSourcesPageCountsWhatStatusCounts() throws Exception {
        Page page = get("/sources");
        assertThat(page.status()).isEqualTo(200);
        JsonNode status = server.get("/v1/status").body();
        assertThat(status.get("sources")).hasSizeGreaterThan(10);
        status.get("sources").forEach(s -> assertThat(page.html()).containsPattern(
                "<th scope=\"row\">" + s.get("name").asString() + "</th>\\s*<td>" + s.get("shape").asString().replace('_', ' ')
                        + "</td>\\s*<td class=\"num\">" + String.format("%,d", s.get("records").asLong()) + "</td>"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/?q=copyright&since=2021-13-45|400|invalid_parameter",
            "/?q=copyright&source=no-such-source|400|unknown_source",
            "/?q=copyright&field=no_such_field&value=1|400|invalid_parameter",
            "/?q=copyright&field=congress&value=abc|400|invalid_parameter",
            "/?q=copyright&page=0|400|invalid_parameter",
            "/records/not-an-id|400|invalid_id",
            "/records/usc:99:1|404|not_found"})
    void badInputIsSaidInThePageWithTheStatusRestAnswers(String target, int status, String code) throws Exception {
        Page page = get(target);
        assertThat(page.status()).as(target).isEqualTo(status);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.html()).contains("role=\"alert\"").contains("<code>" + code + "</code>")
                .doesNotContain("Exception", "dev.josh", "at org.");
    }

    @Test
    void thePageHasAStrictPolicyAndNoScriptAndSwaggerUiOnlyItsOwn() throws Exception {
        Page page = get("/?q=copyright");
        assertThat(page.header("Content-Security-Policy")).isEqualTo(PageHeadersFilter.PAGE_POLICY)
                .contains("default-src 'none'", "frame-ancestors 'none'").doesNotContain("script-src", "unsafe");
        assertThat(page.html()).doesNotContain("<script").doesNotContainPattern("\\son[a-z]+=");
        assertThat(page.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(page.header("Cache-Control")).isEqualTo("no-store");
        Page swagger = get("/api-docs/");
        assertThat(swagger.status()).isEqualTo(200);
        assertThat(swagger.header("Content-Security-Policy")).isEqualTo(PageHeadersFilter.SWAGGER_POLICY)
                .contains("script-src 'self';").doesNotContain("unsafe");
        assertThat(swagger.html()).contains("<script src=\"swagger-ui-bundle.js\"></script>");
        // The document it shows is the committed contract, byte for byte the one josh-contracts ships.
        Page document = get("/api-docs/josh-v1.json");
        assertThat(document.status()).isEqualTo(200);
        try (var committed = PageTest.class.getResourceAsStream("/openapi/josh-v1.json")) {
            assertThat(document.html()).isEqualTo(new String(committed.readAllBytes(), StandardCharsets.UTF_8));
        }
        assertThat(get("/api-docs/swagger-ui-bundle.js").status()).isEqualTo(200);
    }

    @Test
    void aTargetThatReachesThePageOnlyThroughDotSegmentsGetsTheApisJson404() throws Exception {
        RawHttp.Answer answer = server.send("GET", "/v1/..", server.localhost(), null, null);
        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.body()).startsWith("{\"error\"").doesNotContain("<html");
    }
}
