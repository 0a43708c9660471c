package db.migration;

import dev.josh.db.VectorSeq;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * A body source's tables, triggers and indexes in today's layout: what V2–V40 created for the
 * older sources, as V55, V60, V70, V85 and V90 later changed and completed it. A new body source's Java
 * migration creates its record table and then calls {@link #create} once; copying an older
 * source's SQL migration would give the layout before V55, V60, V70, V85 and V90, which those migrations
 * will not run again to fix. V55, V60, V70, V85 and V90 create their parts through the same methods here
 * (V85's through {@link LexicalLogSchema}), so the layout has one description.
 *
 * <p>For a record table {@code <t>}:
 * <ul>
 *   <li>{@code <t>_chunks}, its external-content FTS5 index {@code <t>_fts} and the triggers that
 *       keep that index in step and remove a deleted chunk's vectors and queued embedding jobs;</li>
 *   <li>{@code <t>_chunks_vectors} (the vectors the worker writes) and {@code <t>_chunks_vec0}
 *       partitioned by model, mirrored from the plain table by triggers (V55), and the trigger that
 *       keeps a deleted seq from being handed out again (V90);</li>
 *   <li>the serving indexes {@code <t>_chunks_vectors_codes} and {@code <t>_by_id_published} (V60);</li>
 *   <li>{@code <t>_docs_fts} over the record's own fields, with triggers on {@code <t>} (V70);</li>
 *   <li>the triggers that log every change to a row of {@code <t>_fts} in {@code lexical_log}:
 *       {@code <t>_chunks_lexlog_ai}, {@code _ad}, {@code _au} and {@code <t>_lexlog_day} (V85;
 *       {@link LexicalLogSchema}). A source created before V85 in one migrate run gets them from V85.</li>
 * </ul>
 */
final class BodySourceSchema {

    /**
     * The vector dimension of every body source's vec0 table and of the built-in models; the embed
     * worker refuses a model whose dimension its source's vec0 table does not hold.
     */
    static final int VECTOR_DIMENSION = 384;

    /** Record columns the document index covers when the table has them, in this order (V70). */
    static final List<String> DOCUMENT_FIELDS = List.of("title", "heading", "official_title", "summary",
            "latest_action_text", "heading_path", "body_markdown");

    /**
     * What the rest of the layout reads of the record table: {@code id} (the chunks' foreign key),
     * {@code published_at} and {@code citation_string} (the date index the server's date
     * pre-filters read), {@code title} and {@code body_markdown} (the least a document index needs).
     */
    private static final List<String> REQUIRED_RECORD_COLUMNS = List.of("id", "published_at", "citation_string",
            "title", "body_markdown");

    private static final String TOKENIZER = "porter unicode61 remove_diacritics 2";


    private BodySourceSchema() {
    }

    /**
     * Creates everything a body source needs beside its record table {@code records}, which the
     * calling migration has just created. Refuses, before creating anything, a record table that
     * lacks a column the layout reads.
     */
    static void create(Connection conn, String records) throws SQLException {
        List<String> present = BodySourceTables.columns(conn, records);
        List<String> missing = REQUIRED_RECORD_COLUMNS.stream().filter(c -> !present.contains(c)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("record table '" + records + "' lacks the columns " + missing
                    + " that a body source's chunks, serving indexes and document index read");
        }
        String chunks = records + "_chunks";
        try (Statement st = conn.createStatement()) {
            createChunks(st, records);
            createVectors(st, chunks);
            createVec0Mirror(st, chunks, VECTOR_DIMENSION);
            createSeqFloor(st, chunks);
            createVectorCodesIndex(st, chunks);
            createPublishedIndex(st, records);
        }
        createDocumentFts(conn, records, documentFields(conn, records));
        LexicalLogSchema.createTriggers(conn);
    }

    /**
     * The chunk table, its FTS5 index and their triggers. Deleting a chunk deletes its FTS entry,
     * its plain vectors (whose own trigger removes the vec0 rows) and its queued embedding jobs, so
     * a re-ingested document leaves nothing stale; the worker names the chunk table in
     * {@code chunk_embedding_jobs.chunk_table}.
     */
    private static void createChunks(Statement st, String records) throws SQLException {
        String chunks = records + "_chunks";
        String fts = records + "_fts";
        st.execute("""
                CREATE TABLE %1$s (
                    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
                    document_id            TEXT    NOT NULL REFERENCES %2$s (id) ON DELETE CASCADE,
                    ordinal                INTEGER NOT NULL,
                    heading_path           TEXT    NOT NULL,      -- " › "-joined, indexed for BM25
                    anchor                 TEXT    NOT NULL,      -- deep link: source_url#anchor
                    char_start             INTEGER NOT NULL,      -- offsets into the record's body_markdown
                    char_end               INTEGER NOT NULL,
                    token_count            INTEGER NOT NULL,
                    text                   TEXT    NOT NULL,
                    embedded_model_id      TEXT,
                    embedded_model_version TEXT,
                    embedded_at            TEXT,
                    UNIQUE (document_id, ordinal)
                )""".formatted(chunks, records));
        // bm25() weights are given per column at query time (heading path > text).
        st.execute("CREATE VIRTUAL TABLE " + fts + " USING fts5(heading_path, text, content = '" + chunks
                + "', content_rowid = 'chunk_id', tokenize = '" + TOKENIZER + "')");
        String insertNew = "INSERT INTO " + fts + " (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, "
                + "new.text);";
        String deleteOld = "INSERT INTO " + fts + " (" + fts + ", rowid, heading_path, text) VALUES ('delete', "
                + "old.chunk_id, old.heading_path, old.text);";
        st.execute("CREATE TRIGGER " + chunks + "_ai AFTER INSERT ON " + chunks + " BEGIN " + insertNew + " END");
        st.execute("CREATE TRIGGER " + chunks + "_ad AFTER DELETE ON " + chunks + " BEGIN " + deleteOld
                + " DELETE FROM " + chunks + "_vectors WHERE chunk_id = old.chunk_id;"
                + " DELETE FROM chunk_embedding_jobs WHERE chunk_table = '" + chunks + "' AND chunk_id = old.chunk_id; END");
        st.execute("CREATE TRIGGER " + chunks + "_au AFTER UPDATE OF heading_path, text ON " + chunks + " BEGIN "
                + deleteOld + " " + insertNew + " END");
    }

    /**
     * The plain copy of the vectors, the table the worker writes and the server reads (vec0 reads
     * back at 0.1-0.5 ms a row, this at microseconds); {@code seq} grows with every write, so the
     * server follows new rows without a restart. It is a plain rowid, which SQLite would hand out
     * again once the newest row is deleted: writers take the next seq from {@link VectorSeq#next}.
     */
    private static void createVectors(Statement st, String chunks) throws SQLException {
        String vectors = chunks + "_vectors";
        st.execute("""
                CREATE TABLE %s (
                    seq           INTEGER PRIMARY KEY,
                    chunk_id      INTEGER NOT NULL,
                    model_id      TEXT    NOT NULL,
                    model_version TEXT    NOT NULL,
                    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
                    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
                    UNIQUE (chunk_id, model_id, model_version)
                )""".formatted(vectors));
        st.execute("CREATE INDEX " + vectors + "_by_model ON " + vectors + " (model_id, model_version, seq)");
    }

    /**
     * {@code <chunks>_vec0} partitioned by {@code model_id}, so several models' vectors live side by
     * side, with the row id of the vector's row in {@code <chunks>_vectors} as its own, kept in step
     * with that table by triggers: the plain table is the one the worker writes, vec0 mirrors it (V55).
     */
    static void createVec0Mirror(Statement st, String chunks, int dimension) throws SQLException {
        String vec0 = chunks + "_vec0";
        String vectors = chunks + "_vectors";
        String insertMirror = "INSERT INTO " + vec0 + " (rowid, model_id, embedding, embedding_bq, chunk_id, model_version)"
                + " VALUES (new.seq, new.model_id, new.embedding, vec_bit(new.embedding_bq), new.chunk_id, new.model_version);";
        st.execute("CREATE VIRTUAL TABLE " + vec0 + " USING vec0(model_id text partition key, embedding float["
                + dimension + "], embedding_bq bit[" + dimension + "], chunk_id integer, model_version text)");
        st.execute("CREATE TRIGGER " + vectors + "_ai AFTER INSERT ON " + vectors + " BEGIN " + insertMirror + " END");
        st.execute("CREATE TRIGGER " + vectors + "_au AFTER UPDATE ON " + vectors + " BEGIN DELETE FROM " + vec0
                + " WHERE rowid = old.seq; " + insertMirror + " END");
        st.execute("CREATE TRIGGER " + vectors + "_ad AFTER DELETE ON " + vectors + " BEGIN DELETE FROM " + vec0
                + " WHERE rowid = old.seq; END");
    }

    /**
     * The highest {@code seq} ever deleted from {@code <chunks>_vectors}, kept per table in
     * {@link VectorSeq#FLOOR_TABLE} by a trigger (V90), so a writer never hands a deleted row's seq to a new vector. A reused seq
     * would go unseen by what follows the table by seq (the server's binary index, the vector graph):
     * they read only rows above the seq they last read, and the row count alone does not change when
     * the newest vector is deleted and another written. {@code AUTOINCREMENT} would do the same, but
     * adding it means rewriting every vectors table, gigabytes on a whole corpus.
     */
    static void createSeqFloor(Statement st, String chunks) throws SQLException {
        String vectors = chunks + "_vectors";
        st.execute("CREATE TABLE IF NOT EXISTS " + VectorSeq.FLOOR_TABLE
                + " (vectors_table TEXT PRIMARY KEY, seq INTEGER NOT NULL)");
        st.execute("CREATE TRIGGER IF NOT EXISTS " + vectors + "_seq_floor AFTER DELETE ON " + vectors + " BEGIN"
                + " INSERT INTO " + VectorSeq.FLOOR_TABLE + " (vectors_table, seq) VALUES ('" + vectors + "', old.seq)"
                + " ON CONFLICT (vectors_table) DO UPDATE SET seq = max(seq, excluded.seq); END");
    }

    /**
     * Covers what the server loads at start (the binary codes of one model version), so that load
     * does not read every float vector beside them (about 1.6 KB a row against 70 bytes) (V60).
     */
    static void createVectorCodesIndex(Statement st, String chunks) throws SQLException {
        st.execute("CREATE INDEX IF NOT EXISTS " + chunks + "_vectors_codes ON " + chunks
                + "_vectors (model_id, model_version, seq, chunk_id, embedding_bq)");
    }

    /**
     * The day of every document for the server's date pre-filters, without reading record bodies,
     * which lie before {@code published_at} in the row and mostly overflow their page (V60).
     */
    static void createPublishedIndex(Statement st, String records) throws SQLException {
        st.execute("CREATE INDEX IF NOT EXISTS " + records + "_by_id_published ON " + records + " (id, published_at)");
    }

    /**
     * The columns of {@link #DOCUMENT_FIELDS} the record table has, in that order; none when it has
     * no title or no body, since such a record cannot be ranked as a document.
     */
    static List<String> documentFields(Connection conn, String records) throws SQLException {
        List<String> present = BodySourceTables.columns(conn, records);
        List<String> fields = DOCUMENT_FIELDS.stream().filter(present::contains).toList();
        return fields.contains("title") && fields.contains("body_markdown") ? fields : List.of();
    }

    /**
     * {@code <records>_docs_fts}, an external-content FTS5 index over {@code fields} of the record
     * table, filled from the rows already there and kept in step by triggers on that table (V70).
     */
    static void createDocumentFts(Connection conn, String records, List<String> fields) throws SQLException {
        String fts = records + "_docs_fts";
        String columns = String.join(", ", fields);
        String newValues = prefixed("new.", fields);
        String oldValues = prefixed("old.", fields);
        String insertNew = "INSERT INTO " + fts + " (rowid, " + columns + ") VALUES (new.rowid, " + newValues + ");";
        String deleteOld = "INSERT INTO " + fts + " (" + fts + ", rowid, " + columns + ") VALUES ('delete', old.rowid, "
                + oldValues + ");";
        try (Statement st = conn.createStatement()) {
            st.execute("CREATE VIRTUAL TABLE " + fts + " USING fts5(" + columns + ", content = '" + records
                    + "', tokenize = '" + TOKENIZER + "')");
            st.execute("INSERT INTO " + fts + " (" + fts + ") VALUES ('rebuild')");
            st.execute("CREATE TRIGGER " + fts + "_ai AFTER INSERT ON " + records + " BEGIN " + insertNew + " END");
            st.execute("CREATE TRIGGER " + fts + "_ad AFTER DELETE ON " + records + " BEGIN " + deleteOld + " END");
            st.execute("CREATE TRIGGER " + fts + "_au AFTER UPDATE OF " + columns + " ON " + records + " BEGIN "
                    + deleteOld + " " + insertNew + " END");
        }
    }

    private static String prefixed(String prefix, List<String> fields) {
        return String.join(", ", fields.stream().map(f -> prefix + f).toList());
    }
}
