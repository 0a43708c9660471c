package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.Landmark;
import java.util.List;

/**
 * A granule's text as Markdown.
 *
 * @param markdown   the body: {@code # title}, then the text with {@code ## headings}, {@code ### speaker} turns,
 *                   paragraphs, quotations, tables as fenced blocks, and page markers {@code [[Page S693]]}
 * @param header     the bracketed opening lines, which the Markdown leaves out
 * @param turns      the speaker turns, bioguide IDs not yet resolved
 * @param landmarks  headings and turns, for chunk heading paths and anchors
 * @param boundaries offsets no chunk may cross: the starts and ends of turns (tiny ones merged)
 */
public record NormalizedGranule(String markdown, GranuleHeader header, List<SpeakerTurn> turns,
                                List<Landmark> landmarks, List<Integer> boundaries) {
    public NormalizedGranule {
        turns = List.copyOf(turns);
        landmarks = List.copyOf(landmarks);
        boundaries = List.copyOf(boundaries);
    }
}
