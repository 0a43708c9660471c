package dev.josh.eval.index;

import dev.josh.db.JoshDatabase;
import dev.josh.db.SourceCatalog;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The document-level index of an eval index ({@code <t>_docs_fts}, migration V70) re-indexed
 * through the set's label mask. The database fills that index from the record row by triggers,
 * and the row keeps the label; so each document's entry is replaced by its masked fields: the
 * body and heading path as the chunker saw them, and no name fields where the mask says they
 * carry the label. The content table is left alone (results still show the real title): FTS5
 * ranks from its index only.
 *
 * <p>Idempotent: the index is first rebuilt from the rows, then masked.
 */
final class MaskedDocuments {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> NAME_FIELDS = List.of("title", "heading", "official_title");

    private MaskedDocuments() {
    }

    /** @return the documents re-indexed (0 when the source has no document-level index) */
    static int apply(JoshDatabase database, String source, LabelMask mask) throws SQLException {
        String table = SourceCatalog.tableName(source);
        String fts = table + "_docs_fts";
        try (Connection c = database.getConnection()) {
            List<String> columns = columns(c, fts);
            if (columns.isEmpty()) {
                return 0;
            }
            c.setAutoCommit(false);
            String names = String.join(", ", columns);
            String marks = String.join(", ", columns.stream().map(col -> "?").toList());
            int masked = 0;
            try (Statement st = c.createStatement();
                 PreparedStatement delete = c.prepareStatement("INSERT INTO " + fts + " (" + fts + ", rowid, " + names
                         + ") VALUES ('delete', ?, " + marks + ")");
                 PreparedStatement insert = c.prepareStatement("INSERT INTO " + fts + " (rowid, " + names
                         + ") VALUES (?, " + marks + ")")) {
                st.execute("INSERT INTO " + fts + " (" + fts + ") VALUES ('rebuild')");
                try (ResultSet rs = st.executeQuery("SELECT rowid, id, " + names + " FROM " + table)) {
                    while (rs.next()) {
                        long rowid = rs.getLong(1);
                        List<String> original = new ArrayList<>();
                        for (int i = 0; i < columns.size(); i++) {
                            original.add(rs.getString(3 + i));
                        }
                        List<String> replaced = masked(rs.getString(2), columns, original, mask);
                        bind(delete, rowid, original);
                        delete.executeUpdate();
                        bind(insert, rowid, replaced);
                        insert.executeUpdate();
                        masked++;
                    }
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
            return masked;
        }
    }

    /** The fields of one document as the mask leaves them. */
    static List<String> masked(String id, List<String> columns, List<String> values, LabelMask mask) {
        int bodyAt = columns.indexOf("body_markdown");
        int pathAt = columns.indexOf("heading_path");
        List<String> path = pathAt < 0 ? List.of() : headingPath(values.get(pathAt));
        ChunkableText seen = mask.apply(new ChunkableText(id, bodyAt < 0 || values.get(bodyAt) == null ? ""
                : values.get(bodyAt), path, "", List.of()));
        List<String> out = new ArrayList<>(values);
        if (bodyAt >= 0) {
            out.set(bodyAt, seen.text());
        }
        if (pathAt >= 0) {
            out.set(pathAt, JSON.writeValueAsString(seen.headingPath()));
        }
        if (mask.hidesTitle()) {
            for (String name : NAME_FIELDS) {
                int at = columns.indexOf(name);
                if (at >= 0) {
                    out.set(at, "");
                }
            }
        }
        return out;
    }

    private static List<String> headingPath(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        try {
            return JSON.readValue(json, new TypeReference<List<String>>() { });
        } catch (JacksonException e) {
            throw new IllegalStateException("heading_path is not a JSON array of strings: " + json, e);
        }
    }

    private static void bind(PreparedStatement ps, long rowid, List<String> values) throws SQLException {
        ps.setLong(1, rowid);
        for (int i = 0; i < values.size(); i++) {
            ps.setString(2 + i, values.get(i));
        }
    }

    private static List<String> columns(Connection c, String table) throws SQLException {
        return Rows.on(c).sql("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid").query(String.class)
                .list();
    }
}
