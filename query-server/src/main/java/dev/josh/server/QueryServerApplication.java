package dev.josh.server;

import dev.josh.contracts.api.ApiError;
import dev.josh.db.JoshDatabase;
import dev.josh.server.db.ServedDatabaseCheck;
import dev.josh.server.mcp.ClientInput;
import dev.josh.server.mcp.McpStdioConfiguration;
import dev.josh.server.mcp.StdioKeyCheck;
import dev.josh.server.mcp.StdioKeyRefusal;
import io.modelcontextprotocol.server.McpSyncServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * The read-only query server: REST under {@code /v1} and MCP at {@code /mcp} over one SQLite file
 * ({@code JOSH_DB}, default {@code data/josh.db}), on {@code JOSH_PORT} (default 8080).
 */
@SpringBootApplication
@ConfigurationPropertiesScan
@EnableScheduling
public class QueryServerApplication {

    public static void main(String[] args) throws InterruptedException {
        // Say it in one line before Spring starts: a missing file is an operator's typo, not a stack trace.
        // (An explicit --josh.db.path argument is checked by JoshDatabase.readOnly when the context starts.)
        Path db = JoshDatabase.defaultPath();
        boolean pathArgument = Arrays.stream(args).anyMatch(a -> a.startsWith("--josh.db.path="));
        if (!pathArgument && !Files.isRegularFile(db)) {
            System.err.println("josh query-server: no database at " + db.toAbsolutePath()
                    + " - build one with 'josh ingest' and 'josh embed', or set JOSH_DB to an existing file");
            System.exit(2);
        }
        List<String> rest = new ArrayList<>(Arrays.asList(args));
        if (rest.remove(STDIO_FLAG)) {
            serveStdio(rest.toArray(String[]::new));
        } else {
            try {
                StopSignals.closeFirst(SpringApplication.run(QueryServerApplication.class, args));
            } catch (RuntimeException e) {
                // A file the server must not serve: the last line says which and what to do, under Spring's trace.
                ServedDatabaseCheck.Refused refused = ServedDatabaseCheck.refusal(e);
                if (refused != null) {
                    System.err.println("josh query-server: " + refused.getMessage());
                    System.exit(2);
                }
                // Spring has logged why (a port in use, a bad setting). Exit: a library thread that is no daemon
                // (the MCP transport's session sweeper) kept a server that never listened running, and a
                // supervisor saw a live process that served nothing.
                Throwable cause = e;
                while (cause.getCause() != null) {
                    cause = cause.getCause(); // the innermost says it plainest ("Address already in use")
                }
                System.err.println("josh query-server: did not start: " + cause.getMessage());
                System.exit(1);
            }
        }
    }

    /** The argument that serves MCP over standard input and output instead of HTTP. */
    static final String STDIO_FLAG = "--stdio";

    /**
     * MCP over stdio: the same services and tools without a web server. The client that launched
     * the process ends it by closing standard input (or a signal); until then the transport's reader
     * thread does the work. The key is checked first, before the server is made: without a valid
     * one, nothing is served.
     */
    private static void serveStdio(String[] args) throws InterruptedException {
        // The same key check as over HTTP, once: the process serves one client, the one that launched it.
        String key = System.getenv("JOSH_API_KEY");
        if (!StdioKeyCheck.admits(args, key)) {
            ApiError refusal = StdioKeyRefusal.of(key);
            System.err.println(refusal.message());
            // A client shows a JSON-RPC error to its request; a closed pipe it shows as "Connection closed".
            StdioKeyRefusal.answerFirstRequest(System.in, System.out, refusal, STDIO_REFUSAL_WAIT);
            System.exit(2);
        }
        ConfigurableApplicationContext context = new SpringApplicationBuilder(QueryServerApplication.class)
                .web(WebApplicationType.NONE)
                .bannerMode(Banner.Mode.OFF)
                .logStartupInfo(false)
                .properties(McpStdioConfiguration.TRANSPORT_PROPERTY + "=stdio",
                        "logging.config=classpath:logback-stdio.xml")
                .run(args);
        StopSignals.closeFirst(context);
        context.getBean(McpStdioConfiguration.STDIO_SERVER, McpSyncServer.class); // starts reading standard input
        // The client ends the session by closing standard input (the MCP specification's stdio transport).
        context.getBean(ClientInput.class).awaitEnd();
        context.close();
        System.exit(0);
    }

    /** How long a refused stdio process waits for the client's first request to answer it. */
    private static final Duration STDIO_REFUSAL_WAIT = Duration.ofSeconds(10);
}
