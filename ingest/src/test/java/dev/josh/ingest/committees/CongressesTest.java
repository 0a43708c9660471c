package dev.josh.ingest.committees;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.CitationFormats;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class CongressesTest {

    @Test
    void aCongressRunsFromJanuaryThirdOfAnOddYear() {
        assertThat(Congresses.at(LocalDate.of(2025, 1, 3))).isEqualTo(119);
        assertThat(Congresses.at(LocalDate.of(2026, 11, 22))).isEqualTo(119);
        assertThat(Congresses.at(LocalDate.of(2027, 1, 2))).isEqualTo(119);
        assertThat(Congresses.at(LocalDate.of(2027, 1, 3))).isEqualTo(120);
        assertThat(Congresses.at(LocalDate.of(2022, 1, 15))).isEqualTo(117);
        assertThat(Congresses.at(LocalDate.of(1789, 3, 4))).isEqualTo(1);
    }

    @Test
    void ordinals() {
        assertThat(CitationFormats.ordinal(119)).isEqualTo("119th");
        assertThat(CitationFormats.ordinal(101)).isEqualTo("101st");
        assertThat(CitationFormats.ordinal(102)).isEqualTo("102nd");
        assertThat(CitationFormats.ordinal(103)).isEqualTo("103rd");
        assertThat(CitationFormats.ordinal(111)).isEqualTo("111th");
        assertThat(CitationFormats.ordinal(112)).isEqualTo("112th");
        assertThat(CitationFormats.ordinal(113)).isEqualTo("113th");
    }
}
