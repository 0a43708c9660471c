package db.migration;

import dev.josh.db.SourceCatalog;
import dev.josh.db.VectorSeq;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Checks a body source against today's layout on a live database and says what differs, one line
 * a difference. The expected shape is written out here, apart from {@link BodySourceSchema}, so a
 * mistake in the helper is not also the expectation; only the choice of document fields is the
 * helper's own (it is V70's, and there is one copy of it).
 *
 * <p>The objects are checked first; once they are all there, the triggers are made to fire on a
 * probe record and chunk inside a transaction that is rolled back. A missing object is so reported
 * once, by name, and not again by every probe that would touch it.
 */
final class BodySourceConformance {

    private static final String TOKENIZER = "tokenize='porter unicode61 remove_diacritics 2'";

    private static final List<String> CHUNK_COLUMNS = List.of("chunk_id INTEGER PK", "document_id TEXT NOT NULL",
            "ordinal INTEGER NOT NULL", "heading_path TEXT NOT NULL", "anchor TEXT NOT NULL",
            "char_start INTEGER NOT NULL", "char_end INTEGER NOT NULL", "token_count INTEGER NOT NULL",
            "text TEXT NOT NULL", "embedded_model_id TEXT", "embedded_model_version TEXT", "embedded_at TEXT");

    private static final List<String> VECTOR_COLUMNS = List.of("seq INTEGER PK", "chunk_id INTEGER NOT NULL",
            "model_id TEXT NOT NULL", "model_version TEXT NOT NULL", "embedding BLOB NOT NULL",
            "embedding_bq BLOB NOT NULL");

    private static final List<String> RECORD_COLUMNS = List.of("id", "published_at", "citation_string", "title",
            "body_markdown");

    private BodySourceConformance() {
    }

    /**
     * The record tables of every body source the schema holds: those with a {@code _chunks} table
     * (how the migrations find them) and those the server counts as body-bearing (a
     * {@code _chunks_vec0} table), so a source that has one and lacks the other is still checked.
     */
    static List<String> bodySources(Connection conn) throws SQLException {
        TreeSet<String> records = new TreeSet<>(BodySourceTables.withChunks(conn));
        for (SourceCatalog.Source source : SourceCatalog.read(conn)) {
            if (source.shape() == SourceCatalog.Shape.BODY) {
                records.add(source.table());
            }
        }
        return List.copyOf(records);
    }

    /** What {@code records}' source lacks or has otherwise than today's layout; empty when it conforms. */
    static List<String> problems(Connection conn, String records) throws SQLException {
        List<String> problems = new ArrayList<>();
        String chunks = records + "_chunks";
        String vectors = chunks + "_vectors";
        String vec0 = chunks + "_vec0";

        List<String> recordColumns = BodySourceTables.columns(conn, records);
        List<String> lacking = RECORD_COLUMNS.stream().filter(c -> !recordColumns.contains(c)).toList();
        if (!lacking.isEmpty()) {
            problems.add("table " + records + " lacks the columns " + lacking);
        }
        expectIndex(conn, problems, records + "_by_id_published", records, List.of("id", "published_at"));

        expectColumns(conn, problems, chunks, CHUNK_COLUMNS);
        if (exists(conn, "table", chunks)) {
            expectChunkKeys(conn, problems, records, chunks);
        }
        expectFts(conn, problems, records + "_fts", List.of("heading_path", "text"),
                List.of("content='" + chunks + "'", "content_rowid='chunk_id'", TOKENIZER));
        expectTrigger(conn, problems, chunks + "_ai", chunks);
        expectTrigger(conn, problems, chunks + "_ad", chunks);
        expectTrigger(conn, problems, chunks + "_au", chunks);
        String chunkDelete = sqlOf(conn, "trigger", chunks + "_ad");
        if (chunkDelete != null && chunkDelete.contains(vec0)) {
            problems.add("trigger " + chunks + "_ad deletes from " + vec0 + " itself, a full scan in the layout of V55 "
                    + "(the trigger on " + vectors + " removes the vec0 rows)");
        }

        expectColumns(conn, problems, vectors, VECTOR_COLUMNS);
        expectIndex(conn, problems, vectors + "_by_model", vectors, List.of("model_id", "model_version", "seq"));
        expectIndex(conn, problems, vectors + "_codes", vectors,
                List.of("model_id", "model_version", "seq", "chunk_id", "embedding_bq"));
        expectUnique(conn, problems, vectors, List.of("chunk_id", "model_id", "model_version"));
        expectVec0(conn, problems, vec0);
        expectTrigger(conn, problems, vectors + "_ai", vectors);
        expectTrigger(conn, problems, vectors + "_au", vectors);
        expectTrigger(conn, problems, vectors + "_ad", vectors);
        expectTrigger(conn, problems, vectors + "_seq_floor", vectors);

        List<String> fields = BodySourceSchema.documentFields(conn, records);
        expectFts(conn, problems, records + "_docs_fts", fields, List.of("content='" + records + "'", TOKENIZER));
        expectTrigger(conn, problems, records + "_docs_fts_ai", records);
        expectTrigger(conn, problems, records + "_docs_fts_ad", records);
        expectTrigger(conn, problems, records + "_docs_fts_au", records);

        expectTrigger(conn, problems, chunks + "_lexlog_ai", chunks);
        expectTrigger(conn, problems, chunks + "_lexlog_ad", chunks);
        expectTrigger(conn, problems, chunks + "_lexlog_au", chunks);
        expectTrigger(conn, problems, records + "_lexlog_day", records);

        if (problems.isEmpty()) {
            TriggerProbe.run(conn, records, problems);
        }
        return problems;
    }

    private static void expectColumns(Connection conn, List<String> problems, String table, List<String> expected)
            throws SQLException {
        if (!exists(conn, "table", table)) {
            problems.add("table " + table + " is missing");
            return;
        }
        List<String> actual = strings(conn, "SELECT name || ' ' || upper(type) || CASE WHEN pk > 0 THEN ' PK' "
                + "WHEN \"notnull\" THEN ' NOT NULL' ELSE '' END FROM pragma_table_info(?) ORDER BY cid", table);
        if (!actual.equals(expected)) {
            problems.add("table " + table + " has the columns " + actual + ", expected " + expected);
        }
    }

    /** Chunks belong to a record (deleting it deletes them) and are numbered once per record. */
    private static void expectChunkKeys(Connection conn, List<String> problems, String records, String chunks)
            throws SQLException {
        List<String> keys = strings(conn, "SELECT \"from\" || ' -> ' || \"table\" || '(' || \"to\" || ') ON DELETE ' "
                + "|| on_delete FROM pragma_foreign_key_list(?)", chunks);
        String expected = "document_id -> " + records + "(id) ON DELETE CASCADE";
        if (!keys.equals(List.of(expected))) {
            problems.add("table " + chunks + " has the foreign keys " + keys + ", expected [" + expected + "]");
        }
        expectUnique(conn, problems, chunks, List.of("document_id", "ordinal"));
    }

    private static void expectUnique(Connection conn, List<String> problems, String table, List<String> columns)
            throws SQLException {
        if (!exists(conn, "table", table)) {
            return;
        }
        for (String index : strings(conn, "SELECT name FROM pragma_index_list(?) WHERE \"unique\" AND origin = 'u'",
                table)) {
            if (indexColumns(conn, index).equals(columns)) {
                return;
            }
        }
        problems.add("table " + table + " lacks UNIQUE " + columns);
    }

    private static void expectIndex(Connection conn, List<String> problems, String index, String table,
            List<String> columns) throws SQLException {
        List<String> onTable = strings(conn, "SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = ?",
                index);
        if (onTable.isEmpty()) {
            problems.add("index " + index + " on " + table + " " + columns + " is missing");
        } else if (!onTable.equals(List.of(table)) || !indexColumns(conn, index).equals(columns)) {
            problems.add("index " + index + " is on " + onTable + " " + indexColumns(conn, index) + ", expected on "
                    + table + " " + columns);
        }
    }

    private static List<String> indexColumns(Connection conn, String index) throws SQLException {
        return strings(conn, "SELECT name FROM pragma_index_info(?) ORDER BY seqno", index);
    }

    private static void expectFts(Connection conn, List<String> problems, String fts, List<String> columns,
            List<String> options) throws SQLException {
        String sql = sqlOf(conn, "table", fts);
        if (sql == null) {
            problems.add("table " + fts + " is missing");
            return;
        }
        List<String> expected = new ArrayList<>(columns);
        expected.addAll(options);
        List<String> actual = virtualTableArguments(sql, "fts5");
        if (!actual.equals(expected)) {
            problems.add("table " + fts + " is " + actual + ", expected fts5" + expected);
        }
    }

    /**
     * vec0 partitioned by model, row id = the plain table's {@code seq}: the layout V55 left and the
     * embed worker requires (it refuses a vec0 table keyed by chunk alone). The float and bit
     * vectors must have one dimension; which one is the models' business.
     */
    private static void expectVec0(Connection conn, List<String> problems, String vec0) throws SQLException {
        String sql = sqlOf(conn, "table", vec0);
        if (sql == null) {
            problems.add("table " + vec0 + " is missing");
            return;
        }
        List<String> actual = virtualTableArguments(sql, "vec0");
        String dimension = actual.size() > 1 ? actual.get(1).replaceAll("^embedding float\\[(\\d+)]$", "$1") : "";
        List<String> expected = List.of("model_id text partition key", "embedding float[" + dimension + "]",
                "embedding_bq bit[" + dimension + "]", "chunk_id integer", "model_version text");
        if (!dimension.matches("\\d+") || !actual.equals(expected)) {
            problems.add("table " + vec0 + " is vec0" + actual + ", expected vec0" + expected);
        }
    }

    private static void expectTrigger(Connection conn, List<String> problems, String trigger, String table)
            throws SQLException {
        List<String> onTable = strings(conn, "SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                trigger);
        if (onTable.isEmpty()) {
            problems.add("trigger " + trigger + " on " + table + " is missing");
        } else if (!onTable.equals(List.of(table))) {
            problems.add("trigger " + trigger + " is on " + onTable + ", expected on " + table);
        }
    }

    /**
     * The arguments of {@code CREATE VIRTUAL TABLE … USING module(…)}, each with its whitespace
     * collapsed and none around {@code =}, so the same layout written on one line or several reads
     * the same. None of the layout's arguments holds a comma or a parenthesis.
     */
    private static List<String> virtualTableArguments(String sql, String module) {
        String flat = sql.replaceAll("\\s+", " ");
        String using = "using " + module + "(";
        int open = flat.toLowerCase(Locale.ROOT).indexOf(using);
        if (open < 0) {
            return List.of("not a " + module + " table: " + flat);
        }
        String inside = flat.substring(open + using.length(), flat.lastIndexOf(')'));
        return Arrays.stream(inside.split(",")).map(a -> a.trim().replaceAll(" ?= ?", "=")).toList();
    }

    private static boolean exists(Connection conn, String type, String name) throws SQLException {
        return sqlOf(conn, type, name) != null;
    }

    private static String sqlOf(Connection conn, String type, String name) throws SQLException {
        List<String> sql = strings(conn, "SELECT sql FROM sqlite_master WHERE type = ? AND name = ?", type, name);
        return sql.isEmpty() ? null : sql.get(0);
    }

    static List<String> strings(Connection conn, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(conn, sql, args); ResultSet rs = ps.executeQuery()) {
            List<String> out = new ArrayList<>();
            while (rs.next()) {
                out.add(rs.getString(1));
            }
            return out;
        }
    }

    private static PreparedStatement prepare(Connection conn, String sql, Object... args) throws SQLException {
        PreparedStatement ps = conn.prepareStatement(sql);
        try {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            return ps;
        } catch (SQLException e) {
            ps.close();
            throw e;
        }
    }

    /**
     * Fires every trigger of the layout once on a probe record and chunk: the record reaches the
     * document index, the chunk the chunk index, a vector vec0; an update follows; deleting the
     * chunk removes its index entry, vectors, vec0 rows and queued jobs, deleting the record its
     * document entry; the chunk's insert, update and delete, and its record's new day, each append
     * it to the lexical log. All of it is rolled back.
     */
    private static final class TriggerProbe {

        private static final String RECORD_ID = "conformance:probe";
        private static final String MODEL = "conformance-probe";

        static void run(Connection conn, String records, List<String> problems) throws SQLException {
            boolean autoCommit = conn.getAutoCommit();
            conn.setAutoCommit(false);
            try (Statement st = conn.createStatement()) {
                // The probe record fills NOT NULL columns with placeholders that a source's CHECKs may refuse.
                st.execute("PRAGMA ignore_check_constraints = ON");
                probe(conn, records, problems);
            } catch (SQLException e) {
                problems.add("probing the triggers of " + records + " failed: " + e.getMessage());
            } finally {
                conn.rollback();
                try (Statement st = conn.createStatement()) {
                    st.execute("PRAGMA ignore_check_constraints = OFF");
                }
                conn.setAutoCommit(autoCommit);
            }
        }

        private static void probe(Connection conn, String records, List<String> problems) throws SQLException {
            String chunks = records + "_chunks";
            String fts = records + "_fts";
            String docs = records + "_docs_fts";
            String vectors = chunks + "_vectors";
            String vec0 = chunks + "_vec0";

            long logged = Long.parseLong(strings(conn, "SELECT coalesce(max(seq), 0) FROM lexical_log").get(0));
            insertRecord(conn, records);
            long rowid = Long.parseLong(strings(conn, "SELECT rowid FROM " + records + " WHERE id = ?", RECORD_ID).get(0));
            expect(problems, matches(conn, docs, "zqxtitle"), List.of(rowid), "inserting a record does not reach " + docs);
            update(conn, "UPDATE " + records + " SET title = 'zqxretitled' WHERE id = ?", RECORD_ID);
            expect(problems, matches(conn, docs, "zqxtitle"), List.of(), "updating a record leaves its old title in " + docs);
            expect(problems, matches(conn, docs, "zqxretitled"), List.of(rowid), "updating a record does not reach " + docs);

            long chunkId = Long.parseLong(strings(conn, "SELECT coalesce(max(chunk_id), 0) + 1 FROM " + chunks).get(0));
            update(conn, "INSERT INTO " + chunks + " (chunk_id, document_id, ordinal, heading_path, anchor, char_start, "
                    + "char_end, token_count, text) VALUES (?, ?, 0, 'zqxheading', 'a', 0, 1, 1, 'zqxpassage')",
                    chunkId, RECORD_ID);
            expect(problems, matches(conn, fts, "zqxpassage"), List.of(chunkId), "inserting a chunk does not reach " + fts);
            update(conn, "UPDATE " + chunks + " SET text = 'zqxrewritten' WHERE chunk_id = ?", chunkId);
            expect(problems, matches(conn, fts, "zqxpassage"), List.of(), "updating a chunk leaves its old text in " + fts);
            expect(problems, matches(conn, fts, "zqxrewritten"), List.of(chunkId), "updating a chunk does not reach " + fts);
            update(conn, "UPDATE " + records + " SET published_at = '2099-01-01' WHERE id = ?", RECORD_ID);

            int dimension = Integer.parseInt(virtualTableArguments(sqlOf(conn, "table", vec0), "vec0").get(1)
                    .replaceAll("\\D", ""));
            update(conn, "INSERT INTO " + vectors + " (chunk_id, model_id, model_version, embedding, embedding_bq) "
                    + "VALUES (?, ?, '1', zeroblob(?), zeroblob(?))", chunkId, MODEL, 4 * dimension, dimension / 8);
            long seq = Long.parseLong(strings(conn, "SELECT seq FROM " + vectors + " WHERE chunk_id = ?", chunkId).get(0));
            expect(problems, longs(conn, "SELECT chunk_id FROM " + vec0 + " WHERE rowid = ?", seq), List.of(chunkId),
                    "inserting a vector into " + vectors + " does not reach " + vec0 + " under its seq");
            update(conn, "UPDATE " + vectors + " SET model_version = '2' WHERE seq = ?", seq);
            expect(problems, strings(conn, "SELECT model_version FROM " + vec0 + " WHERE rowid = ?", seq), List.of("2"),
                    "updating a vector in " + vectors + " does not reach " + vec0);
            update(conn, "INSERT INTO chunk_embedding_jobs (chunk_table, chunk_id, model_id, model_version, inserted_at) "
                    + "VALUES (?, ?, ?, '2', '2026-01-01T00:00:00Z')", chunks, chunkId, MODEL);

            update(conn, "DELETE FROM " + chunks + " WHERE chunk_id = ?", chunkId);
            expect(problems, matches(conn, fts, "zqxrewritten"), List.of(), "deleting a chunk leaves it in " + fts);
            expect(problems, longs(conn, "SELECT seq FROM " + vectors + " WHERE chunk_id = ?", chunkId), List.of(),
                    "deleting a chunk leaves its vectors in " + vectors);
            expect(problems, longs(conn, "SELECT chunk_id FROM " + vec0 + " WHERE rowid = ?", seq), List.of(),
                    "deleting a chunk leaves its vector in " + vec0);
            expect(problems, longs(conn, "SELECT " + VectorSeq.next(vectors) + " > ?", seq), List.of(1L),
                    "deleting the newest vector of " + vectors + " lets the next one take its seq again");
            expect(problems, longs(conn, "SELECT chunk_id FROM chunk_embedding_jobs WHERE chunk_table = ? "
                    + "AND chunk_id = ?", chunks, chunkId), List.of(), "deleting a chunk leaves its embedding jobs queued");
            expect(problems, longs(conn, "SELECT row_id FROM lexical_log WHERE seq > ? AND fts_table = ? ORDER BY seq",
                    logged, fts), List.of(chunkId, chunkId, chunkId, chunkId),
                    "inserting a chunk, updating it, changing its record's day and deleting it do not each reach "
                            + "lexical_log");

            update(conn, "DELETE FROM " + records + " WHERE id = ?", RECORD_ID);
            expect(problems, matches(conn, docs, "zqxretitled"), List.of(), "deleting a record leaves it in " + docs);
            for (String index : List.of(fts, docs)) {
                // FTS5's own check that the index holds exactly what its content table holds.
                update(conn, "INSERT INTO " + index + " (" + index + ", rank) VALUES ('integrity-check', 1)");
            }
        }

        /**
         * A record whose title and body are probe words and whose other required columns hold
         * placeholders: 0 where the column holds numbers, {@code '[]'} elsewhere (text, and valid
         * JSON for the sources whose triggers read a JSON column).
         */
        private static void insertRecord(Connection conn, String records) throws SQLException {
            Map<String, String> values = new LinkedHashMap<>();
            values.put("id", "'" + RECORD_ID + "'");
            values.put("title", "'zqxtitle'");
            values.put("body_markdown", "'zqxbody'");
            try (Statement st = conn.createStatement();
                 ResultSet rs = st.executeQuery("SELECT name, upper(type) FROM pragma_table_info('" + records + "') "
                         + "WHERE \"notnull\" AND dflt_value IS NULL AND pk = 0")) {
                while (rs.next()) {
                    String type = rs.getString(2);
                    values.putIfAbsent(rs.getString(1), type.contains("INT") || type.contains("REAL") ? "0" : "'[]'");
                }
            }
            update(conn, "INSERT INTO " + records + " (" + String.join(", ", values.keySet()) + ") VALUES ("
                    + String.join(", ", values.values()) + ")");
        }

        private static List<Long> matches(Connection conn, String fts, String word) throws SQLException {
            return longs(conn, "SELECT rowid FROM " + fts + " WHERE " + fts + " MATCH ?", word);
        }

        private static List<Long> longs(Connection conn, String sql, Object... args) throws SQLException {
            return strings(conn, sql, args).stream().map(Long::valueOf).toList();
        }

        private static void update(Connection conn, String sql, Object... args) throws SQLException {
            try (PreparedStatement ps = prepare(conn, sql, args)) {
                ps.executeUpdate();
            }
        }

        private static <T> void expect(List<String> problems, List<T> actual, List<T> expected, String problem) {
            if (!actual.equals(expected)) {
                problems.add(problem + " (found " + actual + ", expected " + expected + ")");
            }
        }
    }
}
