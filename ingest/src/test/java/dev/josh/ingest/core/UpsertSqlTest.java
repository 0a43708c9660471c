package dev.josh.ingest.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UpsertSqlTest {

    @TempDir
    Path dir;

    @Test
    void insertsThenUpdatesEveryColumnButTheKey() throws Exception {
        String sql = UpsertSql.of("t", "id", "id", "a", "b");
        assertThat(sql).isEqualTo("INSERT INTO t (id, a, b) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                + "a = excluded.a, b = excluded.b");
        try (Connection c = JoshDatabase.readWrite(dir.resolve("x.db")).getConnection();
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id TEXT PRIMARY KEY, a TEXT, b INTEGER)");
            for (Object[] row : new Object[][] {{"k", "first", 1}, {"k", "second", 2}}) {
                try (PreparedStatement ps = c.prepareStatement(sql)) {
                    ps.setObject(1, row[0]);
                    ps.setObject(2, row[1]);
                    ps.setObject(3, row[2]);
                    ps.executeUpdate();
                }
            }
            try (ResultSet rs = st.executeQuery("SELECT count(*), max(a), max(b) FROM t")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(1);
                assertThat(rs.getString(2)).isEqualTo("second");
                assertThat(rs.getInt(3)).isEqualTo(2);
            }
        }
    }

    @Test
    void theKeyMustBeAColumn() {
        assertThatThrownBy(() -> UpsertSql.of("t", "id", "a", "b")).isInstanceOf(IllegalArgumentException.class);
    }
}
