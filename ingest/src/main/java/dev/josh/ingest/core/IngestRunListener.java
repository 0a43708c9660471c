package dev.josh.ingest.core;

import dev.josh.db.JoshDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.listener.JobExecutionListener;

/** Opens and closes the job's {@code ingest_runs} row; the writers move its counters. */
public final class IngestRunListener implements JobExecutionListener {

    private final JoshDatabase database;
    private final IngestLedger ledger;

    public IngestRunListener(JoshDatabase database, IngestLedger ledger) {
        this.database = database;
        this.ledger = ledger;
    }

    @Override
    public void beforeJob(JobExecution execution) {
        try (Connection c = database.getConnection()) {
            ledger.startRun(c, runId(execution), now());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record the start of the " + ledger.source() + " run in "
                    + database.path(), e);
        }
    }

    @Override
    public void afterJob(JobExecution execution) {
        try (Connection c = database.getConnection()) {
            ledger.finishRun(c, runId(execution), execution.getStatus() == BatchStatus.COMPLETED, now());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record the end of the " + ledger.source() + " run in "
                    + database.path(), e);
        }
    }

    private static String runId(JobExecution execution) {
        return execution.getJobParameters().getString(JobParameterNames.RUN_ID);
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS);
    }
}
