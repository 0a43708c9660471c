package dev.josh.ingest.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReusedStatementsTest {

    private static final String INSERT = "INSERT INTO t (id, a) VALUES (?, ?)";
    private static final String SELECT = "SELECT a FROM t WHERE id >= ? ORDER BY id";

    @TempDir
    Path dir;

    private JoshDatabase database;

    @BeforeEach
    void table() throws SQLException {
        database = JoshDatabase.readWrite(dir.resolve("x.db"));
        try (Connection c = database.getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT)");
        }
    }

    @Test
    void aClosedStatementIsHandedOutAgainForTheSameSql() throws SQLException {
        try (Connection c = ReusedStatements.on(database.getConnection())) {
            PreparedStatement first = c.prepareStatement(INSERT);
            PreparedStatement compiled = first.unwrap(PreparedStatement.class);
            first.setInt(1, 1);
            first.setString(2, "one");
            first.executeUpdate();
            first.close();
            try (PreparedStatement second = c.prepareStatement(INSERT)) {
                assertThat(second.unwrap(PreparedStatement.class)).isSameAs(compiled);
                second.setInt(1, 2);
                second.setString(2, "two");
                second.executeUpdate();
            }
            assertThat(values(c, 0)).isEqualTo("one,two");
        }
    }

    @Test
    void aQueryClosedBeforeItsLastRowHoldsNothingOnceGivenBack() throws SQLException {
        try (Connection c = ReusedStatements.on(database.getConnection())) {
            insert(c, 1, "one");
            insert(c, 2, "two");
            PreparedStatement existence = c.prepareStatement(SELECT);
            existence.setInt(1, 0);
            assertThat(existence.executeQuery().next()).isTrue();
            existence.close(); // its result set left open, one row read of two
            // SQLite refuses to drop a table a pending statement is still reading ("database table is locked").
            try (Statement st = c.createStatement()) {
                st.execute("DROP TABLE t");
            }
        }
    }

    @Test
    void aStatementStillOpenIsNotSharedWithASecondUserOfItsSql() throws SQLException {
        try (Connection c = ReusedStatements.on(database.getConnection())) {
            insert(c, 1, "one");
            insert(c, 2, "two");
            try (PreparedStatement outer = c.prepareStatement(SELECT)) {
                outer.setInt(1, 0);
                try (ResultSet rows = outer.executeQuery()) {
                    rows.next();
                    assertThat(values(c, 2)).isEqualTo("two"); // the same SQL while the outer query is open
                    assertThat(rows.getString(1)).isEqualTo("one");
                    assertThat(rows.next()).isTrue();
                    assertThat(rows.getString(1)).isEqualTo("two");
                }
            }
        }
    }

    @Test
    void aStatementComesBackWithoutTheParametersOrBatchOfItsLastUser() throws SQLException {
        try (Connection c = ReusedStatements.on(database.getConnection())) {
            try (PreparedStatement ps = c.prepareStatement(INSERT)) {
                ps.setInt(1, 1);
                ps.setString(2, "left over");
                ps.addBatch();
            }
            try (PreparedStatement ps = c.prepareStatement(INSERT)) {
                ps.setInt(1, 3);
                ps.setString(2, "three");
                ps.addBatch();
                assertThat(ps.executeBatch()).hasSize(1);
            }
            assertThat(values(c, 0)).isEqualTo("three");
        }
    }

    @Test
    void aClosedStatementCannotBeUsedAndIsGivenBackOnce() throws SQLException {
        try (Connection c = ReusedStatements.on(database.getConnection())) {
            PreparedStatement ps = c.prepareStatement(INSERT);
            ps.close();
            ps.close();
            assertThat(ps.isClosed()).isTrue();
            assertThatThrownBy(() -> ps.setInt(1, 1)).isInstanceOf(SQLException.class);
            try (PreparedStatement a = c.prepareStatement(INSERT); PreparedStatement b = c.prepareStatement(INSERT)) {
                assertThat(a.unwrap(PreparedStatement.class)).isNotSameAs(b.unwrap(PreparedStatement.class));
            }
        }
    }

    @Test
    void closingTheConnectionClosesTheKeptStatements() throws SQLException {
        Connection c = ReusedStatements.on(database.getConnection());
        PreparedStatement ps = c.prepareStatement(INSERT);
        PreparedStatement compiled = ps.unwrap(PreparedStatement.class);
        ps.close();
        assertThat(compiled.isClosed()).isFalse();
        c.close();
        assertThat(compiled.isClosed()).isTrue();
        assertThat(c.isClosed()).isTrue();
    }

    private static void insert(Connection c, int id, String a) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(INSERT)) {
            ps.setInt(1, id);
            ps.setString(2, a);
            ps.executeUpdate();
        }
    }

    private static String values(Connection c, int from) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (PreparedStatement ps = c.prepareStatement(SELECT)) {
            ps.setInt(1, from);
            try (ResultSet rows = ps.executeQuery()) {
                while (rows.next()) {
                    out.append(out.isEmpty() ? "" : ",").append(rows.getString(1));
                }
            }
        }
        return out.toString();
    }
}
