package dev.josh.contracts.cite;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Section numbers with a hyphen: a range rises, a hyphenated section does not. */
class SectionRangeTest {

    @Test
    void aRisingRangeIsItsTwoEnds() {
        assertThat(SectionRange.ends("551-558")).containsExactly("551", "558");
        assertThat(SectionRange.ends("551–558")).containsExactly("551", "558");
        assertThat(SectionRange.ends("1070-1099d")).containsExactly("1070", "1099d");
        assertThat(SectionRange.ends("470-470t")).containsExactly("470", "470t");
        assertThat(SectionRange.ends("1396–1396w–5")).containsExactly("1396", "1396w-5");
        assertThat(SectionRange.ends("1320a-1320b")).containsExactly("1320a", "1320b");
    }

    @Test
    void aHyphenatedSectionIsOneSection() {
        assertThat(SectionRange.ends("1320a-7b")).containsExactly("1320a-7b");
        assertThat(SectionRange.ends("469a-1")).containsExactly("469a-1");
        assertThat(SectionRange.ends("1a-8")).containsExactly("1a-8");
        assertThat(SectionRange.ends("1a-1")).containsExactly("1a-1");
        assertThat(SectionRange.ends("470-1")).containsExactly("470-1");
        assertThat(SectionRange.ends("1078-3")).containsExactly("1078-3");
        assertThat(SectionRange.ends("1395w-101")).containsExactly("1395w-101");
        assertThat(SectionRange.ends("1983")).containsExactly("1983");
        assertThat(SectionRange.ends("1983(a)(1)")).containsExactly("1983(a)(1)");
    }
}
