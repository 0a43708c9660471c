package dev.josh.ingest;

import static dev.josh.ingest.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Usage errors name the option to fix and exit with 2, before anything is written. */
class CommandLineTest {

    private static final String CORPUS = System.getProperty("josh.corpus");

    @TempDir
    Path tmp;

    @Test
    void missingCorpusDirectoryNamesTheOption() {
        CommandRun.Result r = run("ingest", "us-code", "--corpus", tmp.resolve("nowhere").toString(), "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--corpus", "is not a directory");
        assertThat(tmp.resolve("josh.db")).doesNotExist();
    }

    @Test
    void withoutCorpusTheSyncDirectoryIsReadAndItsAbsenceIsAUsageError() {
        CommandRun.Result r = run("ingest", "us-code", "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--corpus data/corpus is not a directory", "josh sync");
    }

    @Test
    void unknownSourceListsTheKnownOnes() {
        CommandRun.Result r = run("ingest", "statutes-at-large", "--corpus", CORPUS, "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("unknown source 'statutes-at-large'", "us-code", "legislators", "committees", "all");
    }

    @Test
    void titleWithoutAFileIsAUsageError() {
        CommandRun.Result r = run("ingest", "us-code", "--corpus", CORPUS, "--db", db(), "--titles", "9,99");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--titles 9,99");
    }

    @Test
    void titlesOnlyApplyToTheUsCode() {
        CommandRun.Result r = run("ingest", "legislators", "--corpus", CORPUS, "--db", db(), "--titles", "9");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--titles restricts us-code only");
    }

    @Test
    void statusWithoutADatabaseSaysHowToBuildOne() {
        CommandRun.Result r = run("status", "--db", db());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("no database at", "ingest all --corpus DIR");
    }

    @Test
    void syncNamesTheSourcesItCanFetchAndWhyVotesAreNotAmongThem() {
        CommandRun.Result r = run("sync", "roll-call-votes", "--corpus", tmp.resolve("corpus").toString(), "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("no fetcher for 'roll-call-votes'", "bills", "us-code", "docs/sync.md");
    }

    @Test
    void syncRefusesABaseUrlForAHostNoFetcherUses() {
        CommandRun.Result r = run("sync", "bills", "--upstream", "govinf=http://127.0.0.1:9/", "--corpus", tmp.resolve("corpus").toString(),
                "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--upstream govinf", "govinfo", "uscode");
    }

    @Test
    void aCommandGroupRunAloneNamesItsCommands() {
        assertThat(run("keys").err()).contains("name a command: create, list or revoke");
        assertThat(run("alerts").err()).contains("name a command: create, list or delete");
        assertThat(run("snapshot").err()).contains("name a command: create");
        CommandRun.Result top = run();
        assertThat(top.exit()).isEqualTo(2);
        assertThat(top.err()).contains("name a command: ingest, sync, lexical, status, keys, alerts, snapshot, bootstrap or rows");
    }

    @Test
    void syncTitlesAreNumbers() {
        CommandRun.Result r = run("sync", "us-code", "--title", "seventeen", "--corpus", tmp.resolve("corpus").toString(), "--db", db());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--title takes title numbers");
    }

    @Test
    void aDryRunListsWhatItWouldFetchAndWritesNothing() {
        // The congress-legislators files have fixed names: listing them needs no request.
        CommandRun.Result r = run("sync", "legislators", "--dry-run", "--upstream", "congress-legislators=http://127.0.0.1:9",
                "--corpus", tmp.resolve("corpus").toString(), "--db", db());
        assertThat(r.exit()).isZero();
        assertThat(tmp.resolve("corpus/congress-legislators")).doesNotExist();
    }

    private String db() {
        return tmp.resolve("josh.db").toString();
    }
}
