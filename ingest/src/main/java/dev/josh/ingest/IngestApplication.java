package dev.josh.ingest;

import dev.josh.ingest.core.Chunking;
import dev.josh.ingest.core.IngestOptions;
import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The ingest application: a picocli command line ({@code ingest}, {@code status}) whose
 * {@code ingest} starts a Spring Boot context holding one Spring Batch job per source.
 */
@SpringBootApplication
public class IngestApplication {

    /** Console logging of the command line: progress lines, warnings and errors, nothing else. */
    private static final String LOGGING_CONFIG = "josh-ingest-logback.xml";

    public static void main(String[] args) {
        // Set here, not in run(): code that calls run() in-process (tests, other modules) keeps its own logging.
        useLoggingConfig(LOGGING_CONFIG);
        // Lucene (the lexical indexes) logs through java.util.logging: through logback too, so that file rules it.
        SLF4JBridgeHandler.removeHandlersForRootLogger();
        SLF4JBridgeHandler.install();
        System.exit(run(args));
    }

    /**
     * Makes the logback file {@code resource} on the classpath the process's logging, unless
     * {@code logging.config} names one already: for a main method, before anything logs. Logback
     * reads the file now (migrations log before Spring starts); Spring Boot then reads
     * {@code logging.config}, and would warn about logback's own property were it left set.
     */
    public static void useLoggingConfig(String resource) {
        if (System.getProperty("logging.config") == null) {
            System.setProperty("logback.configurationFile", resource);
            LoggerFactory.getILoggerFactory();
            System.clearProperty("logback.configurationFile");
            System.setProperty("logging.config", "classpath:" + resource);
        }
    }

    /**
     * Runs one command line in this JVM and returns its exit code (0 done, 1 a job failed or an
     * error, 2 a usage error, 3 another ingest holds the database), e.g.
     * {@code run("ingest", "us-code", "legislators", "--corpus", dir, "--db", path, "--titles", "9")}.
     */
    public static int run(String... args) {
        return run(null, args);
    }

    /**
     * As {@link #run(String...)}, with {@code chunking} in place of the default model's token
     * windows when it is not null: for in-process callers that compare models and chunkers.
     */
    public static int run(Chunking chunking, String... args) {
        // No model hub is reachable; the tokenizer and its native library come from jars on the classpath.
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        return IngestCli.commandLine(chunking).execute(args);
    }

    /**
     * The Spring context for one {@code ingest} command: batch jobs, no web server, no banner.
     *
     * @param chunking the caller's chunking, or null for the default model's
     */
    static ConfigurableApplicationContext start(IngestOptions options, Chunking chunking) {
        return new SpringApplicationBuilder(IngestApplication.class)
                .web(WebApplicationType.NONE)
                .bannerMode(Banner.Mode.OFF)
                .logStartupInfo(false)
                .registerShutdownHook(false)
                .properties(
                        // Jobs run when the command says so, not when the context starts.
                        "spring.batch.job.enabled=false",
                        // BatchRepositoryFile creates the schema once; Boot would re-run it every start.
                        "spring.batch.jdbc.initialize-schema=never")
                .initializers(context -> {
                    context.getBeanFactory().registerSingleton("ingestOptions", options);
                    if (chunking != null) {
                        context.getBeanFactory().registerSingleton("ingestChunking", chunking);
                    }
                })
                .run();
    }
}
