package dev.josh.ingest.core;

import dev.josh.db.JoshDatabase;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.job.builder.SimpleJobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.ChunkOrientedStepBuilder;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.core.step.tasklet.Tasklet;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Builds a source's Spring Batch job the one way every source's job is built, so that a job
 * configuration names only what is its own: each step's files, format, preparer, store and
 * transaction size. Every file step reads through {@link SourceFilesItemReader}, prepares through
 * {@link PreparingProcessor} and writes through {@link SourceWriter}, all three sharing the
 * source's {@link IngestLedger}; the job, named after the source, records its run with
 * {@link IngestRunListener}.
 */
public final class SourceJobBuilder {

    private final String source;
    private final JobRepository jobRepository;
    private final PlatformTransactionManager transactionManager;
    private final IngestOptions options;
    private final JoshDatabase database;
    private final IngestLedger ledger;

    public SourceJobBuilder(String source, JobRepository jobRepository, PlatformTransactionManager transactionManager,
                            IngestOptions options, JoshDatabase database) {
        this.source = source;
        this.jobRepository = jobRepository;
        this.transactionManager = transactionManager;
        this.options = options;
        this.database = database;
        this.ledger = new IngestLedger(source);
    }

    /**
     * A chunk-oriented step over the corpus files {@code files} lists: each is read with
     * {@code format}, its items prepared with {@code preparer} and written to {@code store},
     * {@code itemsPerTransaction} items to a transaction.
     */
    public <T, R> Step step(String name, int itemsPerTransaction, SourceFilesItemReader.FileDiscovery files,
                            SourceFileReader<T> format, RecordPreparer<T, R> preparer, RecordStore<R> store) {
        ChunkOrientedStepBuilder<SourceItem<T>, SourceItem<R>> step = new StepBuilder(name, jobRepository)
                .<SourceItem<T>, SourceItem<R>>chunk(itemsPerTransaction)
                .transactionManager(transactionManager)
                .reader(new SourceFilesItemReader<>(options.corpus(), files, format, database, ledger))
                .processor(new PreparingProcessor<>(preparer))
                .writer(new SourceWriter<>(database, ledger, store));
        if (options.threads() > 1) {
            // Spring Batch's concurrent chunks: the reader goes on parsing while earlier items of the chunk are
            // prepared (cut into chunks by the tokenizer, most of a body's cost) on other threads; the writer still
            // gets the chunk's items in the order they were read, and the reader's position is saved as before.
            SimpleAsyncTaskExecutor preparers = new SimpleAsyncTaskExecutor(name + "-prepare-");
            preparers.setConcurrencyLimit(options.threads());
            // A thread per item: virtual, since a platform thread started and stopped per record doubled the
            // run's system time (docs/benchmarks.md, "Ingest on two threads").
            preparers.setVirtualThreads(true);
            step.taskExecutor(preparers);
        }
        return step.build();
    }

    /** A step that does one thing once, in one transaction (a pass over what earlier steps wrote). */
    public Step step(String name, Tasklet tasklet) {
        return new StepBuilder(name, jobRepository)
                .tasklet(tasklet, transactionManager)
                .build();
    }

    /** The source's job: {@code first}, then {@code next} in order. */
    public Job job(Step first, Step... next) {
        SimpleJobBuilder job = new JobBuilder(source, jobRepository)
                .listener(new IngestRunListener(database, ledger))
                .start(first);
        for (Step step : next) {
            job = job.next(step);
        }
        return job.build();
    }
}
