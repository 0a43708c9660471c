package dev.josh.embed.gate;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.CommandDatabase;
import dev.josh.embed.EncoderOptions;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.springframework.dao.DataAccessException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code embed gate --source S}: the checks to pass before embedding a whole source with a model
 * ({@link Gate}). Prints GATE PASS or GATE FAIL with reasons. Reads the database only.
 *
 * <p>Exit codes: 0 pass; 3 fail; 1 the database or model cannot be used; 2 bad arguments.
 */
@Command(name = "gate", description = "Check a model on a sample of a source before a bulk run: GATE PASS or FAIL.")
public final class GateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--db", paramLabel = "PATH", description = "Database file (default: $JOSH_DB, else data/josh.db).")
    Path db;

    @Option(names = "--source", paramLabel = "SOURCE", required = true, description = "A body-bearing source, e.g. us-code.")
    String source;

    @Mixin
    EncoderOptions encoderOptions;

    @Option(names = "--queries", paramLabel = "FILE",
            description = "Sanity queries to ask instead of the ones shipped for the source (QUESTION<TAB>id=REGEX "
                    + "or QUESTION<TAB>title=REGEX a line; see docs/embedding.md).")
    Path queries;

    @Option(names = "--others", paramLabel = "N", defaultValue = "500",
            description = "Chunks sampled beside those of the queries' plausible documents; all chunks when the "
                    + "source has fewer (default: ${DEFAULT-VALUE}).")
    int others;

    @Option(names = "--max-truncated", paramLabel = "SHARE", defaultValue = "0.01",
            description = "Share of sampled chunks allowed over the model's input (default: ${DEFAULT-VALUE}).")
    double maxTruncated;

    @Option(names = "--max-hours", paramLabel = "H", defaultValue = "24",
            description = "Warn when the whole source would take longer at the measured rate (default: ${DEFAULT-VALUE}).")
    double maxHours;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String problem = encoderOptions.problem();
        if (others < 0 || maxHours <= 0 || maxTruncated < 0) {
            problem = "--others, --max-hours and --max-truncated must not be negative (--max-hours above 0)";
        }
        if (problem != null) {
            err.println("gate: " + problem);
            return 2;
        }
        Path path = CommandDatabase.path(db);
        Optional<JoshDatabase> opened = CommandDatabase.forReading("gate", db, err::println);
        if (opened.isEmpty()) {
            return 1;
        }
        try (Connection conn = opened.get().getConnection()) {
            Optional<SourceCatalog.Source> found = SourceCatalog.read(conn).stream()
                    .filter(s -> s.name().equals(source) && s.shape() == SourceCatalog.Shape.BODY).findFirst();
            if (found.isEmpty()) {
                err.println("gate: '" + source + "' is not a body-bearing source here; those are "
                        + SourceCatalog.read(conn).stream().filter(s -> s.shape() == SourceCatalog.Shape.BODY)
                        .map(SourceCatalog.Source::name).toList());
                return 2;
            }
            List<SanityQueries.Query> asked;
            try {
                asked = queries != null ? SanityQueries.read(queries)
                        : SanityQueries.forSource(source).orElse(List.of());
            } catch (IOException | IllegalArgumentException e) {
                err.println("gate: --queries " + queries + ": " + e.getMessage());
                return 2;
            }
            try (Encoder encoder = Encoders.open(encoderOptions.config(ModelCatalog.DEFAULT_MODEL))) {
                Gate.Limits limits = new Gate.Limits(others, maxTruncated, Gate.Limits.defaults().minAnswered(),
                        Duration.ofSeconds((long) (maxHours * 3600)));
                return new Gate(encoder, limits, out).run(conn, found.get(), asked).pass() ? 0 : 3;
            }
        } catch (EncoderException e) {
            err.println("gate: cannot use model '" + encoderOptions.modelOr(ModelCatalog.DEFAULT_MODEL) + "': "
                    + e.getMessage());
            return 1;
        } catch (SQLException | DataAccessException e) {
            err.println("gate: database error on " + path.toAbsolutePath() + ": " + e.getMessage());
            return 1;
        }
    }
}
