package dev.josh.server.citations;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Paragraph labels in the two ways the codes nest them. */
class ProvisionLabelsTest {

    private static String at(String text, String word) {
        return ProvisionLabels.at(text, text.indexOf(word));
    }

    @Test
    void theUsCodeNestsLettersNumbersCapitalsAndNumerals() {
        String text = """
                # § 1

                **(a)** In general.

                **(1)** first

                **(A)** big

                **(i)** small roman

                **(ii)** second roman

                **(2)** second

                **(h)** eighth

                **(i)** ninth letter
                """;
        assertThat(at(text, "In general")).isEqualTo("(a)");
        assertThat(at(text, "big")).isEqualTo("(a)(1)(A)");
        assertThat(at(text, "second roman")).isEqualTo("(a)(1)(A)(ii)");
        assertThat(at(text, "second\n")).isEqualTo("(a)(2)");
        assertThat(at(text, "ninth letter")).isEqualTo("(i)");
    }

    @Test
    void theCfrPutsNumeralsBeforeCapitalsAndOpensTwoLabelsOnALine() {
        String text = """
                # § 1108.2 Precedence.

                (a) General. Some portions

                (b) Examples. (1) Current portions

                (i) A Governmentwide regulation

                (2) To illustrate
                """;
        assertThat(at(text, "Current portions")).isEqualTo("(b)(1)");
        assertThat(at(text, "A Governmentwide")).isEqualTo("(b)(1)(i)");
        assertThat(at(text, "To illustrate")).isEqualTo("(b)(2)");
        assertThat(at(text, "Precedence")).isNull();
    }
}
