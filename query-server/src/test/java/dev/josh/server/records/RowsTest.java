package dev.josh.server.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;

class RowsTest {

    record Effect(String measure, Long amountUsd) {
    }

    @Test
    void aJsonArrayOfObjectsIsReadAsRecordsByTheirSnakeCaseKeys() {
        assertThat(Rows.records("""
                [{"measure": "direct spending", "amount_usd": 1200000000, "statement": "not a component"},
                 {"measure": "revenues", "amount_usd": null}]""", Effect.class))
                .containsExactly(new Effect("direct spending", 1_200_000_000L), new Effect("revenues", null));
        assertThat(Rows.records(null, Effect.class)).isEmpty();
        assertThat(Rows.records(" ", Effect.class)).isEmpty();
        assertThatThrownBy(() -> Rows.records("not json", Effect.class)).isInstanceOf(JacksonException.class);
    }

    @Test
    void aJsonObjectOfOneValueTypeKeepsItsOrder() {
        assertThat(Rows.map("{\"118\": 3, \"117\": 12, \"119\": 1}", Integer.class))
                .containsExactly(java.util.Map.entry("118", 3), java.util.Map.entry("117", 12),
                        java.util.Map.entry("119", 1));
        assertThat(Rows.map("", Integer.class)).isEmpty();
        assertThat(List.copyOf(Rows.map("{\"a\": 1}", Integer.class).values())).containsExactly(1);
    }
}
