package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Incremental ingest of an edited file: the edited section replaces its chunks and is queued for
 * embedding again, a section gone from the file is gone from the database, the untouched section
 * keeps its chunks and vectors, and nothing stale is left in the full-text index or the vectors.
 */
class ChangedDocumentTest {

    @TempDir
    Path tmp;

    @Test
    void anEditedSectionIsReplacedAndNothingStaleRemains() throws Exception {
        String fixture = UsCodeFixture.text();
        Path corpus = UsCodeFixture.corpus(tmp);
        Path title = corpus.resolve("uscode/usc17.xml");
        Path db = tmp.resolve("josh.db");
        assertThat(ingest(corpus, db)).isZero();

        JoshDatabase database = JoshDatabase.readWrite(db);
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            assertThat(ids(c, "SELECT id FROM us_code ORDER BY id")).isEqualTo("usc:17:101,usc:17:102");
            // Stand in for the embed worker: every chunk gets a vector (vec0 follows by trigger) and its job is done.
            st.execute("INSERT INTO us_code_chunks_vectors (chunk_id, model_id, model_version, embedding, embedding_bq) "
                    + "SELECT j.chunk_id, j.model_id, j.model_version, zeroblob(1536), zeroblob(48) FROM chunk_embedding_jobs j");
            st.execute("UPDATE chunk_embedding_jobs SET status = 'done'");
        }
        String untouchedChunks = chunkIdsOf(database, "usc:17:102");
        assertThat(matches(database, "phonorecords")).isEqualTo(1);

        // Section 101 is edited (a word replaced); section 102's text is unchanged.
        Files.writeString(title, fixture.replace("phonorecords of which", "gramophone records of which"));
        assertThat(ingest(corpus, db)).isZero();

        try (Connection c = database.getConnection()) {
            assertThat(ids(c, "SELECT changed || '/' || unchanged FROM ingest_runs ORDER BY run_id DESC LIMIT 1"))
                    .isEqualTo("1/1");
            assertThat(matches(database, "gramophone")).isEqualTo(1);
            assertThat(matches(database, "phonorecords")).as("the old text is gone from the index").isZero();
            assertThat(ids(c, "SELECT count(*) FROM chunk_embedding_jobs j JOIN us_code_chunks ch ON ch.chunk_id = j.chunk_id "
                    + "WHERE ch.document_id = 'usc:17:101' AND j.status = 'pending'")).as("re-enqueued").isNotEqualTo("0");
            assertThat(ids(c, "SELECT count(*) FROM us_code_chunks_vectors v JOIN us_code_chunks ch ON ch.chunk_id = v.chunk_id "
                    + "WHERE ch.document_id = 'usc:17:101'")).as("old vectors of the edited section").isEqualTo("0");
            assertThat(ids(c, "SELECT count(*) FROM us_code_chunks_vectors WHERE chunk_id NOT IN (SELECT chunk_id FROM us_code_chunks)"))
                    .as("orphan vectors").isEqualTo("0");
            assertThat(ids(c, "SELECT count(*) FROM us_code_chunks_vec0 WHERE chunk_id NOT IN (SELECT chunk_id FROM us_code_chunks) "
                    + "OR chunk_id IN (SELECT chunk_id FROM us_code_chunks WHERE document_id = 'usc:17:101')"))
                    .as("stale vec0 rows").isEqualTo("0");
        }
        assertThat(chunkIdsOf(database, "usc:17:102")).as("the untouched section keeps its chunks").isEqualTo(untouchedChunks);

        // Section 101 is removed from the file altogether.
        int start = fixture.indexOf("<section identifier=\"/us/usc/t17/s101\">");
        int end = fixture.indexOf("<section identifier=\"/us/usc/t17/s102\">");
        Files.writeString(title, fixture.substring(0, start) + fixture.substring(end));
        assertThat(ingest(corpus, db)).isZero();
        try (Connection c = database.getConnection()) {
            assertThat(ids(c, "SELECT id FROM us_code ORDER BY id")).isEqualTo("usc:17:102");
            assertThat(ids(c, "SELECT count(*) FROM us_code_chunks WHERE document_id = 'usc:17:101'")).isEqualTo("0");
            assertThat(matches(database, "gramophone")).isZero();
            assertThat(ids(c, "SELECT count(*) FROM chunk_embedding_jobs WHERE chunk_id NOT IN (SELECT chunk_id FROM us_code_chunks)"))
                    .isEqualTo("0");
        }
        assertThat(chunkIdsOf(database, "usc:17:102")).isEqualTo(untouchedChunks);
    }

    private static int ingest(Path corpus, Path db) {
        return IngestApplication.run("ingest", "us-code", "--corpus", corpus.toString(), "--db", db.toString());
    }

    private static long matches(JoshDatabase db, String word) throws SQLException {
        try (Connection c = db.getConnection()) {
            return Long.parseLong(ids(c, "SELECT count(*) FROM us_code_fts WHERE us_code_fts MATCH '" + word + "'"));
        }
    }

    private static String chunkIdsOf(JoshDatabase db, String documentId) throws SQLException {
        try (Connection c = db.getConnection()) {
            return ids(c, "SELECT chunk_id FROM us_code_chunks WHERE document_id = '" + documentId + "' ORDER BY chunk_id");
        }
    }

    private static String ids(Connection c, String sql) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.append(out.isEmpty() ? "" : ",").append(rs.getString(1));
            }
        }
        return out.toString();
    }
}
