package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.EmbedCommand;
import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The database the integration tests serve: built once per build from the real corpus by the real
 * ingest and embed worker into {@code target/it-db/josh.db}, and reused by every IT of the run.
 * U.S. Code titles 9 and 1, legislators and committees are ingested and embedded; then every other
 * source but GAO reports is ingested without running the worker, so their chunks wait for vectors,
 * as on a server whose embed worker is still running. GAO reports stay empty, as a source not yet
 * ingested does on a fresh deployment.
 */
public final class CorpusDatabase {

    private static final Path DIR = Path.of("target", "it-db");
    private static final Path DB = DIR.resolve("josh.db");
    /** Holds the recipe, written last: an interrupted build, or one from another recipe, is rebuilt. */
    private static final Path COMPLETE = DIR.resolve("complete");

    /** The steps, in order: ingest these sources, then embed what is queued (when the step says so). */
    private record Step(List<String> sources, List<String> options, boolean embedAfter) {
    }

    private static final List<Step> RECIPE = List.of(
            new Step(List.of("us-code", "legislators", "committees"), List.of("--titles", "9,1"), true),
            new Step(List.of("bills", "topic-taxonomy", "statements-of-administration-policy", "federal-register",
                    "regulations-dot-gov-dockets", "roll-call-votes",
                    "public-laws", "ecfr-and-cfr", "crs-reports", "committee-reports", "cbo-cost-estimates", "congressional-record",
                    "hearings", "lda-filings"), List.of(), false));

    private CorpusDatabase() {
    }

    /** The database's absolute path, building it first if no complete one of this recipe exists. */
    public static synchronized Path ensureBuilt() throws IOException {
        String recipe = RECIPE.toString();
        if (!Files.exists(COMPLETE) || !Files.readString(COMPLETE).equals(recipe)) {
            deleteRecursively(DIR);
            Files.createDirectories(DIR);
            String corpus = System.getProperty("josh.corpus");
            assertThat(corpus).as("josh.corpus system property").isNotBlank();
            for (Step step : RECIPE) {
                List<String> args = new ArrayList<>(List.of("ingest"));
                args.addAll(step.sources());
                args.addAll(List.of("--corpus", corpus, "--db", DB.toString()));
                args.addAll(step.options());
                assertThat(IngestApplication.run(args.toArray(String[]::new))).as("ingest " + step.sources()).isZero();
                if (step.embedAfter()) {
                    assertThat(EmbedCommand.run("--db", DB.toString())).as("embed exit code").isZero();
                }
            }
            Files.writeString(COMPLETE, recipe);
        }
        return DB.toAbsolutePath();
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
