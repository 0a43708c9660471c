package dev.josh.contracts.id;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(Congresses.ordinal(119)).isEqualTo("119th");
        assertThat(Congresses.ordinal(101)).isEqualTo("101st");
        assertThat(Congresses.ordinal(102)).isEqualTo("102nd");
        assertThat(Congresses.ordinal(103)).isEqualTo("103rd");
        assertThat(Congresses.ordinal(111)).isEqualTo("111th");
        assertThat(Congresses.ordinal(112)).isEqualTo("112th");
        assertThat(Congresses.ordinal(113)).isEqualTo("113th");
    }
}
