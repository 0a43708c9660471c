package dev.josh.ingest.core;

/** The parameters every ingest job is launched with; the three together identify a job instance. */
public final class JobParameterNames {

    /** The run this execution belongs to ({@code ingest_runs.run_id}); a restart keeps it. */
    public static final String RUN_ID = "run.id";
    /** Absolute path of the corpus directory read. */
    public static final String CORPUS = "corpus";
    /** The {@code --titles} restriction, comma-separated, empty for all. */
    public static final String TITLES = "titles";

    private JobParameterNames() {
    }
}
