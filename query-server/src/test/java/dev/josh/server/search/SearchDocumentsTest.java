package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Joining a passage's neighbours: chunks are substrings of one body at their offsets. */
class SearchDocumentsTest {

    private static final String BODY = "The fair use of a copyrighted work is not an infringement. Factors include the "
            + "purpose of the use.\n\nA later paragraph on something else entirely.";

    private static SearchDocuments.Chunk chunk(int ordinal, int start, int end) {
        return new SearchDocuments.Chunk(ordinal, "usc:17:107", ordinal, start, end, "", "", BODY.substring(start, end));
    }

    @Test
    void overlappingChunksAreJoinedWithTheOverlapOnce() {
        assertThat(SearchDocuments.joined(List.of(chunk(0, 0, 60), chunk(1, 40, 100)))).isEqualTo(BODY.substring(0, 100));
        // A chunk inside the stretch already covered adds nothing.
        assertThat(SearchDocuments.joined(List.of(chunk(0, 0, 100), chunk(1, 20, 60)))).isEqualTo(BODY.substring(0, 100));
    }

    @Test
    void aParagraphBreakBetweenChunksIsKeptAndALargerGapIsMarked() {
        int breakAt = BODY.indexOf("\n\n");
        assertThat(SearchDocuments.joined(List.of(chunk(0, 0, breakAt), chunk(1, breakAt + 2, BODY.length()))))
                .isEqualTo(BODY);
        assertThat(SearchDocuments.joined(List.of(chunk(0, 0, 20), chunk(1, 60, 100))))
                .isEqualTo(BODY.substring(0, 20) + "\n…\n" + BODY.substring(60, 100));
    }
}
