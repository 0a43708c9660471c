package dev.josh.server.auth;

import dev.josh.contracts.keys.ApiKeyTokens;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * The keys in {@code api_keys}, looked up per request by the hash of the presented token, so a key
 * created or revoked by {@code josh keys} counts from the next request without a restart.
 */
@Service
public class ApiKeys {

    /** An active key: its public id and its rate. */
    public record Key(String keyId, int ratePerMinute) {
    }

    private final DataSource dataSource;

    public ApiKeys(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<Key> find(String token) {
        if (token == null || token.isBlank() || token.length() > 200) {
            return Optional.empty();
        }
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT key_id, rate_per_minute FROM api_keys WHERE key_sha256 = ? AND revoked_at IS NULL")) {
            ps.setString(1, ApiKeyTokens.sha256(token.strip()));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Key(rs.getString(1), rs.getInt(2))) : Optional.empty();
            }
        } catch (SQLException e) {
            if (String.valueOf(e.getMessage()).contains("no such table")) {
                return Optional.empty(); // a database from before keys existed holds none
            }
            throw new IllegalStateException("reading api_keys failed: " + e.getMessage(), e);
        }
    }
}
