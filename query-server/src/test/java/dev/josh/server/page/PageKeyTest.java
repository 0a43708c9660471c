package dev.josh.server.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.QueryServerApplication;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEncoderConfig;
import dev.josh.server.support.TestDatabase;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The page with keys required (the default): it takes a key once into a cookie, checks it on every
 * page against the keys and budget REST uses, and REST itself still takes keys in headers only.
 */
class PageKeyTest {

    @TempDir
    static Path dir;
    static TestDatabase db;
    static ConfigurableApplicationContext app;
    static String base;
    static final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        db = TestDatabase.create(dir);
        Fixtures.people(db);
        app = new SpringApplicationBuilder(QueryServerApplication.class, HashingEncoderConfig.class)
                .run("--josh.db.path=" + db.path(), "--server.port=0");
        base = "http://localhost:" + ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    static String key(int ratePerMinute) {
        return db.apiKey(ratePerMinute, false);
    }

    static HttpResponse<String> get(String path, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).GET();
        if (headers.length > 0) {
            b.headers(headers);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> postKey(String key, String origin) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + "/key"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("key=" + URLEncoder.encode(key, StandardCharsets.UTF_8)
                        + "&next=" + URLEncoder.encode("/sources", StandardCharsets.UTF_8)));
        if (origin != null) {
            b.header("Origin", origin);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The {@code name=value} part of the key cookie a response sets. */
    static String cookie(HttpResponse<String> r) {
        String set = r.headers().firstValue("Set-Cookie").orElseThrow();
        return set.substring(0, set.indexOf(';'));
    }

    @Test
    void withoutAKeyThePageAsksForOneAndAWrongOneIsRefusedInTheForm() throws Exception {
        HttpResponse<String> bare = get("/?q=smith");
        assertThat(bare.statusCode()).isEqualTo(401);
        assertThat(bare.body()).contains("<label for=\"key\">API key</label>", "this server asks for an API key")
                .contains("name=\"next\" value=\"/?q=smith\"");
        HttpResponse<String> wrong = postKey("josh_not-a-key", null);
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(wrong.headers().firstValue("Set-Cookie")).isEmpty();
        assertThat(wrong.body()).contains("not a valid API key");
    }

    @Test
    void aKeyGivenOnceIsKeptInAStrictHttpOnlyCookieThatThePageAloneReads() throws Exception {
        String token = key(600);
        HttpResponse<String> kept = postKey(token, base);
        assertThat(kept.statusCode()).isEqualTo(302);
        assertThat(kept.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/sources"));
        assertThat(kept.headers().firstValue("Set-Cookie")).hasValueSatisfying(c -> assertThat(c)
                .startsWith(PageKeys.COOKIE + "=" + token).contains("HttpOnly", "SameSite=Strict", "Path=/"));
        String cookie = cookie(kept);
        assertThat(get("/sources", "Cookie", cookie).statusCode()).isEqualTo(200);
        assertThat(get("/?q=smith", "Cookie", cookie).statusCode()).isEqualTo(200);
        // REST is unchanged: the cookie is no key there, the header is.
        assertThat(get("/v1/status", "Cookie", cookie).statusCode()).isEqualTo(401);
        assertThat(get("/v1/status", "X-API-Key", token).statusCode()).isEqualTo(200);
    }

    @Test
    void thePageSpendsTheKeysOneBudgetWithRest() throws Exception {
        String token = key(2);
        String cookie = PageKeys.COOKIE + "=" + token;
        assertThat(get("/sources", "Cookie", cookie).statusCode()).isEqualTo(200);
        assertThat(get("/v1/status", "X-API-Key", token).statusCode()).isEqualTo(200);
        HttpResponse<String> spent = get("/sources", "Cookie", cookie);
        assertThat(spent.statusCode()).isEqualTo(429);
        assertThat(spent.body()).contains("<code>rate_limited</code>");
        assertThat(get("/v1/status", "X-API-Key", token).statusCode()).isEqualTo(429);
    }

    @Test
    void anotherSiteCannotSetOrDropTheKey() throws Exception {
        HttpResponse<String> foreign = postKey(key(600), "https://evil.example");
        assertThat(foreign.statusCode()).isEqualTo(403);
        assertThat(foreign.headers().firstValue("Set-Cookie")).isEmpty();
        HttpResponse<String> forget = http.send(HttpRequest.newBuilder(URI.create(base + "/key/forget"))
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(forget.statusCode()).isEqualTo(403);
        assertThat(forget.headers().firstValue("Set-Cookie")).isEmpty();
    }
}
