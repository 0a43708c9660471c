package dev.josh.server.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class RecordFieldsTest {

    private final RecordFields fields = new RecordFields(JsonMapper.builder().build());

    /** Issue 32: a bill's text versions showed REST's instants ("2022-12-30T16:02:24Z") to people. */
    @Test
    void aMomentReadsAsADateAndATimeInUtcNotAsIso8601() {
        RecordFields.Field versions = fields.of("text_versions", List.of(
                Map.of("version_code", "enr", "date", "2022-12-30T16:02:24Z"),
                Map.of("version_code", "ih", "date", "2022-03-01T09:30:00-05:00")));

        assertThat(versions.kind()).isEqualTo(RecordFields.Kind.TABLE);
        assertThat(versions.table().rows()).extracting(row -> row.get(versions.table().columns().indexOf("Date")).text())
                .containsExactly("2022-12-30 16:02 UTC", "2022-03-01 14:30 UTC");
        assertThat(fields.of("updated_at", "2026-11-27T09:42:23Z").text()).isEqualTo("2026-11-27 09:42 UTC");
        assertThat(fields.of("introduced_date", "2021-06-04").text()).as("a date alone stays as it is")
                .isEqualTo("2021-06-04");
    }
}
