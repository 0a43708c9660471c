package dev.josh.ingest;

import dev.josh.ingest.core.JobParameterNames;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.JobInstance;
import org.springframework.batch.core.job.parameters.JobParameters;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.repository.JobRepository;

/**
 * Starts a source's job, or resumes the last one when it did not finish.
 *
 * <p>When the job's last execution failed or was stopped on the same corpus and titles, it is
 * restarted (same run ID, readers resume from their saved position). An execution still marked
 * running belongs to a process that died (the caller holds the ingest lock), so it is first
 * recovered, i.e. marked failed, then restarted. Otherwise a new run starts.
 */
final class SourceJobLauncher {

    private static final Logger log = LoggerFactory.getLogger(SourceJobLauncher.class);

    private final JobOperator operator;
    private final JobRepository repository;

    SourceJobLauncher(JobOperator operator, JobRepository repository) {
        this.operator = operator;
        this.repository = repository;
    }

    JobExecution launch(Job job, JobParameters parameters) throws Exception {
        JobInstance last = repository.getLastJobInstance(job.getName());
        JobExecution previous = last == null ? null : repository.getLastJobExecution(last);
        if (previous != null && previous.getStatus().isRunning()) {
            log.warn("{}: run {} was cut off (its process ended without finishing); marking it failed",
                    job.getName(), runId(previous));
            previous = operator.recover(previous);
        }
        if (previous != null && sameInput(previous.getJobParameters(), parameters)
                && (previous.getStatus() == BatchStatus.FAILED || previous.getStatus() == BatchStatus.STOPPED)) {
            log.info("{}: resuming run {} where it stopped", job.getName(), runId(previous));
            return operator.restart(previous);
        }
        return operator.start(job, parameters);
    }

    private static boolean sameInput(JobParameters a, JobParameters b) {
        return Objects.equals(a.getString(JobParameterNames.CORPUS), b.getString(JobParameterNames.CORPUS))
                && Objects.equals(a.getString(JobParameterNames.TITLES), b.getString(JobParameterNames.TITLES));
    }

    private static String runId(JobExecution execution) {
        return execution.getJobParameters().getString(JobParameterNames.RUN_ID);
    }
}
