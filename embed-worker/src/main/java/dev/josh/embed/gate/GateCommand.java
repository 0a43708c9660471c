package dev.josh.embed.gate;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.embed.CommandDatabase;
import dev.josh.embed.EncoderOptions;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

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

    @Option(names = "--sample", paramLabel = "N", defaultValue = "400",
            description = "Chunks whose lengths are measured (default: ${DEFAULT-VALUE}).")
    int sample;

    @Option(names = "--timed", paramLabel = "N", defaultValue = "48",
            description = "Of those, chunks embedded for throughput and the queries (default: ${DEFAULT-VALUE}).")
    int timed;

    @Option(names = "--max-truncated", paramLabel = "SHARE", defaultValue = "0.01",
            description = "Share of chunks allowed over the model's input (default: ${DEFAULT-VALUE}).")
    double maxTruncated;

    @Option(names = "--max-hours", paramLabel = "H", defaultValue = "24",
            description = "Longest the whole source may take at the measured rate (default: ${DEFAULT-VALUE}).")
    double maxHours;

    @Option(names = "--queries", paramLabel = "N", defaultValue = "5",
            description = "Known-item queries (default: ${DEFAULT-VALUE}).")
    int queries;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String problem = encoderOptions.problem();
        if (sample < 1 || timed < 1 || queries < 1 || maxHours <= 0 || maxTruncated < 0) {
            problem = "--sample, --timed, --queries and --max-hours must be positive";
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
            try (Encoder encoder = Encoders.open(encoderOptions.config(ModelCatalog.DEFAULT_MODEL))) {
                Gate.Limits limits = new Gate.Limits(sample, Math.min(timed, sample), maxTruncated,
                        Duration.ofSeconds((long) (maxHours * 3600)), queries, 3);
                return new Gate(encoder, limits, out).run(conn, found.get()).pass() ? 0 : 3;
            }
        } catch (EncoderException e) {
            err.println("gate: cannot use model '" + encoderOptions.modelOr(ModelCatalog.DEFAULT_MODEL) + "': "
                    + e.getMessage());
            return 1;
        } catch (SQLException e) {
            err.println("gate: database error on " + path.toAbsolutePath() + ": " + e.getMessage());
            return 1;
        }
    }
}
