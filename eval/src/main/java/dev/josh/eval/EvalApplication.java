package dev.josh.eval;

import org.slf4j.LoggerFactory;

/** {@code josh eval}: the retrieval evaluation's command line. */
public final class EvalApplication {

    private static final String LOGGING_CONFIG = "josh-eval-logback.xml";

    private EvalApplication() {
    }

    public static void main(String[] args) {
        // As the ingest application does: logback reads our file now, and the ingest's Spring context
        // (started in-process to build eval indexes) reads it again instead of Boot's defaults.
        if (System.getProperty("logging.config") == null) {
            System.setProperty("logback.configurationFile", LOGGING_CONFIG);
            LoggerFactory.getILoggerFactory();
            System.clearProperty("logback.configurationFile");
            System.setProperty("logging.config", "classpath:" + LOGGING_CONFIG);
        }
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        System.exit(EvalCommand.commandLine().execute(args));
    }
}
