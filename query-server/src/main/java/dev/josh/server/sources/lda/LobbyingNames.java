package dev.josh.server.sources.lda;

import dev.josh.contracts.id.IdType;
import dev.josh.server.db.Deadline;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.NameResolver;
import dev.josh.server.records.NameScorer;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
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
        String names = "SELECT " + kind.idColumn + ", " + kind.nameColumn + ", count(*), min(year), max(year) "
                + "FROM lda_filings WHERE " + kind.idColumn + " IS NOT NULL GROUP BY 1, 2";
        try (Connection conn = dataSource.getConnection()) {
            try (PreparedStatement ps = conn.prepareStatement(names); Deadline.Guard ignored = deadline.guard(ps);
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    double score = NameScorer.score(words, NameScorer.words(rs.getString(2)));
                    if (score == 0) {
                        continue;
                    }
                    String id = rs.getString(1);
                    Candidate seen = best.get(id);
                    int filings = rs.getInt(3) + (seen == null ? 0 : seen.filings());
                    Integer first = min(Rows.integer(rs, 4), seen == null ? null : seen.firstYear());
                    Integer last = max(Rows.integer(rs, 5), seen == null ? null : seen.lastYear());
                    best.put(id, new Candidate(id, Math.max(score, seen == null ? 0 : seen.score()), filings, first, last));
                }
            }
            List<Candidate> ranked = best.values().stream()
                    .sorted(Comparator.comparingDouble(Candidate::score).reversed()
                            .thenComparing(Comparator.comparingInt(Candidate::filings).reversed())
                            .thenComparing(Candidate::id))
                    .limit(limit).toList();
            List<LobbyingEntities.Match> out = new ArrayList<>();
            for (Candidate c : ranked) {
                deadline.check();
                try (PreparedStatement ps = conn.prepareStatement("SELECT id, " + kind.nameColumn + ", "
                        + kind.descriptionColumn + ", " + kind.stateColumn + ", " + kind.countryColumn
                        + ", source_url, published_at, citation_string FROM lda_filings WHERE " + kind.idColumn
                        + " = ? ORDER BY received_at DESC, id DESC LIMIT 1")) {
                    ps.setString(1, c.id());
                    try (ResultSet rs = ps.executeQuery()) {
                        rs.next();
                        out.add(new LobbyingEntities.Match(c.id(), rs.getString(2), c.score(), c.filings(), c.firstYear(),
                                c.lastYear(), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(1),
                                "/v1/lda-filings?" + kind.idColumn + "=" + c.id(), Rows.citation(rs)));
                    }
                }
            }
            return new LobbyingEntities(query, kind.label(), out.size(), out);
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw Rows.failure(kind.label() + "s named " + query, e);
        }
    }

    private static Integer min(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.min(a, b);
    }

    private static Integer max(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.max(a, b);
    }
}
