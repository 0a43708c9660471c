package dev.josh.eval;

import dev.josh.ingest.IngestApplication;

/** {@code josh eval}: the retrieval evaluation's command line. */
public final class EvalApplication {

    private static final String LOGGING_CONFIG = "josh-eval-logback.xml";

    private EvalApplication() {
    }

    public static void main(String[] args) {
        // The ingest's Spring context, started in-process to build eval indexes, then logs by this file too.
        IngestApplication.useLoggingConfig(LOGGING_CONFIG);
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        System.exit(EvalCommand.commandLine().execute(args));
    }
}
