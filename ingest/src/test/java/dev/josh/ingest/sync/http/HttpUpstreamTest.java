package dev.josh.ingest.sync.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.sync.TestUpstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The HTTP layer against a loopback server that misbehaves on purpose. */
@Tag("slow")
class HttpUpstreamTest {

    private static final UpstreamHost HOST = new UpstreamHost("data", "https://data.example.gov");
    private static final String LISTING = "{\"files\": [\"a.xml\"]}";

    @TempDir
    Path dir;

    TestUpstream server;

    /** {@code /data/listing.json} and {@code /data/big.xml}, 64 KiB. */
    record Fixed() implements TestUpstream.Layout {
        @Override
        public String host() {
            return HOST.name();
        }

        @Override
        public TestUpstream.Served serve(String path, String query) {
            return switch (path) {
                case "/listing.json" -> TestUpstream.Served.text(LISTING, "application/json", java.time.Instant.EPOCH);
                case "/big.xml" -> TestUpstream.Served.text("<doc>" + "x".repeat(64 * 1024) + "</doc>",
                        "application/xml", java.time.Instant.EPOCH);
                default -> null;
            };
        }
    }

    @BeforeEach
    void start() throws IOException {
        server = TestUpstream.start(List.of(new Fixed()));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpUpstream http(double rate) {
        return new HttpUpstream(HttpSettings.fromEnvironment(Map.of(HttpSettings.CONTACT_ENV, "ops@example.org"),
                        Map.of(HOST.name(), server.base(HOST.name())))
                .withRequestsPerSecond(rate)
                .withTimeouts(Duration.ofMillis(500), Duration.ofMillis(800))
                .withRetries(3, Duration.ofSeconds(3)), (what, reason) -> { });
    }

    private URI uri(String path) {
        return URI.create(server.base(HOST.name()) + path);
    }

    @Test
    void everyRequestNamesJoshAndTheOperatorsContact() throws IOException {
        try (HttpUpstream http = http(100)) {
            assertThat(http.text(uri("/listing.json"), "application/json")).isEqualTo(LISTING);
        }
        assertThat(server.requests()).singleElement().satisfies(r ->
                assertThat(r.userAgent()).startsWith("Josh/").contains("ops@example.org"));
    }

    @Test
    void retryAfterIsWaitedExactlyThenTheRequestSucceeds() throws IOException {
        server.fault("/data/listing.json", new TestUpstream.Fault.TooManyRequests(2, 1));
        long start = System.nanoTime();
        try (HttpUpstream http = http(100)) {
            assertThat(http.text(uri("/listing.json"), "application/json")).isEqualTo(LISTING);
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofSeconds(2));
        assertThat(server.requests()).extracting(TestUpstream.Request::status).containsExactly(429, 200);
    }

    @Test
    void aRetryAfterLongerThanTheLongestBackoffGivesUpAndSaysSo() {
        server.fault("/data/listing.json", new TestUpstream.Fault.TooManyRequests(3600, 1));
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.text(uri("/listing.json"), "application/json"))
                    .hasMessageContaining("asks to wait 3600 s").hasMessageContaining("run the sync again later");
        }
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void unavailableIsRetriedWithBackoff() throws IOException {
        server.fault("/data/big.xml", new TestUpstream.Fault.Unavailable(2));
        try (HttpUpstream http = http(100)) {
            DownloadResult result = http.download(uri("/big.xml"), Validators.NONE, dir.resolve("big.part"));
            assertThat(result).isInstanceOf(DownloadResult.Fetched.class);
        }
        assertThat(server.requests()).extracting(TestUpstream.Request::status).containsExactly(503, 503, 200);
    }

    @Test
    void aTruncatedBodyFailsAndLeavesNoPartFile() {
        server.fault("/data/big.xml", new TestUpstream.Fault.Truncated());
        Path part = dir.resolve("big.part");
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.download(uri("/big.xml"), Validators.NONE, part))
                    .hasMessageContaining("truncated").hasMessageContaining("gave up after 3 attempts");
        }
        assertThat(part).doesNotExist();
    }

    @Test
    void aHostThatNeverAnswersTimesOut() {
        server.fault("/data/big.xml", new TestUpstream.Fault.Hang());
        long start = System.nanoTime();
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.download(uri("/big.xml"), Validators.NONE, dir.resolve("big.part")))
                    .hasMessageContaining("timed out").hasMessageContaining("/data/big.xml");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
    }

    @Test
    void aStalledBodyTimesOut() {
        server.fault("/data/big.xml", new TestUpstream.Fault.Slow(2_000));
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.download(uri("/big.xml"), Validators.NONE, dir.resolve("big.part")))
                    .hasMessageContaining("stalled");
        }
    }

    @Test
    void notFoundFailsAtOnceWithoutRetry() {
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.text(uri("/missing.json"), "application/json"))
                    .hasMessageContaining("404").hasMessageContaining("not found upstream");
        }
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void aKnownCopyIsAskedForConditionallyAndNotDownloadedAgain() throws IOException {
        try (HttpUpstream http = http(100)) {
            DownloadResult.Fetched first = (DownloadResult.Fetched) http.download(uri("/big.xml"), Validators.NONE,
                    dir.resolve("a.part"));
            assertThat(first.size()).isEqualTo(64 * 1024 + "<doc></doc>".length());
            DownloadResult second = http.download(uri("/big.xml"), new Validators(first.etag(), first.lastModified()),
                    dir.resolve("b.part"));
            assertThat(second).isInstanceOf(DownloadResult.NotModified.class);
        }
        assertThat(dir.resolve("b.part")).doesNotExist();
        assertThat(server.requests()).extracting(TestUpstream.Request::status).containsExactly(200, 304);
    }

    @Test
    void requestsToOneHostAreSpacedByTheRateLimit() throws IOException {
        long start = System.nanoTime();
        try (HttpUpstream http = http(4)) {
            for (int i = 0; i < 5; i++) {
                http.text(uri("/listing.json"), "application/json");
            }
        }
        // Five requests at four per second: the fifth goes a second after the first.
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(950));
    }

    @Test
    void anApiKeyInAUrlNeverAppearsInAMessage() {
        URI keyed = URI.create(server.base(HOST.name()) + "/missing.json?format=json&api_key=SECRET123&offset=0");
        assertThat(HttpUpstream.shown(keyed)).doesNotContain("SECRET123").contains("api_key=…", "offset=0");
        try (HttpUpstream http = http(100)) {
            assertThatThrownBy(() -> http.text(keyed, "application/json"))
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("SECRET123"));
        }
    }
}
