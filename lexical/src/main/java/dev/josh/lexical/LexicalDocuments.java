package dev.josh.lexical;

import dev.josh.db.RankedFtsTable;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.Term;
import org.apache.lucene.util.BytesRef;

/**
 * The rows of one ranked FTS5 table as Lucene documents: what FTS5 indexes of each row (its
 * columns, read from the table's external content), with the row id, the record's public id and
 * day. One instance per indexing thread: the analyzer's streams are reused per column.
 */
final class LexicalDocuments implements AutoCloseable {

    private final RankedFtsTable table;
    private final String select;
    private final int[] weights;
    private final Fts5Analyzer analyzer = new Fts5Analyzer();

    LexicalDocuments(RankedFtsTable table) {
        this.table = table;
        this.select = select(table);
        this.weights = table.columns().stream().mapToInt(ColumnWeights::of).toArray();
    }

    /**
     * rowid, record id, published_at, then the FTS columns, from the content table (and its record);
     * every record table of a ranked FTS5 table has {@code published_at} (the date filters read it).
     */
    private static String select(RankedFtsTable table) {
        String alias = table.chunkRows() ? "c." : "r.";
        String columns = String.join(", ", table.columns().stream().map(c -> alias + c).toList());
        return table.chunkRows()
                ? "SELECT c." + table.contentRowid() + ", c.document_id, r.published_at, " + columns + " FROM "
                + table.contentTable() + " c JOIN " + table.recordTable() + " r ON r.id = c.document_id"
                : "SELECT r." + table.contentRowid() + ", r.id, r.published_at, " + columns + " FROM "
                + table.contentTable() + " r";
    }

    /** Every row, in row id order (the order FTS5 breaks ties in). */
    String all() {
        return select + " ORDER BY 1";
    }

    /** The row with one row id. */
    String one() {
        return select + " WHERE " + (table.chunkRows() ? "c." : "r.") + table.contentRowid() + " = ?";
    }

    /** The term that names a row, to replace or delete it by. */
    static Term rowTerm(long rowid) {
        return new Term(LexicalIndexLayout.ROWID, Long.toString(rowid));
    }

    /** The current result row of a {@link #all} or {@link #one} query as a document. */
    Document document(ResultSet rs) throws SQLException {
        long rowid = rs.getLong(1);
        String id = rs.getString(2);
        Document doc = new Document();
        doc.add(new StringField(LexicalIndexLayout.ROWID, Long.toString(rowid), Field.Store.NO));
        doc.add(new NumericDocValuesField(LexicalIndexLayout.ROWID, rowid));
        doc.add(new StringField(LexicalIndexLayout.DOCUMENT, id, Field.Store.NO));
        doc.add(new SortedDocValuesField(LexicalIndexLayout.DOCUMENT, new BytesRef(id)));
        Integer day = LexicalIndexLayout.day(rs.getString(3));
        if (day != null) {
            doc.add(new IntField(LexicalIndexLayout.DAY, day, Field.Store.NO));
        }
        List<String> columns = table.columns();
        for (int i = 0; i < columns.size(); i++) {
            String text = rs.getString(4 + i);
            if (text != null && !text.isEmpty()) {
                doc.add(new TextField(LexicalIndexLayout.TEXT,
                        new ColumnWeightFilter(analyzer.tokenStream(columns.get(i), text), weights[i])));
            }
        }
        return doc;
    }

    @Override
    public void close() {
        analyzer.close();
    }
}
