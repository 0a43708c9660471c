package dev.josh.server.sources.lda;

import dev.josh.contracts.id.IdType;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.NameResolver;
import dev.josh.server.records.NameScorer;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.RowCallbackHandler;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Service;

/**
 * Entity resolution for lobbying filings: a registrant's or client's noisy name ("Chernikof and
 * Co") to the Senate's id and the filings that name it, ranked by {@link NameScorer} like the
 * legislator and committee resolvers.
 */
@Service
public class LobbyingNames {

    /** Which party to a filing a name is looked up as. */
    public enum Kind {
        REGISTRANT("registrant_id", "registrant_name", "registrant_description", "NULL", "registrant_country"),
        CLIENT("client_id", "client_name", "client_description", "client_state", "client_country");

        private final String idColumn;
        private final String nameColumn;
        private final String descriptionColumn;
        private final String stateColumn;
        private final String countryColumn;

        Kind(String idColumn, String nameColumn, String descriptionColumn, String stateColumn, String countryColumn) {
            this.idColumn = idColumn;
            this.nameColumn = nameColumn;
            this.descriptionColumn = descriptionColumn;
            this.stateColumn = stateColumn;
            this.countryColumn = countryColumn;
        }

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Duration budget;

    public LobbyingNames(DataSource dataSource, Coverage coverage,
                         @Value("${josh.lists.time-budget:5s}") Duration budget) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.budget = budget;
    }

    /**
     * Registrants or clients whose names match, best first; each distinct name a filing gives an id
     * is scored, and an id keeps its best-scoring name's score.
     */
    public LobbyingEntities named(Kind kind, String query, int limit) {
        List<String> words = NameResolver.nameWords(query);
        NameResolver.checkNameLimit(limit);
        coverage.covered(IdType.LDA_FILING.resource());
        record Candidate(String id, double score, int filings, Integer firstYear, Integer lastYear) {
        }
        Map<String, Candidate> best = new HashMap<>();
        Deadline deadline = Deadline.after(budget);
        String names = "SELECT " + kind.idColumn + " AS id, " + kind.nameColumn + " AS name, count(*) AS filings, "
                + "min(year) AS first_year, max(year) AS last_year "
                + "FROM lda_filings WHERE " + kind.idColumn + " IS NOT NULL GROUP BY 1, 2";
        RowMapper<NameRow> row = Rows.mapper(NameRow.class);
        try (Connection conn = dataSource.getConnection()) {
            // Row by row: every distinct name a filing gives is scored, and only the matching ones are kept.
            TimedJdbcTemplate.client(conn, deadline).sql(names).query((RowCallbackHandler) rs -> {
                NameRow r = row.mapRow(rs, 0);
                double score = NameScorer.score(words, NameScorer.words(r.name()));
                if (score == 0) {
                    return;
                }
                Candidate seen = best.get(r.id());
                int filings = r.filings() + (seen == null ? 0 : seen.filings());
                Integer first = min(r.firstYear(), seen == null ? null : seen.firstYear());
                Integer last = max(r.lastYear(), seen == null ? null : seen.lastYear());
                best.put(r.id(), new Candidate(r.id(), Math.max(score, seen == null ? 0 : seen.score()), filings,
                        first, last));
            });
            List<Candidate> ranked = best.values().stream()
                    .sorted(Comparator.comparingDouble(Candidate::score).reversed()
                            .thenComparing(Comparator.comparingInt(Candidate::filings).reversed())
                            .thenComparing(Candidate::id))
                    .limit(limit).toList();
            List<LobbyingEntities.Match> out = new ArrayList<>();
            for (Candidate c : ranked) {
                deadline.check();
                LatestRow latest = ConnectionClient.on(conn).sql("SELECT id, " + kind.nameColumn + " AS name, "
                        + kind.descriptionColumn + " AS description, " + kind.stateColumn + " AS state, "
                        + kind.countryColumn + " AS country, source_url, published_at, citation_string "
                        + "FROM lda_filings WHERE " + kind.idColumn + " = ? ORDER BY received_at DESC, id DESC LIMIT 1")
                        .param(c.id()).query(Rows.mapper(LatestRow.class)).single();
                out.add(new LobbyingEntities.Match(c.id(), latest.name(), c.score(), c.filings(), c.firstYear(),
                        c.lastYear(), latest.description(), latest.state(), latest.country(), latest.id(),
                        "/v1/lda-filings?" + kind.idColumn + "=" + c.id(), latest.citation()));
            }
            return new LobbyingEntities(query, kind.label(), out.size(), out);
        } catch (SQLException | DataAccessException e) {
            throw Rows.failure(kind.label() + "s named " + query, e);
        }
    }

    /** A name a filing gives the registrant or client, with that name's filings and years. */
    private record NameRow(String id, String name, int filings, Integer firstYear, Integer lastYear) {
    }

    /** The registrant or client as its latest filing describes it ({@code id}: that filing). */
    private record LatestRow(String id, String name, String description, String state, String country,
                             String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    private static Integer min(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.min(a, b);
    }

    private static Integer max(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.max(a, b);
    }
}
