package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.RecordLink;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.type.TypeReference;

/**
 * Markdown with the landmarks (sections) a chunker files chunks under, offsets into
 * {@code markdown}, and the references the source format marked up in the text it was rendered
 * from ({@link MarkedReferences}), located by provision rather than offset. Stored as the Markdown
 * plus landmarks and references as JSON, so a body can be put together again from stored parts
 * without parsing Markdown or XML.
 */
public record MarkedText(String markdown, List<Landmark> landmarks, List<RecordLink> references) {

    private static final TypeReference<List<Landmark>> LANDMARKS = new TypeReference<>() {
    };
    private static final TypeReference<List<RecordLink>> REFERENCES = new TypeReference<>() {
    };

    public MarkedText {
        landmarks = List.copyOf(landmarks);
        references = List.copyOf(references);
    }

    /** Text from a format that marks no references (HTML, a generated overview). */
    public MarkedText(String markdown, List<Landmark> landmarks) {
        this(markdown, landmarks, List.of());
    }

    public static MarkedText of(MarkdownBody body) {
        return new MarkedText(body.markdown(), body.landmarks());
    }

    /** Reads back what {@link #landmarksJson()} and {@link #referencesJson()} stored. */
    public static MarkedText of(String markdown, String landmarksJson, String referencesJson) {
        return new MarkedText(markdown, landmarksJson == null ? List.of() : Json.read(landmarksJson, LANDMARKS),
                referencesJson == null ? List.of() : Json.read(referencesJson, REFERENCES));
    }

    public String landmarksJson() {
        return Json.write(landmarks);
    }

    public String referencesJson() {
        return Json.write(references);
    }

    public boolean isEmpty() {
        return markdown.isEmpty();
    }

    /**
     * This text, a blank line, then {@code part}: its landmarks moved by the offset it starts at
     * and their paths put under {@code pathPrefix}; the references of both.
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
        List<RecordLink> references = new ArrayList<>(this.references);
        references.addAll(part.references);
        return new MarkedText(markdown + separator + part.markdown, all, references);
    }
}
