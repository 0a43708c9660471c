package dev.josh.ingest.sync.http;

import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one HTTP layer of the sync: every listing and every file goes through here, so every request
 * carries the User-Agent, waits its turn under the per-host rate limit, times out when a server
 * stalls (before the headers or in the middle of a body), and is retried with exponential backoff
 * on 429, 5xx, timeouts and dropped connections, waiting exactly what {@code Retry-After} asks.
 * Downloads are conditional and stream to a part file while their SHA-256 is computed.
 */
public final class HttpUpstream implements Upstream, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(HttpUpstream.class);
    private static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);
    private static final Pattern CHARSET = Pattern.compile("(?i)charset=\"?([^\";\\s]+)");
    private static final Pattern API_KEY = Pattern.compile("(?i)([?&]api_key=)[^&]*");

    private final HttpSettings settings;
    private final HttpClient client;
    private final HostRateLimiter limiter;
    private final BiConsumer<String, String> skipped;
    /** Closes a body whose bytes stopped coming: a blocking read has no timeout of its own. */
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sync-read-timeout");
        t.setDaemon(true);
        return t;
    });

    /** @param skipped where listing entries a fetcher could not understand are reported */
    public HttpUpstream(HttpSettings settings, BiConsumer<String, String> skipped) {
        this.settings = settings;
        this.skipped = skipped;
        this.limiter = new HostRateLimiter(settings.requestsPerSecond());
        this.client = HttpClient.newBuilder()
                .connectTimeout(settings.connectTimeout())
                .followRedirects(HttpClient.Redirect.NORMAL)
                .version(HttpClient.Version.HTTP_1_1)
                .build();
    }

    @Override
    public URI base(UpstreamHost host) {
        return settings.base(host);
    }

    @Override
    public Optional<String> apiKey(UpstreamHost host) {
        return host.apiKeyEnv() == null ? Optional.empty()
                : Optional.ofNullable(settings.environment().get(host.apiKeyEnv())).filter(k -> !k.isBlank());
    }

    @Override
    public void skip(String what, String reason) {
        skipped.accept(what, reason);
    }

    @Override
    public String text(URI uri, String accept) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        Exchange exchange = exchange(uri, accept, Validators.NONE, () -> {
            body.reset();
            return body;
        });
        if (exchange.status() == 304) {
            throw new IOException(shown(uri) + " answered 304 to an unconditional request");
        }
        Matcher charset = CHARSET.matcher(exchange.header("Content-Type", ""));
        Charset encoding = StandardCharsets.UTF_8;
        if (charset.find() && Charset.isSupported(charset.group(1))) {
            encoding = Charset.forName(charset.group(1));
        }
        return body.toString(encoding);
    }

    /**
     * GETs {@code uri} into {@code partFile}, conditionally on {@code known}.
     *
     * @throws IOException naming the URL and why, once the retries are spent (truncated, timed out,
     *                     refused, an error status); {@code partFile} is then gone
     */
    public DownloadResult download(URI uri, Validators known, Path partFile) throws IOException {
        try {
            Exchange exchange = exchange(uri, "*/*", known, () -> Files.newOutputStream(partFile));
            if (exchange.status() == 304) {
                Files.deleteIfExists(partFile);
                return new DownloadResult.NotModified();
            }
            return new DownloadResult.Fetched(exchange.size(), exchange.sha256(), exchange.header("ETag", null),
                    exchange.header("Last-Modified", null), exchange.header("Content-Type", null));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(partFile);
            throw e;
        }
    }

    /** A completed request: status, headers, and the body's size and SHA-256 (written to the sink). */
    private record Exchange(int status, HttpHeaders headers, long size, String sha256) {
        String header(String name, String otherwise) {
            return headers.firstValue(name).orElse(otherwise);
        }
    }

    /** Where one attempt's body goes; a retry opens it afresh. */
    private interface Sink {
        OutputStream open() throws IOException;
    }

    /** {@code uri} as messages and logs may show it: an {@code api_key} in the query is masked. */
    static String shown(URI uri) {
        return API_KEY.matcher(uri.toString()).replaceAll("$1…");
    }

    private Exchange exchange(URI uri, String accept, Validators known, Sink sink) throws IOException {
        String shown = shown(uri);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET()
                .timeout(settings.readTimeout())
                .header("User-Agent", settings.userAgent())
                .header("Accept", accept);
        if (known.etag() != null) {
            request.header("If-None-Match", known.etag());
        }
        if (known.lastModified() != null) {
            request.header("If-Modified-Since", known.lastModified());
        }
        for (int attempt = 1; ; attempt++) {
            String failure;
            Duration wait = backoff(attempt);
            try {
                limiter.acquire(uri);
                HttpResponse<InputStream> response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
                int status = response.statusCode();
                if (status == 200 || status == 304) {
                    return status == 304 ? drain(response, 304)
                            : receive(uri, response, sink);
                }
                response.body().close();
                failure = "answered HTTP " + status;
                if (!retryable(status)) {
                    throw new FinalFailure(shown + " " + failure + (status == 404 ? " (not found upstream)"
                            : status == 403 || status == 401 ? " (refused: check the API key or a proxy in front of the host)" : ""));
                }
                Optional<Duration> retryAfter = retryAfter(response.headers());
                if (retryAfter.isPresent()) {
                    wait = retryAfter.get();
                    if (wait.compareTo(settings.maxBackoff()) > 0) {
                        throw new FinalFailure(shown + " " + failure + " and asks to wait " + wait.toSeconds()
                                + " s (Retry-After), longer than the longest backoff (" + settings.maxBackoff().toSeconds()
                                + " s); run the sync again later");
                    }
                }
            } catch (HttpTimeoutException e) {
                failure = "timed out: no response within " + settings.readTimeout().toSeconds() + " s";
            } catch (ConnectException e) {
                failure = "could not connect: " + (e.getMessage() == null ? "connection refused" : e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(shown + ": interrupted", e);
            } catch (FinalFailure e) {
                throw e;
            } catch (RetryableBodyException e) {
                failure = e.getMessage();
            } catch (IOException e) {
                failure = "failed: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
            if (attempt >= settings.maxAttempts()) {
                throw new IOException(shown + " " + failure + " (gave up after " + attempt + " attempts)");
            }
            LOG.info("{} {}; attempt {} of {} in {} ms", shown, failure, attempt + 1, settings.maxAttempts(), wait.toMillis());
            try {
                Thread.sleep(wait.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(shown + ": interrupted", e);
            }
        }
    }

    /** An answer no retry can change (a 404, a refusal, a wait longer than allowed). */
    private static final class FinalFailure extends IOException {
        FinalFailure(String message) {
            super(message);
        }
    }

    /** A body that broke off or stalled: worth another attempt. */
    private static final class RetryableBodyException extends IOException {
        RetryableBodyException(String message) {
            super(message);
        }
    }

    private static Exchange drain(HttpResponse<InputStream> response, int status) throws IOException {
        response.body().close();
        return new Exchange(status, response.headers(), 0, null);
    }

    /** Streams the body to the sink, hashing it; a body cut short of its length or stalled is retryable. */
    private Exchange receive(URI uri, HttpResponse<InputStream> response, Sink sink) throws IOException {
        long announced = response.headers().firstValueAsLong("Content-Length").orElse(-1);
        MessageDigest sha = sha256();
        AtomicLong lastProgress = new AtomicLong(System.nanoTime());
        AtomicBoolean stalled = new AtomicBoolean();
        InputStream in = response.body();
        long readTimeout = settings.readTimeout().toNanos();
        ScheduledFuture<?> guard = watchdog.scheduleAtFixedRate(() -> {
            if (System.nanoTime() - lastProgress.get() > readTimeout) {
                stalled.set(true);
                try {
                    in.close();
                } catch (IOException ignored) {
                    // the reader sees the closed stream either way
                }
            }
        }, 100, 100, TimeUnit.MILLISECONDS);
        long size = 0;
        try (in; OutputStream out = sink.open()) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                try {
                    out.write(buffer, 0, n);
                } catch (IOException local) {
                    // The disk, not the connection: another attempt would fail the same way.
                    throw new FinalFailure("cannot write the download after " + size + " bytes ("
                            + local.getMessage() + "); free space on the disk holding the corpus (or make it "
                            + "writable), then run the same command again");
                }
                sha.update(buffer, 0, n);
                size += n;
                lastProgress.set(System.nanoTime());
            }
        } catch (FinalFailure e) {
            throw e;
        } catch (IOException e) {
            if (stalled.get()) {
                throw new RetryableBodyException("timed out: the body stalled after " + size + " bytes for "
                        + settings.readTimeout().toSeconds() + " s");
            }
            throw new RetryableBodyException("truncated: the connection dropped after " + size + " bytes"
                    + (announced >= 0 ? " of " + announced : "") + " (" + e.getMessage() + ")");
        } finally {
            guard.cancel(false);
        }
        if (announced >= 0 && size != announced) {
            throw new RetryableBodyException("truncated: " + size + " bytes of the " + announced + " announced");
        }
        LOG.debug("{}: {} bytes", shown(uri), size);
        return new Exchange(200, response.headers(), size, HexFormat.of().formatHex(sha.digest()));
    }

    private static boolean retryable(int status) {
        return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
    }

    /** {@code Retry-After} as delta-seconds or an HTTP-date. */
    static Optional<Duration> retryAfter(HttpHeaders headers) {
        Optional<String> value = headers.firstValue("Retry-After").map(String::strip);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(value.get()))));
        } catch (NumberFormatException notSeconds) {
            try {
                Duration until = Duration.between(ZonedDateTime.now(),
                        ZonedDateTime.parse(value.get(), DateTimeFormatter.RFC_1123_DATE_TIME));
                return Optional.of(until.isNegative() ? Duration.ZERO : until);
            } catch (RuntimeException notADate) {
                return Optional.empty();
            }
        }
    }

    /** 1 s, 2 s, 4 s … up to the longest backoff, with up to 10 % jitter so clients do not retry in step. */
    private Duration backoff(int attempt) {
        long millis = FIRST_BACKOFF.toMillis() << Math.min(attempt - 1, 20);
        millis = Math.min(millis, settings.maxBackoff().toMillis());
        return Duration.ofMillis(millis + ThreadLocalRandom.current().nextLong(millis / 10 + 1));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
        client.close();
    }
}
