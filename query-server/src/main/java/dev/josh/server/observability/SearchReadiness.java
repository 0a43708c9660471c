package dev.josh.server.observability;

import dev.josh.server.search.SearchService;
import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.util.List;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

/**
 * The {@code search} member of the readiness group ({@code /readyz}): down until the start-up
 * warm-up ({@link SearchService#warmUp}) has loaded the query encoder of the active model and read
 * the rows of every semantic index, so an orchestrator sends no query that would wait seconds for
 * them. An index whose vectors arrive after start (an {@code embed} still running) counts too: asking
 * starts the reading of its rows ({@code SemanticSearch#rowsPending}), so the wait ends. A failed
 * encoder also ends the wait: lexical search serves, and semantic requests answer 503 with the
 * reason, which waiting would not change. It also waits for the first cells of every index large
 * enough to have them ({@link SemanticIndexes#cellsPending}): without them each semantic query scans
 * every code, several times slower at millions of vectors.
 *
 * <p>Once up it stays up: a later model switch is prepared in the background while the old model
 * serves ({@link SemanticIndexes}), and taking every replica out of rotation at once for it would be
 * an outage.
 */
@Component
public class SearchReadiness implements HealthIndicator {

    private final SearchService search;
    private final SemanticIndexes indexes;
    private final QueryEncoders encoders;
    private volatile boolean ready;

    public SearchReadiness(SearchService search, SemanticIndexes indexes, QueryEncoders encoders) {
        this.search = search;
        this.indexes = indexes;
        this.encoders = encoders;
    }

    @Override
    public Health health() {
        if (ready) {
            return Health.up().build();
        }
        ActiveModel model = indexes.activeModel().orElse(null);
        String encoder = model == null ? "no active model" : encoders.state(model);
        List<String> pending = search.indexRowsPending();
        List<String> cellsPending = indexes.cellsPending();
        if ("loading".equals(encoder) || !pending.isEmpty() || !cellsPending.isEmpty()) {
            return Health.outOfService().withDetail("query_encoder", encoder)
                    .withDetail("index_rows_pending", pending).withDetail("index_cells_pending", cellsPending).build();
        }
        ready = true;
        return Health.up().build();
    }
}
