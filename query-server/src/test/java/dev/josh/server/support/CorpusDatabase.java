package dev.josh.server.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.EmbedCommand;
import dev.josh.ingest.IngestApplication;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The database the integration tests serve: built from the real corpus by the real ingest and embed
 * worker into {@code target/fixtures/it-db}, and reused by every IT of the run and by later runs until
 * the corpus or the code that builds it changes ({@link FixtureCache}).
 * U.S. Code titles 9 and 1, legislators and committees are ingested and embedded; then every other
 * source but GAO reports is ingested without running the worker, so their chunks wait for vectors,
 * as on a server whose embed worker is still running. GAO reports stay empty, as a source not yet
 * ingested does on a fresh deployment.
 */
public final class CorpusDatabase {

    private static Path database;

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

    /** The database's absolute path, building it first if no build of this recipe, corpus and code exists. */
    public static synchronized Path ensureBuilt() throws IOException {
        if (database == null) {
            String corpus = System.getProperty("josh.corpus");
            assertThat(corpus).as("josh.corpus system property").isNotBlank();
            Path root = Path.of(corpus).toAbsolutePath();
            database = FixtureCache.folder("it-db", RECIPE.toString(), FixtureCache.files(root, root, name -> true),
                    folder -> build(root, folder.resolve("josh.db"))).resolve("josh.db");
        }
        return database;
    }

    private static void build(Path corpus, Path db) {
        for (Step step : RECIPE) {
            List<String> args = new ArrayList<>(List.of("ingest"));
            args.addAll(step.sources());
            args.addAll(List.of("--corpus", corpus.toString(), "--db", db.toString()));
            args.addAll(step.options());
            assertThat(IngestApplication.run(args.toArray(String[]::new))).as("ingest " + step.sources()).isZero();
            if (step.embedAfter()) {
                assertThat(EmbedCommand.run("--db", db.toString())).as("embed exit code").isZero();
            }
        }
    }
}
