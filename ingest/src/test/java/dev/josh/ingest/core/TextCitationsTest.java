package dev.josh.ingest.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The citations of a body as links: read whole, from where the source's own text begins. */
class TextCitationsTest {

    private static final String BODY = """
            # H.R. 10 — An example

            **Became law:** Public Law 117-5

            ## Text: Introduced in House (IH)

            Hearings have been held since the 101st Congress.

            SEC. 2. The Example Act of 2019 (H.R. 31) is repealed. Section 4 of H.R. 77 applies.

            SEC. 3. As under H.R. 31, see 42 U.S.C. 1983.""";

    /** The body in chunks of 60 characters that overlap by 20, as the chunker cuts a long text. */
    private static List<TextChunk> chunks() {
        List<TextChunk> chunks = new ArrayList<>();
        for (int start = 0, ordinal = 0; start < BODY.length(); start += 40, ordinal++) {
            int end = Math.min(BODY.length(), start + 60);
            chunks.add(new TextChunk(ordinal, ordinal, start, end, 10, "H.R. 10 — An example › part " + ordinal, "a",
                    BODY.substring(start, end)));
        }
        return chunks;
    }

    private static List<String> links(int from, Integer congress) {
        return TextCitations.in(chunks(), from, congress).stream()
                .map(l -> l.toId() + " " + l.locator().substring(l.locator().indexOf('@'))).toList();
    }

    @Test
    void aBillsCongressComesFromItsOwnEvidenceInTheWholeBodyThenTheRecords() {
        int text = BODY.indexOf("## Text");
        // H.R. 31 is of 2019 (116th) both times, the second read across a chunk boundary from the first;
        // H.R. 77 has no evidence of its own and is of the citing bill's Congress, not of the 101st
        assertThat(links(text, 117)).containsExactly("hr:116:31 @" + BODY.indexOf("H.R. 31"),
                "hr:117:77 @" + BODY.indexOf("H.R. 77"), "hr:116:31 @" + BODY.lastIndexOf("H.R. 31"),
                "usc:42:1983 @" + BODY.indexOf("42 U.S.C."));
    }

    @Test
    void whatJoshRendersBeforeTheSourcesTextYieldsNoLinks() {
        assertThat(links(0, 117)).contains("pl:117:5 @" + BODY.indexOf("Public Law"));
        assertThat(links(BODY.indexOf("## Text"), 117)).noneMatch(l -> l.startsWith("pl:"));
    }
}
