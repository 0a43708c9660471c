package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Landmark;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.type.TypeReference;

/**
 * Markdown with the landmarks (sections) a chunker files chunks under; offsets are into
 * {@code markdown}. Stored as the Markdown plus its landmarks as JSON, so a body can be put
 * together again from stored parts without parsing Markdown.
 */
public record MarkedText(String markdown, List<Landmark> landmarks) {

    private static final TypeReference<List<Landmark>> LANDMARKS = new TypeReference<>() {
    };

    public MarkedText {
        landmarks = List.copyOf(landmarks);
    }

    public static MarkedText of(MarkdownBody body) {
        return new MarkedText(body.markdown(), body.landmarks());
    }

    /** Reads back what {@link #landmarksJson()} stored. */
    public static MarkedText of(String markdown, String landmarksJson) {
        return new MarkedText(markdown, landmarksJson == null ? List.of() : Json.read(landmarksJson, LANDMARKS));
    }

    public String landmarksJson() {
        return Json.write(landmarks);
    }

    public boolean isEmpty() {
        return markdown.isEmpty();
    }

    /**
     * This text, a blank line, then {@code part}: its landmarks moved by the offset it starts at
     * and their paths put under {@code pathPrefix}.
     */
    public MarkedText append(MarkedText part, List<String> pathPrefix) {
        if (part.isEmpty()) {
            return this;
        }
        String separator = markdown.isEmpty() ? "" : "\n\n";
        int shift = markdown.length() + separator.length();
        List<Landmark> all = new ArrayList<>(landmarks);
        for (Landmark l : part.landmarks) {
            List<String> path = new ArrayList<>(pathPrefix);
            path.addAll(l.path());
            all.add(new Landmark(l.offset() + shift, path, l.anchor()));
        }
        return new MarkedText(markdown + separator + part.markdown, all);
    }
}
