package dev.josh.ingest.sync;

import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.sync.http.ContentCheck;
import dev.josh.ingest.sync.http.DownloadResult;
import dev.josh.ingest.sync.http.HttpUpstream;
import dev.josh.ingest.sync.http.RejectedDownloadException;
import dev.josh.ingest.sync.http.Validators;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.stream.Collectors;
import java.util.zip.ZipFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings one source's corpus folders up to date with its upstream: asks the fetcher what exists,
 * then for each file skips it when the ledger's record and the listing agree, else downloads it
 * conditionally, checks it, and moves it into place atomically before recording it. Every file
 * that fails is logged with its URL and reason and the run goes on.
 */
public final class SyncEngine {

    private static final Logger LOG = LoggerFactory.getLogger(SyncEngine.class);
    /** Downloads land here first, inside the corpus (one filesystem, so the final move is atomic) but outside every source folder. */
    static final String TEMP_DIRECTORY = ".sync-tmp";
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(5);

    private final Path corpus;
    private final HttpUpstream http;
    private final SyncLedger ledger;
    private final Clock clock;

    public SyncEngine(Path corpus, HttpUpstream http, SyncLedger ledger, Clock clock) {
        this.corpus = corpus.toAbsolutePath().normalize();
        this.http = http;
        this.ledger = ledger;
        this.clock = clock;
    }

    /**
     * Syncs one source.
     *
     * @param dryRun list and compare with the ledger only: nothing is downloaded or written
     */
    public SourceSummary sync(SourceFetcher fetcher, SyncScope scope, String runId, boolean dryRun)
            throws IOException, SQLException {
        Instant started = clock.instant();
        String source = fetcher.source();
        SourceSummary.Tally tally = new SourceSummary.Tally(source);
        if (!dryRun) {
            ledger.startRun(runId, source, started);
        }
        List<RemoteFile> files;
        try {
            files = distinct(fetcher.discover(scope, new CountingSkips(tally, runId, dryRun)), source, runId, tally, dryRun);
        } catch (IOException e) {
            String reason = "could not list the upstream: " + e.getMessage();
            LOG.error("sync {}: {}", source, reason);
            if (!dryRun) {
                // Recorded like a file's failure, under the upstream's base, so 'status' says which upstream and why.
                ledger.failure(runId, source, fetcher.hosts().stream().map(h -> http.base(h).toString())
                        .collect(Collectors.joining(" ")), null, reason);
            }
            return finish(tally, runId, started, reason, dryRun);
        }
        tally.listed += files.size();
        LOG.info("sync {}: {} files listed upstream{}", source, files.size(), dryRun ? " (dry run: nothing is downloaded)" : "");
        Path temp = dryRun ? null : Files.createDirectories(corpus.resolve(TEMP_DIRECTORY));
        Instant lastProgress = clock.instant();
        for (RemoteFile file : files) {
            SourceSummary.Outcome outcome = dryRun ? preview(file) : fetch(file, source, runId, temp, tally);
            tally.count(outcome);
            if (Duration.between(lastProgress, clock.instant()).compareTo(PROGRESS_EVERY) >= 0) {
                lastProgress = clock.instant();
                LOG.info("sync {}: {}/{} files ({} new, {} changed, {} unchanged, {} failed), {} MB", source,
                        tally.done(), tally.listed, tally.added, tally.changed, tally.unchanged, tally.failed,
                        String.format(Locale.ROOT, "%.1f", tally.bytes / 1e6));
            }
        }
        return finish(tally, runId, started, null, dryRun);
    }

    /**
     * Drops a second file for a corpus path already claimed, as a failure: two URLs cannot write one
     * file. Archives share their folder (every U.S. Code title's zip extracts into {@code uscode/}),
     * so an archive is one by its URL.
     */
    private List<RemoteFile> distinct(List<RemoteFile> listed, String source, String runId, SourceSummary.Tally tally,
                                      boolean dryRun) throws SQLException {
        Set<String> claimed = new HashSet<>();
        List<RemoteFile> files = new ArrayList<>();
        for (RemoteFile file : listed) {
            String key = file.content() == RemoteFile.Content.ZIP ? "zip " + file.url() : file.corpusPath();
            if (claimed.add(key)) {
                files.add(file);
            } else {
                tally.listed++;
                tally.count(SourceSummary.Outcome.FAILED);
                record(runId, source, file, "another listed URL already writes " + file.corpusPath(), dryRun);
            }
        }
        return files;
    }

    private SourceSummary finish(SourceSummary.Tally tally, String runId, Instant started, String error, boolean dryRun)
            throws SQLException {
        Instant finished = clock.instant();
        if (!dryRun) {
            String status = error != null ? "failed" : tally.failed > 0 ? "completed with failures" : "completed";
            ledger.finishRun(new SyncLedger.Run(runId, tally.source, started, finished, status, tally.listed,
                    tally.added, tally.changed, tally.unchanged, tally.failed, tally.bytes));
        }
        return tally.summary(Duration.between(started, finished), error);
    }

    /** What a real run would do with {@code file}, judged from the ledger alone. */
    private SourceSummary.Outcome preview(RemoteFile file) throws SQLException {
        Optional<SyncLedger.Entry> known = ledger.entry(file.url().toString());
        if (known.isEmpty()) {
            return SourceSummary.Outcome.NEW;
        }
        return unchangedByListing(file, known.get()) ? SourceSummary.Outcome.UNCHANGED : SourceSummary.Outcome.CHANGED;
    }

    private SourceSummary.Outcome fetch(RemoteFile file, String source, String runId, Path temp,
                                        SourceSummary.Tally tally) throws SQLException {
        String url = file.url().toString();
        Optional<SyncLedger.Entry> known = ledger.entry(url).filter(this::outputsPresent);
        if (known.isPresent() && unchangedByListing(file, known.get())) {
            return SourceSummary.Outcome.UNCHANGED;
        }
        Validators validators = known.map(e -> new Validators(e.etag(), e.lastModified())).orElse(Validators.NONE);
        Path part = temp.resolve(UUID.randomUUID() + ".part");
        try {
            DownloadResult result = http.download(file.url(), validators, part);
            Instant now = clock.instant();
            if (result instanceof DownloadResult.NotModified) {
                SyncLedger.Entry entry = known.orElseThrow();
                ledger.put(new SyncLedger.Entry(url, source, file.corpusPath(), entry.outputs(), entry.etag(),
                        entry.lastModified(), file.listedModified(), entry.size(), entry.sha256(), now, entry.changedAt()));
                return SourceSummary.Outcome.UNCHANGED;
            }
            DownloadResult.Fetched fetched = (DownloadResult.Fetched) result;
            tally.bytes += fetched.size();
            ContentCheck.verify(part, file.content(), fetched.contentType(), file.listedSize());
            Placed placed = place(part, fetched.sha256(), file, temp);
            boolean newBytes = known.isEmpty() || !known.get().sha256().equals(fetched.sha256());
            ledger.put(new SyncLedger.Entry(url, source, file.corpusPath(), placed.outputs(), fetched.etag(),
                    fetched.lastModified(), file.listedModified(), fetched.size(), fetched.sha256(), now,
                    newBytes ? now : known.get().changedAt()));
            if (!placed.changed()) {
                return SourceSummary.Outcome.UNCHANGED;
            }
            return known.isPresent() ? SourceSummary.Outcome.CHANGED : SourceSummary.Outcome.NEW;
        } catch (RejectedDownloadException e) {
            record(runId, source, file, "rejected: " + e.getMessage(), false);
            return SourceSummary.Outcome.FAILED;
        } catch (IOException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            // The HTTP layer's messages start with the URL, which the failure records beside the reason.
            record(runId, source, file, reason.startsWith(url) ? reason.substring(url.length()).strip() : reason, false);
            return SourceSummary.Outcome.FAILED;
        } finally {
            deleteQuietly(part);
        }
    }

    /**
     * The listing dates the file no later than the copy the ledger holds, so it has not changed
     * and needs no request. Without a listing date every file is asked for (conditionally).
     */
    private static boolean unchangedByListing(RemoteFile file, SyncLedger.Entry known) {
        return file.listedModified() != null && known.listedModified() != null
                && !file.listedModified().isAfter(known.listedModified())
                && (file.listedSize() == null || file.listedSize() == known.size());
    }

    private boolean outputsPresent(SyncLedger.Entry entry) {
        return !entry.outputs().isEmpty() && entry.outputs().stream().allMatch(p -> Files.isRegularFile(corpus.resolve(p)));
    }

    /** The corpus paths a download produced, and whether any of them now holds other bytes than before. */
    private record Placed(List<String> outputs, boolean changed) { }

    /** @param sha256 the download's hash, taken as it streamed in: not read from the disk again */
    private Placed place(Path part, String sha256, RemoteFile file, Path temp) throws IOException {
        if (file.content() != RemoteFile.Content.ZIP) {
            return new Placed(List.of(file.corpusPath()), moveIfDifferent(part, sha256, file.corpusPath()));
        }
        List<String> outputs = new ArrayList<>();
        boolean changed = false;
        try (ZipFile zip = new ZipFile(part.toFile())) {
            for (ZipEntry entry : zip.stream().filter(e -> !e.isDirectory()).toList()) {
                // Only the member's own name is used: a path inside the archive never leaves the folder.
                String name = Path.of(entry.getName()).getFileName().toString();
                if (!name.toLowerCase(Locale.ROOT).endsWith(".xml")) {
                    continue;
                }
                Path member = temp.resolve(UUID.randomUUID() + ".part");
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, member);
                }
                String target = file.corpusPath() + "/" + name;
                changed |= moveIfDifferent(member, Sha256.of(member), target);
                deleteQuietly(member);
                outputs.add(target);
            }
        }
        if (outputs.isEmpty()) {
            throw new IOException("the archive holds no .xml file");
        }
        return new Placed(outputs, changed);
    }

    /** Moves {@code part} over {@code corpusPath} atomically unless that file already holds the same bytes. */
    private boolean moveIfDifferent(Path part, String partSha256, String corpusPath) throws IOException {
        Path target = corpus.resolve(corpusPath).normalize();
        if (!target.startsWith(corpus)) {
            throw new IOException("corpus path " + corpusPath + " leaves the corpus directory");
        }
        if (Files.isRegularFile(target) && Files.size(target) == Files.size(part)
                && Sha256.of(target).equals(partSha256)) {
            return false;
        }
        Files.createDirectories(target.getParent());
        Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return true;
    }

    private void record(String runId, String source, RemoteFile file, String reason, boolean dryRun) throws SQLException {
        LOG.warn("sync {}: {} -> {}: {}", source, file.url(), file.corpusPath(), reason);
        if (!dryRun) {
            ledger.failure(runId, source, file.url().toString(), file.corpusPath(), reason);
        }
    }

    /** The HTTP layer as one source's fetcher sees it: a listing entry it skips is a failed file of that source. */
    private final class CountingSkips implements Upstream {
        private final SourceSummary.Tally tally;
        private final String runId;
        private final boolean dryRun;

        CountingSkips(SourceSummary.Tally tally, String runId, boolean dryRun) {
            this.tally = tally;
            this.runId = runId;
            this.dryRun = dryRun;
        }

        @Override
        public URI base(UpstreamHost host) {
            return http.base(host);
        }

        @Override
        public String text(URI uri, String accept) throws IOException {
            return http.text(uri, accept);
        }

        @Override
        public Optional<String> apiKey(UpstreamHost host) {
            return http.apiKey(host);
        }

        @Override
        public void skip(String what, String reason) {
            tally.listed++;
            tally.count(SourceSummary.Outcome.FAILED);
            LOG.warn("sync {}: skipped {}: {}", tally.source, what, reason);
            if (!dryRun) {
                ledger.failure(runId, tally.source, what, null, reason);
            }
        }
    }

    /** Removes what an interrupted run left in the temporary folder: never a file of the corpus. */
    public void clearInterrupted() throws IOException {
        Path temp = corpus.resolve(TEMP_DIRECTORY);
        if (!Files.isDirectory(temp)) {
            return;
        }
        try (Stream<Path> leftovers = Files.list(temp)) {
            for (Path leftover : leftovers.toList()) {
                deleteQuietly(leftover);
            }
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.debug("could not delete {}: {}", file, e.getMessage());
        }
    }
}
