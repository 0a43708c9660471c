package dev.josh.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class QueryMixTest {

    @Test
    void readsFlowsPathsAndPlainTextParameters() {
        QueryMix mix = QueryMix.parse(List.of(
                "# comment",
                "",
                "id-lookup   /v1/us-code/usc:17:102",
                "lexical     /v1/search?mode=lexical&q=the Secretary shall & since=2015",
                "lexical     /v1/search?mode=lexical&q=\"17 U.S.C. 102\""), "test");
        assertThat(mix.flows()).containsExactly("id-lookup", "lexical");
        assertThat(mix.requests()).hasSize(3);
        assertThat(mix.requests().get(0).uri()).isEqualTo("/v1/us-code/usc:17:102");
        QueryMix.Request r = mix.requests().get(1);
        assertThat(r.parameter("q")).isEqualTo("the Secretary shall");
        assertThat(r.parameter("since")).isEqualTo("2015");
        assertThat(r.uri()).isEqualTo("/v1/search?mode=lexical&q=the+Secretary+shall&since=2015");
        assertThat(mix.requests().get(2).uri()).isEqualTo("/v1/search?mode=lexical&q=%2217+U.S.C.+102%22");
    }

    @Test
    void saysWhichLineIsWrong() {
        assertThatThrownBy(() -> QueryMix.parse(List.of("flow-only"), "mix.txt"))
                .hasMessageContaining("mix.txt:1").hasMessageContaining("<flow> <path>");
        assertThatThrownBy(() -> QueryMix.parse(List.of("# x", "Lexical /v1/search"), "mix.txt"))
                .hasMessageContaining("mix.txt:2");
        assertThatThrownBy(() -> QueryMix.parse(List.of("a v1/search"), "m")).hasMessageContaining("start with '/'");
        assertThatThrownBy(() -> QueryMix.parse(List.of("a /v1/search?q"), "m")).hasMessageContaining("name=value");
        assertThatThrownBy(() -> QueryMix.parse(List.of("a /v1/search?q=1&q=2"), "m")).hasMessageContaining("twice");
        assertThatThrownBy(() -> QueryMix.parse(List.of("# only comments"), "m")).hasMessageContaining("no requests");
    }

    @Test
    void theCommittedMixCoversEveryFlowTheIssueAsksFor() {
        QueryMix mix = QueryMix.loadDefault();
        assertThat(mix.flows()).contains("id-lookup", "join", "lexical-rare", "lexical-common", "lexical-filtered",
                "semantic", "semantic-filtered", "hybrid", "hybrid-filtered", "hybrid-descriptive", "context-bill",
                "context-other");
        assertThat(mix.requests()).filteredOn(r -> r.flow().endsWith("-filtered"))
                .allSatisfy(r -> assertThat(r.parameters().keySet()).containsAnyOf("since", "until", "source"))
                .anySatisfy(r -> assertThat(r.parameters()).containsKey("since"))
                .anySatisfy(r -> assertThat(r.parameters()).containsKey("until"))
                .anySatisfy(r -> assertThat(r.parameters()).containsKey("source"));
    }
}
