package dev.josh.server.page;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The Markdown the sources hold, as the page's HTML: rendered, indented, and never a way in for markup. */
class MarkdownTest {

    @Test
    void aStatutesLabelledParagraphsAreIndentedByTheirLevelAndItsHeadingsSitBelowThePages() {
        String html = Markdown.html("""
                # § 1201. Circumvention

                ## (a) Violations

                **(1)** No person shall

                **(A)** circumvent

                **(i)** the availability

                **(I)** in general

                **(B)** the prohibition

                **(b)** Additional violations
                """, 1);
        assertThat(html).contains("<h2>§ 1201. Circumvention</h2>", "<h3>(a) Violations</h3>",
                "<p class=\"level-2\"><strong>(1)</strong> No person shall</p>",
                "<p class=\"level-3\"><strong>(A)</strong> circumvent</p>",
                "<p class=\"level-4\"><strong>(i)</strong> the availability</p>",
                "<p class=\"level-5\"><strong>(I)</strong> in general</p>",
                "<p class=\"level-3\"><strong>(B)</strong>",
                "<p class=\"level-1\"><strong>(b)</strong>");
        // The eCFR writes its labels plain; a parenthesis that is not a label is no paragraph of a level.
        assertThat(Markdown.html("(a) Participant support costs.\n\n(1) Rebates\n\n(Pub. L. 94-553)", 1))
                .contains("<p class=\"level-1\">(a) Participant", "<p class=\"level-2\">(1) Rebates", "<p>(Pub. L.");
        // Below (h) a lone "(i)" is the next letter, not a numeral.
        assertThat(Markdown.html("**(h)** eighth\n\n**(i)** ninth", 1)).contains("<p class=\"level-1\"><strong>(i)</strong>");
    }

    @Test
    void htmlAndScriptAddressesInARecordAreEscapedNotPassedThrough() {
        String html = Markdown.html("""
                <script>alert(1)</script>

                A <b onclick="x()">bold</b> [link](javascript:alert(1)) and [a law](https://www.govinfo.gov/a?b=1&c=2).
                """, 1);
        assertThat(html).doesNotContain("<script", "<b ", "javascript:")
                .contains("&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;",
                        "<a rel=\"nofollow\" href=\"https://www.govinfo.gov/a?b=1&amp;c=2\">a law</a>");
    }

    @Test
    void aPassageKeepsTheSearchsMarksAndLosesTheMarkupItsCutBroke() {
        String html = Markdown.passage("…title. ## (c) Other Rights **(1)** Nothing shall affect <mark>fair</mark> "
                + "<mark>use</mark> <script>x</script> and **(v");
        assertThat(html).contains("<strong>(1)</strong>", "<mark>fair</mark> <mark>use</mark>", "&lt;script&gt;")
                .doesNotContain("##", "**", "<script");
        // A mark around emphasis is closed and reopened around it: the HTML stays well nested.
        assertThat(Markdown.passage("<mark>**fair**</mark> use")).contains("<strong><mark>fair</mark></strong>")
                .doesNotContain("\uE000", "\uE001");
    }
}
