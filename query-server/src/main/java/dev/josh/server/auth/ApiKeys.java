package dev.josh.server.auth;

import dev.josh.contracts.keys.ApiKeyTokens;
import dev.josh.server.records.Rows;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
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

    private static final RowMapper<Key> KEY = Rows.mapper(Key.class);

    private final JdbcClient jdbc;

    public ApiKeys(DataSource dataSource) {
        this.jdbc = JdbcClient.create(dataSource);
    }

    public Optional<Key> find(String token) {
        if (token == null || token.isBlank() || token.length() > 200) {
            return Optional.empty();
        }
        try {
            return jdbc.sql("SELECT key_id, rate_per_minute FROM api_keys WHERE key_sha256 = ? AND revoked_at IS NULL")
                    .param(ApiKeyTokens.sha256(token.strip())).query(KEY).optional();
        } catch (DataAccessException e) {
            if (String.valueOf(e.getMostSpecificCause().getMessage()).contains("no such table")) {
                return Optional.empty(); // a database from before keys existed holds none
            }
            throw new IllegalStateException("reading api_keys failed: " + e.getMessage(), e);
        }
    }
}
