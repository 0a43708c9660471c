package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.lexical.LexicalIndexCheck;
import dev.josh.lexical.LexicalIndexLayout;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.LexicalQueries;
import dev.josh.lexical.LexicalSearcher;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kill -9 leaves the lexical indexes and the database consistent (issue 20): on U.S. Code titles
 * from the real corpus, an ingest whose indexes are served, then the packaged jar SIGKILLed twice —
 * while it writes the Lucene index (a rebuild, killed while files of an unfinished commit lie in the
 * index folder) and while it writes the database (a re-ingest of changed titles, killed in the middle
 * of the second title). After each kill the server serves an index only where its rows are exactly
 * its table's, and never one that lags the database; after a rerun every index is served with
 * exactly its table's rows, the changed text included.
 */
@Tag("slow")
class LexicalKillIT {

    private static final String CORPUS = System.getProperty("josh.corpus");
    private static final List<String> TITLES = List.of("usc09.xml", "usc17.xml", "usc35.xml");
    private static final String TABLE = "us_code_fts";
    /** A word no title holds: the changed corpus writes it after the first {@link #CHANGES} "shall"s of each title. */
    private static final String MARK = "zeppelin";
    /** Few enough changed rows that the rerun catches the index up from the log rather than rebuilding it. */
    private static final int CHANGES = 20;

    @TempDir
    Path dir;

    @Test
    void killedWhileWritingTheIndexOrTheDatabaseTheServerServesOnlyWhatMirrorsItAndARerunCatchesUp() throws Exception {
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("uscode"));
        for (String title : TITLES) {
            Files.copy(Path.of(CORPUS, "uscode", title), corpus.resolve("uscode").resolve(title));
        }
        Path db = dir.resolve("josh.db");
        assertThat(IngestApplication.run("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString()))
                .isZero();
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);

        // Killed while writing the index: a rebuild, cut while its commit's files are being written.
        Path index = LexicalIndexLayout.of(db, TABLE);
        AtomicBoolean midCommit = new AtomicBoolean();
        JarProcess.Result cut = JarProcess.runKilledWhen(() -> {
            midCommit.set(uncommittedFiles(index));
            return midCommit.get();
        }, Duration.ZERO, "lexical", "--rebuild", "--db", db.toString());
        assertThat(midCommit).as("killed while the index had files of an unfinished commit:%n%s", cut.output()).isTrue();
        assertThat(cut.exit()).as("killed by SIGKILL").isNotZero();
        assertThat(LexicalIndexCheck.assertServedOnlyWithTheDatabaseRows(db))
                .as("the last whole commit still mirrors the database").contains(TABLE);
        assertThat(IngestApplication.run("lexical", "--db", db.toString())).isZero();
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);

        // Killed while writing the database: every title changed, cut in the middle of the second one.
        for (String title : TITLES) {
            Path file = corpus.resolve("uscode").resolve(title);
            StringBuilder text = new StringBuilder(Files.readString(file));
            int at = 0;
            for (int i = 0; i < CHANGES; i++) {
                at = text.indexOf(" shall ", at);
                assertThat(at).as("a 'shall' in %s", title).isNotNegative();
                at += " shall".length();
                text.insert(at, " " + MARK);
            }
            Files.writeString(file, text);
        }
        JarProcess.Result killed = JarProcess.run(line -> line.contains("uscode/" + TITLES.getFirst() + ":"),
                Duration.ofMillis(500), "ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());
        assertThat(killed.exit()).as("killed by SIGKILL:%n%s", killed.output()).isNotZero();
        assertThat(killed.lines()).as("killed before the summary").noneMatch(l -> l.startsWith("lexical indexes:"));
        assertThat(fts5Rows(db)).as("the first title's changes are committed").isNotEmpty();
        assertThat(LexicalIndexCheck.assertServedOnlyWithTheDatabaseRows(db))
                .as("an index behind the database's changes is not served").doesNotContain(TABLE);

        JarProcess.Result rerun = JarProcess.run("ingest", "us-code", "--corpus", corpus.toString(),
                "--db", db.toString());
        assertThat(rerun.exit()).as(rerun.output()).isZero();
        assertThat(rerun.output()).as("the index caught up from the log, the killed run's changes included")
                .contains("lexical index " + TABLE + ": ", " rows replaced");
        LexicalIndexCheck.assertEveryTableServedWithTheDatabaseRows(db);
        try (LexicalIndexes indexes = new LexicalIndexes(db); Connection c = JoshDatabase.readOnly(db).getConnection();
             LexicalIndexes.Lease lease = indexes.acquire(c, TABLE).orElseThrow()) {
            Set<Long> hits = new HashSet<>();
            lease.searcher().search(new LexicalQueries().phrase(MARK), null, null, null, 100_000)
                    .stream().map(LexicalSearcher.RowHit::rowid).forEach(hits::add);
            assertThat(hits).as("rows holding the changed text, in the index and in FTS5").isEqualTo(fts5Rows(db));
        }
    }

    /** Whether the folder holds index files that its latest commit does not name: a writer is mid-commit. */
    private static boolean uncommittedFiles(Path index) {
        if (!Files.isDirectory(index)) {
            return false;
        }
        try (Directory directory = FSDirectory.open(index)) {
            Set<String> files = new HashSet<>(Arrays.asList(directory.listAll()));
            files.remove("write.lock");
            files.removeAll(SegmentInfos.readLatestCommit(directory).files(true));
            return !files.isEmpty();
        } catch (IOException e) {
            return false; // a commit replaced while it was read: look again
        }
    }

    private static Set<Long> fts5Rows(Path db) throws Exception {
        Set<Long> rows = new HashSet<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT rowid FROM " + TABLE + " WHERE " + TABLE + " MATCH '" + MARK + "'")) {
            while (rs.next()) {
                rows.add(rs.getLong(1));
            }
        }
        return rows;
    }
}
