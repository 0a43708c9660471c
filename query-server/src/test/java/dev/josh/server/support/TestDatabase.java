package dev.josh.server.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.contracts.keys.ApiKeyTokens;
import dev.josh.db.JoshDatabase;
import dev.josh.db.Migrations;
import dev.josh.embed.vector.VectorCodec;
import dev.josh.lexical.LexicalIndexUpdate;
import dev.josh.server.db.DatabaseConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A real database for tests: the project's migrations on a temporary file, rows written with
 * plain INSERTs the way ingest and the embed worker write them, and a read-only pool over it
 * the way the server opens it.
 */
public final class TestDatabase {

    public static final String MODEL_ID = "hashing-test-model";
    public static final String MODEL_VERSION = "v1";
    public static final int DIMENSION = 384;

    private final JoshDatabase writer;
    private long nextChunkId = 1;

    private TestDatabase(JoshDatabase writer) {
        this.writer = writer;
    }

    public static TestDatabase create(Path dir) {
        JoshDatabase db = JoshDatabase.readWrite(dir.resolve("josh.db"));
        Migrations.migrate(db);
        return new TestDatabase(db);
    }

    public Path path() {
        return writer.path();
    }

    /** The server's view: read-only, pooled. */
    public HikariDataSource readOnlyPool() {
        return DatabaseConfig.pooled(JoshDatabase.readOnly(writer.path()), 4);
    }

    /** Brings the Lucene lexical indexes beside the database up to it, as ingest does at the end of a run. */
    public List<LexicalIndexUpdate.TableUpdate> updateLexicalIndexes() {
        try {
            return new LexicalIndexUpdate(writer, writer.path(), line -> { }).run(false);
        } catch (SQLException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public void execute(String... statements) {
        try (Connection c = writer.getConnection(); Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Writes a U.S. Code section and its chunks (one per text); returns the chunk ids.
     */
    public List<Long> section(String id, String heading, String... chunkTexts) {
        String[] parts = id.split(":");
        String title = parts[1] + " U.S.C. § " + parts[2] + " — " + heading;
        String body = String.join("\n\n", chunkTexts);
        List<Long> ids = new ArrayList<>();
        try (Connection c = writer.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO us_code (id, title_number, section_number, title, heading, heading_path, status,
                        body_markdown, notes_markdown, release_point, source_file, source_url, source_org,
                        published_at, retrieved_at, raw_sha256, citation_string)
                    VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, '117-80', 'usc17.xml', ?, 'OLRC', '2022-01-06',
                        '2026-01-01T00:00:00Z', 'abc', ?)""")) {
                ps.setString(1, id);
                ps.setString(2, parts[1]);
                ps.setString(3, parts[2]);
                ps.setString(4, title);
                ps.setString(5, heading);
                ps.setString(6, "[\"Title " + parts[1] + "\",\"§ " + parts[2] + ". " + heading + "\"]");
                ps.setString(7, body);
                ps.setString(8, "Notes of " + id);
                ps.setString(9, "https://uscode.house.gov/view.xhtml?req=" + parts[1] + "-" + parts[2]);
                ps.setString(10, parts[1] + " U.S.C. § " + parts[2]);
                ps.executeUpdate();
            }
            int offset = 0;
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO us_code_chunks (chunk_id, document_id, ordinal, heading_path, anchor, char_start,
                        char_end, token_count, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
                for (int i = 0; i < chunkTexts.length; i++) {
                    long chunkId = nextChunkId++;
                    ps.setLong(1, chunkId);
                    ps.setString(2, id);
                    ps.setInt(3, i);
                    ps.setString(4, "Title " + parts[1] + " › § " + parts[2] + ". " + heading);
                    ps.setString(5, "s" + parts[2] + (i == 0 ? "" : "-" + i));
                    ps.setInt(6, offset);
                    ps.setInt(7, offset + chunkTexts[i].length());
                    ps.setInt(8, chunkTexts[i].split("\\s+").length);
                    ps.setString(9, chunkTexts[i]);
                    ps.executeUpdate();
                    offset += chunkTexts[i].length() + 2;
                    ids.add(chunkId);
                }
            }
            c.commit();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return ids;
    }

    public void activeModel() {
        execute("INSERT INTO embedding_models (model_id, model_version, dimension, max_tokens, active, registered_at) "
                + "VALUES ('" + MODEL_ID + "', '" + MODEL_VERSION + "', " + DIMENSION + ", 512, 1, '2026-01-01')");
    }

    /** Writes a vector as the embed worker does: the plain table (vec0 follows by trigger; the server does not read it). */
    public void vector(long chunkId, float[] vector) {
        vector(chunkId, vector, MODEL_ID, MODEL_VERSION);
    }

    /** As {@link #vector(long, float[])}, for another model. */
    public void vector(long chunkId, float[] vector, String modelId, String modelVersion) {
        try (Connection c = writer.getConnection();
             PreparedStatement ps = c.prepareStatement("INSERT INTO us_code_chunks_vectors "
                     + "(chunk_id, model_id, model_version, embedding, embedding_bq) VALUES (?, ?, ?, ?, ?)")) {
            ps.setLong(1, chunkId);
            ps.setString(2, modelId);
            ps.setString(3, modelVersion);
            ps.setBytes(4, VectorCodec.toBytes(vector));
            ps.setBytes(5, VectorCodec.quantize(vector));
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public void legislator(String id, String first, String last, String party, String state, boolean current) {
        execute("INSERT INTO legislators (id, first_name, last_name, official_full_name, is_current, chamber, party, "
                + "state, other_ids, source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string) "
                + "VALUES ('" + id + "', '" + first + "', '" + last + "', '" + first + " " + last + "', "
                + (current ? 1 : 0) + ", 'house', '" + party + "', '" + state + "', '{\"govtrack\": 4242}', "
                + "'https://github.com/unitedstates/congress-legislators', 'unitedstates', '2026-06-15', "
                + "'2026-06-16T00:00:00Z', 'abc', 'Biographical Directory of the U.S. Congress, " + id + "')",
                "INSERT INTO legislator_terms (legislator_id, ordinal, type, start_date, end_date, state, district, party) "
                        + "VALUES ('" + id + "', 0, 'rep', '2021-01-03', '2023-01-03', '" + state + "', 1, '" + party + "'),"
                        + " ('" + id + "', 1, 'rep', '2023-01-03', '2025-01-03', '" + state + "', 1, '" + party + "')");
    }

    public void committee(String id, String parentId, String name) {
        execute("INSERT INTO committees (id, parent_id, name, chamber, is_current, source_url, source_org, "
                + "published_at, retrieved_at, raw_sha256, citation_string) VALUES ('" + id + "', "
                + (parentId == null ? "NULL" : "'" + parentId + "'") + ", '" + name + "', 'house', 1, "
                + "'https://github.com/unitedstates/congress-legislators', 'unitedstates', '2026-06-15', "
                + "'2026-06-16T00:00:00Z', 'abc', 'U.S. House, " + name + "')");
    }

    public void membership(String committeeId, String legislatorId, String side, Integer rank, String role) {
        execute("INSERT INTO committee_memberships (committee_id, legislator_id, congress, party, member_rank, role, "
                + "listed_name, source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string) "
                + "VALUES ('" + committeeId + "', '" + legislatorId + "', 119, '" + side + "', "
                + (rank == null ? "NULL" : rank) + ", " + (role == null ? "NULL" : "'" + role + "'") + ", 'Listed "
                + legislatorId + "', 'https://github.com/unitedstates/congress-legislators', 'unitedstates', "
                + "'2026-06-15', '2026-06-16T00:00:00Z', 'abc', 'committee-membership-current.yaml, " + committeeId + "')");
    }

    /**
     * A short-body source the way the schema defines one: a record table with citation columns and
     * an FTS5 index over it, no chunks and no vectors.
     */
    /** One statement in the real short-body table (V33): FTS over the record itself, no chunks, no vectors. */
    public void shortBodySource() {
        execute("""
                INSERT INTO statements_of_administration_policy (id, title, heading, body_markdown, date_issued, congress,
                    bill_id, administration, index_file, source_file, source_url, source_org, published_at, retrieved_at,
                    raw_sha256, citation_string)
                VALUES ('sap:2022-07-27:hr:117:4346', 'H.R. 4346 - CHIPS and Science Act', NULL,
                    'The Administration supports semiconductor manufacturing incentives and copyright education.',
                    '2022-07-27', 117, 'hr:117:4346', '46-Biden', 'sap/46-Biden.yaml', 'sap/hr4346.pdf',
                    'https://www.whitehouse.gov/omb/sap', 'OMB', '2022-07-27', '2026-01-01', 'abc',
                    'Statement of Administration Policy on H.R. 4346 (2022)')""");
    }

    /** A key issued as {@code josh keys create} issues one, stored by its SHA-256; its token, to send. */
    public String apiKey(int ratePerMinute, boolean revoked) {
        ApiKeyTokens.Issued key = ApiKeyTokens.issue();
        execute("INSERT INTO api_keys (key_id, key_sha256, name, rate_per_minute, created_at, revoked_at) VALUES ('"
                + key.keyId() + "', '" + key.sha256() + "', 'test', " + ratePerMinute + ", '2026-01-01', "
                + (revoked ? "'2026-01-02'" : "NULL") + ")");
        return key.token();
    }
}
