package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.MapPropertySource;

class SearchPropertiesTest {

    @EnableConfigurationProperties({FusionSettings.class, VectorScanSettings.class, LexicalSettings.class,
            ScoringSettings.class, PageSettings.class, AdmissionSettings.class})
    @Import(SearchProperties.Bound.class)
    static class Groups {
    }

    /** The settings Spring Boot binds from {@code properties}, as the server's context does. */
    private static SearchProperties bound(Map<String, Object> properties) {
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
            context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", properties));
            context.register(Groups.class);
            context.refresh();
            return context.getBean(SearchProperties.class);
        }
    }

    @Test
    void eachGroupBindsItsFlatKeysUnderJoshSearch() {
        SearchProperties p = bound(Map.ofEntries(Map.entry("josh.search.rrf-k", "30"),
                Map.entry("josh.search.partial-match-weight", "1"), Map.entry("josh.search.oversample", "8"),
                Map.entry("josh.search.scored-rows", "500"), Map.entry("josh.search.lexical-lanes", "4"),
                Map.entry("josh.search.rank-documents", "true"), Map.entry("josh.search.field-weights.title", "3"),
                Map.entry("josh.search.descriptive.min-words", "4"), Map.entry("josh.search.max-limit", "50"),
                Map.entry("josh.search.time-budget", "2s"), Map.entry("josh.search.concurrent-searches", "3")));
        assertThat(p.fusion()).isEqualTo(new FusionSettings(30, 1, 1, 1));
        assertThat(p.vectorScan()).isEqualTo(new VectorScanSettings(8, 100, 4000, Integer.MAX_VALUE, 16));
        assertThat(p.lexical()).isEqualTo(new LexicalSettings(500, 200, 5000, 4));
        assertThat(p.scoring().rankDocuments()).isTrue();
        assertThat(p.scoring().fieldWeights()).containsExactlyEntriesOf(Map.of("title", 3.0));
        assertThat(p.scoring().descriptive()).isEqualTo(new ScoringSettings.Descriptive(4, false, 0.75));
        assertThat(p.pages()).isEqualTo(new PageSettings(10, 50, 1000, 1000, 3));
        assertThat(p.admission()).isEqualTo(new AdmissionSettings(3, Duration.ofSeconds(2)));
    }

    @Test
    void theDefaultsAreWhatNothingConfiguredBinds() {
        assertThat(bound(Map.of())).isEqualTo(SearchProperties.defaults());
        SearchProperties shipped = SearchProperties.defaults();
        assertThat(shipped.fusion().rrfK()).isEqualTo(60);
        assertThat(shipped.vectorScan().oversample()).isEqualTo(16);
        assertThat(shipped.scoring().fieldWeights()).isEqualTo(ScoringSettings.DEFAULT_FIELD_WEIGHTS);
        assertThat(shipped.scoring().descriptive()).isEqualTo(ScoringSettings.Descriptive.DEFAULT);
        assertThat(shipped.admission().timeBudget()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void aBuilderReplacesOneGroupAndKeepsTheOthers() {
        SearchProperties shipped = SearchProperties.defaults();
        SearchProperties varied = shipped.toBuilder().fusion(shipped.fusion().withWeights(30, 2, 1)).build();
        assertThat(varied.fusion()).isEqualTo(new FusionSettings(30, 2, 1, 0.25));
        assertThat(varied).isEqualTo(new SearchProperties(varied.fusion(), shipped.vectorScan(), shipped.lexical(),
                shipped.scoring(), shipped.pages(), shipped.admission()));
    }
}
