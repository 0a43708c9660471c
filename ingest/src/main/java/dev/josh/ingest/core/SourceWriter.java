package dev.josh.ingest.core;

import dev.josh.db.JoshDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteErrorCode;
import org.springframework.batch.core.listener.StepExecutionListener;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.batch.infrastructure.item.Chunk;
import org.springframework.batch.infrastructure.item.ExecutionContext;
import org.springframework.batch.infrastructure.item.ItemStream;
import org.springframework.batch.infrastructure.item.ItemStreamException;
import org.springframework.batch.infrastructure.item.ItemWriter;

/**
 * The writer of every source step: one SQLite transaction on {@code josh.db} per chunk of items.
 * Records go to the source's {@link RecordStore}; rejections and malformed files go to
 * {@code ingestion_logs}; a finished file updates {@code source_files}; the run's counters in
 * {@code ingest_runs} move in the same transaction, so they always describe what is committed.
 *
 * <p>The transaction is separate from Spring Batch's own (its metadata lives in another file).
 * If the process dies after this commit and before Batch records the chunk, the restart replays
 * the chunk: upserts keyed by record ID, deterministic chunk IDs and de-duplicated log lines make
 * the replay a no-op.
 *
 * <p>The stores prepare their statements per record; the connection keeps each one compiled for the
 * next record ({@link ReusedStatements}).
 */
public final class SourceWriter<R> implements ItemWriter<SourceItem<R>>, ItemStream, StepExecutionListener {

    private static final Logger log = LoggerFactory.getLogger(SourceWriter.class);

    /**
     * The writer connection's page cache, in KiB (SQLite's default is 2 MiB): a chunk's inserts touch the
     * chunk table, its indexes and the FTS5 and change-log tables again and again, and a page evicted from
     * the cache is read back from the WAL file with a system call.
     */
    private static final int CACHE_KIB = 64 * 1024;
    /**
     * WAL pages after which a commit of this connection checkpoints (SQLite's default is 1,000): each
     * checkpoint copies the pages to the database file and syncs it; fewer of them copy a page rewritten
     * by several chunks once, and sync less often. What a commit promises is the same (WAL,
     * {@code synchronous=NORMAL}); the WAL file grows to about 40 MiB between checkpoints.
     */
    private static final int CHECKPOINT_PAGES = 10_000;

    private final JoshDatabase database;
    private final IngestLedger ledger;
    private final RecordStore<R> store;
    private final Map<String, IngestLedger.Counts> perFile = new HashMap<>();

    private String runId;
    private Connection connection;

    public SourceWriter(JoshDatabase database, IngestLedger ledger, RecordStore<R> store) {
        this.database = database;
        this.ledger = ledger;
        this.store = store;
    }

    @Override
    public void beforeStep(StepExecution stepExecution) {
        runId = stepExecution.getJobParameters().getString(JobParameterNames.RUN_ID);
    }

    @Override
    public void open(ExecutionContext executionContext) {
        try {
            connection = ReusedStatements.on(database.getConnection());
            try (Statement st = connection.createStatement()) {
                st.execute("PRAGMA cache_size=-" + CACHE_KIB);
                st.execute("PRAGMA wal_autocheckpoint=" + CHECKPOINT_PAGES);
            }
        } catch (SQLException e) {
            throw new ItemStreamException("cannot open " + database.path(), e);
        }
    }

    @Override
    public void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                log.warn("closing {}: {}", database.path(), e.getMessage());
            }
            connection = null;
        }
    }

    @Override
    public void write(Chunk<? extends SourceItem<R>> chunk) throws SQLException {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        List<Runnable> progress = new ArrayList<>();
        IngestLedger.Counts total = IngestLedger.Counts.ZERO;
        // Autocommit off begins the (IMMEDIATE) transaction; it is switched back on after the
        // commit so the write lock is not held between chunks while other writers wait.
        connection.setAutoCommit(false);
        try {
            for (SourceItem<R> item : chunk) {
                total = total.plus(write(item, now, progress));
            }
            ledger.addCounts(connection, runId, total);
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
        progress.forEach(Runnable::run);
    }

    private IngestLedger.Counts write(SourceItem<R> item, Instant now, List<Runnable> progress) throws SQLException {
        SourceFile file = item.file();
        return switch (item) {
            case SourceItem.Parsed<R> parsed -> countForFile(file, writeRecord(parsed, now));
            case SourceItem.Rejected<R> rejected -> {
                ledger.log(connection, runId, file.relativePath(), rejected.position(), rejected.recordId(),
                        rejected.level(), rejected.reason(), now);
                yield countForFile(file, IngestLedger.Counts.ZERO.plusRejected(rejected.level()));
            }
            case SourceItem.FileDone<R> done -> {
                int removed = store.retainOnly(connection, file, done.keys());
                ledger.fileDone(connection, file, done.records(), now);
                IngestLedger.Counts c = perFile.getOrDefault(file.relativePath(), IngestLedger.Counts.ZERO);
                perFile.remove(file.relativePath());
                Duration took = Duration.ofNanos(System.nanoTime() - done.startedNanos());
                progress.add(() -> log.info("{}: {} records ({} added, {} changed, {} unchanged, {} failed, {} warnings{}) in {} s",
                        file.relativePath(), done.records(), c.added(), c.changed(), c.unchanged(), c.failed(), c.warnings(),
                        removed == 0 ? "" : ", " + removed + " no longer upstream", seconds(took)));
                yield IngestLedger.Counts.ZERO.plusFileRead();
            }
            case SourceItem.FileSkipped<R> skipped -> {
                progress.add(() -> log.info("{}: unchanged since the last run ({} records), skipped",
                        file.relativePath(), skipped.records()));
                yield IngestLedger.Counts.ZERO.plusUnchanged(skipped.records());
            }
            case SourceItem.FileFailed<R> failed -> {
                ledger.log(connection, runId, file.relativePath(), failed.position(), null,
                        RejectedRecordException.Level.ERROR, failed.reason(), now);
                IngestLedger.Counts c = perFile.getOrDefault(file.relativePath(), IngestLedger.Counts.ZERO);
                perFile.remove(file.relativePath());
                progress.add(() -> log.warn("{}: cannot be read{}: {} (logged to ingestion_logs; records read before it: {})",
                        file.relativePath(), failed.position() == null ? "" : " at " + failed.position(),
                        failed.reason(), c.records()));
                // A file that could not be read counts as one failure, so it shows in the summary.
                yield IngestLedger.Counts.ZERO.plusFileRead().plusRejected(RejectedRecordException.Level.ERROR);
            }
        };
    }

    /** Writes one record under a savepoint, so a rejected record leaves nothing behind. */
    private IngestLedger.Counts writeRecord(SourceItem.Parsed<R> parsed, Instant now) throws SQLException {
        Savepoint savepoint = connection.setSavepoint();
        String failure;
        String recordId;
        RejectedRecordException.Level level = RejectedRecordException.Level.ERROR;
        Context context = new Context(parsed, now);
        try {
            WriteOutcome outcome = store.write(context, parsed.record());
            connection.releaseSavepoint(savepoint);
            return IngestLedger.Counts.ZERO.plus(outcome).plusWarnings(context.warnings);
        } catch (RejectedRecordException e) {
            failure = e.getMessage();
            recordId = e.recordId();
            level = e.level();
        } catch (SQLException e) {
            // A constraint the record breaks is the record's problem; anything else (I/O, locks) is the run's.
            if (e.getErrorCode() != SQLiteErrorCode.SQLITE_CONSTRAINT.code) {
                throw e;
            }
            failure = "the database refused the record: " + e.getMessage();
            recordId = null;
        }
        connection.rollback(savepoint);
        ledger.log(connection, runId, parsed.file().relativePath(), parsed.position(), recordId, level, failure, now);
        return IngestLedger.Counts.ZERO.plusRejected(level);
    }

    private IngestLedger.Counts countForFile(SourceFile file, IngestLedger.Counts counts) {
        perFile.merge(file.relativePath(), counts, IngestLedger.Counts::plus);
        return counts;
    }

    private static String seconds(Duration d) {
        return String.format(Locale.ROOT, "%.1f", d.toNanos() / 1e9);
    }

    private final class Context implements WriteContext {
        private final SourceItem.Parsed<R> item;
        private final Instant now;
        /** Notes logged on a record that is loaded all the same. */
        private int warnings;

        Context(SourceItem.Parsed<R> item, Instant now) {
            this.item = item;
            this.now = now;
        }

        @Override
        public Connection connection() {
            return connection;
        }

        @Override
        public Instant retrievedAt() {
            return now;
        }

        @Override
        public void warn(String recordId, String reason) throws SQLException {
            ledger.log(connection, runId, item.file().relativePath(), item.position(), recordId,
                    RejectedRecordException.Level.WARNING, reason, now);
            warnings++;
        }
    }
}
