package dev.josh.embed.worker;

import dev.josh.db.ConnectionClient;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.embed.encoder.ModelSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/** A migrated database in a temp directory holding one U.S. Code section cut into chunks. */
public final class QueueFixture {

    public static final String CHUNKS = "us_code_chunks";
    public static final String OLD = "2000-01-01T00:00:00.000Z";
    /** A worker on another machine. */
    public static final String ELSEWHERE = "embed-elsewhere-4242-abcdef";

    private static final String[] SENTENCES = {
        "Copyright protection subsists in original works of authorship fixed in any tangible medium of expression.",
        "The owner of copyright may obtain registration of the copyright claim by delivering the deposit and fee.",
        "Basic pay for members of the uniformed services is adjusted each January.",
        "A patent may be obtained for any new and useful process, machine, manufacture, or composition of matter.",
        "The Administrator shall by regulation prescribe standards applicable to emissions from new motor vehicles.",
        "No person shall be required to pay a fee for filing a request under this section.",
    };

    public final JoshDatabase db;
    public final ModelSpec model;

    public QueueFixture(Path dir, ModelSpec model) throws SQLException {
        this.db = JoshDatabase.readWrite(dir.resolve("josh.db"));
        Migrations.migrate(db);
        this.model = model;
        sql("INSERT INTO us_code (id, title_number, section_number, title, heading_path, body_markdown, source_file, "
                + "source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string) VALUES "
                + "('usc:17:101', '17', '101', '17 U.S.C. § 101', '[\"Title 17\"]', 'body', 'usc17.xml', "
                + "'https://uscode.house.gov/', 'OLRC', '2024-01-01', '2024-01-02', 'abc', '17 U.S.C. § 101')");
    }

    /** Chunks 1..count with distinct texts and pending jobs for the fixture's model. */
    public List<Long> addChunks(int count) throws SQLException {
        List<Long> ids = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            addChunk(i, textOf(i));
            enqueue(i, "pending");
            ids.add((long) i);
        }
        return ids;
    }

    public static String textOf(long chunkId) {
        return SENTENCES[(int) (chunkId % SENTENCES.length)] + " (paragraph " + chunkId + ")";
    }

    public void addChunk(long chunkId, String text) throws SQLException {
        try (Connection c = db.getConnection()) {
            ConnectionClient.on(c).sql("INSERT INTO us_code_chunks (chunk_id, document_id, ordinal, heading_path, "
                            + "anchor, char_start, char_end, token_count, text) "
                            + "VALUES (?, 'usc:17:101', ?, 'Title 17 › § 101', 's101', 0, ?, 20, ?)")
                    .params(chunkId, chunkId, text.length(), text).update();
        }
    }

    /** Adds chunk {@code chunkId} with its job claimed a moment ago by {@link #ELSEWHERE}. */
    public void addClaimedElsewhere(long chunkId) throws SQLException {
        String now = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC).format(Instant.now());
        addChunk(chunkId, textOf(chunkId));
        enqueue(CHUNKS, chunkId, "running", ELSEWHERE, now, 1);
    }

    public void enqueue(long chunkId, String status) throws SQLException {
        enqueue(CHUNKS, chunkId, status, null, null, 0);
    }

    public void enqueue(String chunkTable, long chunkId, String status, String claimedBy, String claimedAt, int attempts)
            throws SQLException {
        try (Connection c = db.getConnection()) {
            ConnectionClient.on(c).sql("INSERT INTO chunk_embedding_jobs (chunk_table, chunk_id, model_id, model_version, "
                            + "status, attempts, claimed_by, claimed_at, inserted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .params(chunkTable, chunkId, model.modelId(), model.modelVersion(), status, attempts, claimedBy,
                            claimedAt, String.format("2024-01-01T00:00:%02d.000Z", chunkId % 60))
                    .update();
        }
    }

    public void sql(String statement) throws SQLException {
        try (Connection c = db.getConnection(); var st = c.createStatement()) {
            st.executeUpdate(statement);
        }
    }

    public long count(String query, Object... args) throws SQLException {
        List<List<Object>> rows = rows(query, args);
        return ((Number) rows.get(0).get(0)).longValue();
    }

    public List<List<Object>> rows(String query, Object... args) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(query)) {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            List<List<Object>> rows = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                int columns = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= columns; i++) {
                        row.add(rs.getObject(i));
                    }
                    rows.add(row);
                }
            }
            return rows;
        }
    }

    /** status, attempts, last_error of one job. */
    public List<Object> job(long chunkId) throws SQLException {
        return rows("SELECT status, attempts, last_error FROM chunk_embedding_jobs WHERE chunk_id = ?", chunkId).get(0);
    }
}
