package dev.josh.ingest.core;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The citations written in a record's body ({@code 42 U.S.C. 1983}, {@code Public Law 117-58},
 * {@code 40 CFR 141.61}, {@code H.R. 3684, 117th Cong.}) as links of relation {@code cites}, each
 * located by the heading path of the chunk it stands in (below the record's title) and its
 * character offset in the body. The writer of every body source finds them, whatever its format: for PDFs (CRS and GAO reports) the text is the
 * only place citations are; for XML sources that mark references up, format readers add the marked
 * ones. Page citations (81 FR 22154, 135 Stat. 429) name no id by themselves and are not linked.
 */
public final class TextCitations {

    public static final String RELATION = "cites";
    public static final String FOUND_BY = "text";

    private TextCitations() {
    }

    /**
     * The links of the citations in the chunks' text from offset {@code from} of the body on. The text is
     * read whole, so that a bill's Congress can come from anywhere in it ({@link LegalCitations}); each
     * citation is located by the first chunk it stands in.
     *
     * @param congress the Congress of the citing record, for bills its text names without one; or null
     */
    public static List<RecordLink> in(List<TextChunk> chunks, int from, Integer congress) {
        LegalCitations parser = new LegalCitations(LocalDate.now(ZoneOffset.UTC));
        Set<String> seen = new HashSet<>();
        List<RecordLink> links = new ArrayList<>();
        for (FoundCitation c : parser.find(body(chunks), congress)) {
            if (c.id() == null || c.problem() != null || c.start() < from) {
                continue;
            }
            chunks.stream().filter(chunk -> chunk.charStart() <= c.start() && c.end() <= chunk.charEnd()).findFirst()
                    .filter(chunk -> seen.add(c.id().value() + "@" + c.start()))
                    .ifPresent(chunk -> links.add(new RecordLink(c.id().value(), RELATION,
                            locator(chunk.headingPath(), c.start()), FOUND_BY)));
        }
        return links;
    }

    /** The body as far as the chunks cover it; a stretch no chunk covers reads as a paragraph break. */
    private static String body(List<TextChunk> chunks) {
        int length = chunks.stream().mapToInt(TextChunk::charEnd).max().orElse(0);
        char[] body = new char[length];
        java.util.Arrays.fill(body, '\n');
        for (TextChunk chunk : chunks) {
            chunk.text().getChars(0, chunk.text().length(), body, chunk.charStart());
        }
        return new String(body);
    }

    /** {@code TITLE III › SEC. 302 @74148}: the chunk's place under the record's title, and the offset in the body. */
    static String locator(String headingPath, int offset) {
        int below = headingPath.indexOf(" › ");
        return (below < 0 ? "" : headingPath.substring(below + 3) + " ") + "@" + offset;
    }
}
