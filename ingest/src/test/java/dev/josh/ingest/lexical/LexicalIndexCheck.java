package dev.josh.ingest.lexical;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import dev.josh.db.RankedFtsTable;
import dev.josh.db.RankedFtsTables;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.lexical.LexicalSearcher;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.apache.lucene.search.MatchAllDocsQuery;

/**
 * What the server would do with a database's lexical indexes, checked as it does it
 * ({@link LexicalIndexes#acquire}): per ranked table, whether an index is served and, if so, whether
 * its rows are exactly the table's (the row ids in the index against the content table's key).
 */
public final class LexicalIndexCheck {

    private LexicalIndexCheck() {
    }

    /** Per ranked table: the row ids of the index the server would serve, or empty when it would serve none. */
    public static Map<String, Optional<Set<Long>>> served(Path db) throws SQLException, java.io.IOException {
        Map<String, Optional<Set<Long>>> served = new TreeMap<>();
        try (LexicalIndexes indexes = new LexicalIndexes(db);
             Connection c = JoshDatabase.readOnly(db).getConnection()) {
            for (RankedFtsTable table : RankedFtsTables.discover(c)) {
                Optional<LexicalIndexes.Lease> lease = indexes.acquire(c, table.name());
                if (lease.isEmpty()) {
                    served.put(table.name(), Optional.empty());
                    continue;
                }
                try (LexicalIndexes.Lease l = lease.get()) {
                    LexicalSearcher searcher = l.searcher();
                    Set<Long> rows = new HashSet<>();
                    searcher.search(new MatchAllDocsQuery(), null, null, null, (int) searcher.rows() + 1)
                            .forEach(hit -> rows.add(hit.rowid()));
                    served.put(table.name(), Optional.of(rows));
                }
            }
        }
        return served;
    }

    /** Per ranked table, the row ids it holds (its content table's key column). */
    public static Map<String, Set<Long>> databaseRows(Path db) throws SQLException {
        Map<String, Set<Long>> rows = new TreeMap<>();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            for (RankedFtsTable table : RankedFtsTables.discover(c)) {
                Set<Long> ids = new HashSet<>();
                try (Statement st = c.createStatement();
                     ResultSet rs = st.executeQuery("SELECT " + table.contentRowid() + " FROM " + table.contentTable())) {
                    while (rs.next()) {
                        ids.add(rs.getLong(1));
                    }
                }
                rows.put(table.name(), ids);
            }
        }
        return rows;
    }

    /**
     * Every index the server would serve holds exactly its table's rows (an index may be unserved);
     * returns the tables that are served.
     */
    public static Set<String> assertServedOnlyWithTheDatabaseRows(Path db) throws Exception {
        Map<String, Set<Long>> rows = databaseRows(db);
        Map<String, Optional<Set<Long>>> served = served(db);
        assertThat(served.keySet()).isEqualTo(rows.keySet());
        Set<String> servedTables = new HashSet<>();
        served.forEach((table, index) -> index.ifPresent(ids -> {
            assertThat(ids).as("rows of the served index of %s", table).isEqualTo(rows.get(table));
            servedTables.add(table);
        }));
        return servedTables;
    }

    /** Every ranked table's index is served and holds exactly the table's rows, and some table has rows. */
    public static void assertEveryTableServedWithTheDatabaseRows(Path db) throws Exception {
        Map<String, Set<Long>> rows = databaseRows(db);
        assertThat(rows.values()).as("a database with rows to index").anyMatch(ids -> !ids.isEmpty());
        assertThat(assertServedOnlyWithTheDatabaseRows(db)).as("tables whose index is served")
                .isEqualTo(rows.keySet());
    }
}
