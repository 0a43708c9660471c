package dev.josh.server;

import dev.josh.db.JoshDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * The read-only query server: REST under {@code /v1} and MCP at {@code /mcp} over one SQLite file
 * ({@code JOSH_DB}, default {@code data/josh.db}), on {@code JOSH_PORT} (default 8080).
 */
@SpringBootApplication
@ConfigurationPropertiesScan
@EnableScheduling
public class QueryServerApplication {

    public static void main(String[] args) {
        // Say it in one line before Spring starts: a missing file is an operator's typo, not a stack trace.
        // (An explicit --josh.db.path argument is checked by JoshDatabase.readOnly when the context starts.)
        Path db = JoshDatabase.defaultPath();
        boolean pathArgument = Arrays.stream(args).anyMatch(a -> a.startsWith("--josh.db.path="));
        if (!pathArgument && !Files.isRegularFile(db)) {
            System.err.println("josh query-server: no database at " + db.toAbsolutePath()
                    + " - build one with 'josh ingest' and 'josh embed', or set JOSH_DB to an existing file");
            System.exit(2);
        }
        SpringApplication.run(QueryServerApplication.class, args);
    }
}
