package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.lexical.LexicalIndexCheck;
import dev.josh.lexical.LexicalIndexLayout;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.FileSystemUtils;

/**
 * {@code ingest} ends with the lexical indexes up to the database, and {@code lexical} brings them
 * up on its own, on U.S. Code title 9 from the real corpus: what each run did per table, a summary
 * line, and indexes the server serves with exactly the tables' rows.
 */
class LexicalCommandTest {

    private static final String CORPUS = System.getProperty("josh.corpus");

    @TempDir
    Path tmp;

    @Test
    void ingestBuildsTheIndexesAndLexicalRebuildsMissingOnesAndLeavesCurrentOnes() throws Exception {
        Path db = tmp.resolve("josh.db");
        CommandRun.Result ingested = CommandRun.run("ingest", "us-code", "--corpus", CORPUS, "--db", db.toString(),
                "--titles", "9");
        assertThat(ingested.exit()).as(ingested.err()).isZero();
        assertThat(ingested.out()).containsPattern("lexical indexes: \\d+ rebuilt, 0 caught up, 0 current; [1-9][0-9,]* rows");
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);

        // As a database restored without its indexes, or built before them.
        FileSystemUtils.deleteRecursively(LexicalIndexLayout.root(db));
        assertThat(LexicalIndexCheck.assertServedOnlyWithTheDatabaseRows(db)).isEmpty();
        CommandRun.Result rebuilt = CommandRun.run("lexical", "--db", db.toString());
        assertThat(rebuilt.exit()).as(rebuilt.err()).isZero();
        assertThat(rebuilt.out()).containsPattern("us_code_fts +rebuilt +[1-9]")
                .contains("0 caught up, 0 current", LexicalIndexLayout.root(db).toString());
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);

        CommandRun.Result current = CommandRun.run("lexical", "--db", db.toString());
        assertThat(current.exit()).isZero();
        assertThat(current.out()).containsPattern("us_code_fts +current +0 ").contains("0 rebuilt, 0 caught up");
        CommandRun.Result forced = CommandRun.run("lexical", "--rebuild", "--db", db.toString());
        assertThat(forced.out()).containsPattern("us_code_fts +rebuilt +[1-9]");
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);
    }

    @Test
    void lexicalRefusesAMissingDatabaseAndWaitsForAnIngestThatHoldsTheLock() throws Exception {
        Path missing = tmp.resolve("none/josh.db");
        CommandRun.Result r = CommandRun.run("lexical", "--db", missing.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("no database at " + missing);
        assertThat(missing).doesNotExist();

        Path db = tmp.resolve("josh.db");
        assertThat(CommandRun.run("ingest", "us-code", "--corpus", CORPUS, "--db", db.toString(), "--titles", "9").exit())
                .isZero();
        try (ProcessLock lock = ProcessLock.forIngest(db)) {
            assertThat(lock).isNotNull();
            CommandRun.Result busy = CommandRun.run("lexical", "--db", db.toString());
            assertThat(busy.exit()).isEqualTo(IngestCli.EXIT_BUSY);
            assertThat(busy.err()).contains("an ingest is writing " + db);
        }
    }
}
