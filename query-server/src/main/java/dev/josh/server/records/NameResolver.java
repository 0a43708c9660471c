package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * Noisy names to registry records (legislators, committees, lobbying registrants and clients):
 * every candidate row scored by {@link NameScorer}, the best kept. The sources say which rows are
 * candidates and how a row reads as a name.
 */
@Component
public class NameResolver {

    public static final int MAX_NAME_MATCHES = 50;

    private final DataSource dataSource;

    public NameResolver(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Scores every candidate row (registry tables are thousands of rows, not millions) and keeps the
     * best {@code limit}: score, then current before former, then full committee before subcommittee
     * (shorter id), then name.
     */
    public NameMatches resolve(String source, String query, List<String> words, String sql, List<Object> params,
                                int limit, RowMapper<NameMatches.Match> scorer) {
        checkNameLimit(limit);
        List<NameMatches.Match> matches = new ArrayList<>();
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            for (int i = 0; i < params.size(); i++) {
                ps.setObject(i + 1, params.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    NameMatches.Match m = scorer.mapRow(rs, 0);
                    if (m != null) {
                        matches.add(m);
                    }
                }
            }
        } catch (SQLException e) {
            throw Rows.failure(source + " named " + query, e);
        }
        matches.sort(java.util.Comparator.comparingDouble(NameMatches.Match::score).reversed()
                .thenComparing(NameMatches.Match::isCurrent, java.util.Comparator.reverseOrder())
                .thenComparingInt(m -> m.id().length())
                .thenComparing(NameMatches.Match::name));
        List<NameMatches.Match> top = List.copyOf(matches.subList(0, Math.min(limit, matches.size())));
        return new NameMatches(query, source, top.size(), top);
    }

    public static List<String> nonNull(String... values) {
        return Arrays.stream(values).filter(java.util.Objects::nonNull).toList();
    }

    public static void checkNameLimit(int limit) {
        if (limit < 1 || limit > MAX_NAME_MATCHES) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "limit must be between 1 and " + MAX_NAME_MATCHES
                    + ", got " + limit, ApiException.newHint().put("parameter", "limit").build());
        }
    }

    /** The query's words as {@link NameScorer} compares them (folded), at most eight. */
    public static List<String> nameWords(String query) {
        List<String> words = NameScorer.queryWords(query).stream().limit(8).toList();
        if (words.isEmpty()) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the name to look up is missing or empty",
                    ApiException.newHint().put("parameter", "q").put("example", "/v1/legislators?q=markey").build());
        }
        return words;
    }
}
