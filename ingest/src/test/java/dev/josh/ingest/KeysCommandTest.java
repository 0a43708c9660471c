package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.keys.ApiKeyTokens;
import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeysCommandTest {

    @TempDir
    Path tmp;

    @Test
    void createStoresOnlyTheHashListShowsItRevokeEndsIt() throws Exception {
        String db = tmp.resolve("josh.db").toString();
        CommandRun.Result created = CommandRun.cli("keys", "create", "--name", "newsroom", "--rate-per-minute", "30", "--db", db);
        assertThat(created.exit()).isZero();
        String token = created.out().strip();
        assertThat(token).matches("josh_[0-9a-f]{12}_[A-Za-z0-9_-]{32}");
        String keyId = token.substring(5, 17);

        try (Connection c = JoshDatabase.readOnly(Path.of(db)).getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT key_id, key_sha256, name, rate_per_minute FROM api_keys")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo(keyId);
            assertThat(rs.getString(2)).isEqualTo(ApiKeyTokens.sha256(token)).doesNotContain(token);
            assertThat(rs.getString(3)).isEqualTo("newsroom");
            assertThat(rs.getInt(4)).isEqualTo(30);
        }
        assertThat(CommandRun.cli("keys", "list", "--db", db).out()).contains(keyId, "newsroom");
        assertThat(CommandRun.cli("keys", "revoke", keyId, "--db", db).exit()).isZero();
        CommandRun.Result again = CommandRun.cli("keys", "revoke", keyId, "--db", db);
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("no active key");
        assertThat(CommandRun.cli("keys", "create", "--name", "x", "--rate-per-minute", "0", "--db", db).exit()).isEqualTo(2);
    }
}
