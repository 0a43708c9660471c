package dev.josh.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {

    private final DurationConverter converter = new DurationConverter();

    @Test
    void readsWhatOperatorsWriteAndIso8601() {
        assertThat(converter.convert("500ms")).hasMillis(500);
        assertThat(converter.convert("30s")).hasSeconds(30);
        assertThat(converter.convert(" 2M ")).hasMinutes(2);
        assertThat(converter.convert("6h")).hasHours(6);
        assertThat(converter.convert("PT1M")).hasMinutes(1);
    }

    @Test
    void anythingElseSaysWhatToWrite() {
        assertThatThrownBy(() -> converter.convert("soon")).isInstanceOf(TypeConversionException.class)
                .hasMessageContaining("'soon' is not a duration").hasMessageContaining("90s");
        assertThatThrownBy(() -> converter.convert("3d")).isInstanceOf(TypeConversionException.class)
                .hasMessageContaining("use e.g. 500ms");
    }
}
