package dev.josh.server.observability;

import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.SemanticIndexes;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import java.util.List;
import java.util.function.ToLongFunction;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * {@code josh_index_records}, {@code josh_index_chunks} and {@code josh_index_vectors}, one series per
 * source: the counts {@link SourceRegistry} and {@link SemanticIndexes} already hold from their
 * periodic refresh, copied into gauges at the same interval. A scrape never counts rows in the
 * database, and a source that ingest adds appears on the next refresh.
 */
@Component
public class IndexSizeMetrics {

    private final SourceRegistry registry;
    private final SemanticIndexes indexes;
    private final MultiGauge records;
    private final MultiGauge chunks;
    private final MultiGauge vectors;

    public IndexSizeMetrics(SourceRegistry registry, SemanticIndexes indexes, MeterRegistry meters) {
        this.registry = registry;
        this.indexes = indexes;
        this.records = MultiGauge.builder("josh.index.records").description("records per source").register(meters);
        this.chunks = MultiGauge.builder("josh.index.chunks").description("chunks per body source").register(meters);
        this.vectors = MultiGauge.builder("josh.index.vectors")
                .description("vectors of the active model in the semantic index, per source").register(meters);
        update();
    }

    @Scheduled(fixedDelayString = "${josh.search.refresh-interval:5s}",
            initialDelayString = "${josh.search.refresh-interval:5s}")
    public void update() {
        List<SourceTables> sources = registry.all();
        set(records, sources, SourceTables::recordCount);
        set(chunks, sources.stream().filter(SourceTables::chunked).toList(), SourceTables::chunkCount);
        set(vectors, sources.stream().filter(SourceTables::semanticallySearchable).toList(),
                s -> indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0));
    }

    private static void set(MultiGauge gauge, List<SourceTables> sources, ToLongFunction<SourceTables> value) {
        // overwrite: the values are copies, and a source that disappeared loses its series
        gauge.register(sources.stream()
                .map(s -> MultiGauge.Row.of(Tags.of("source", s.name()), value.applyAsLong(s)))
                .toList(), true);
    }
}
