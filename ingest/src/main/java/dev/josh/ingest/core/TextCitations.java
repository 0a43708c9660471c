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

    /** The links of the citations in the chunks' text; a citation in the overlap of two chunks counts once. */
    public static List<RecordLink> in(List<TextChunk> chunks) {
        LegalCitations parser = new LegalCitations(LocalDate.now(ZoneOffset.UTC));
        Set<String> seen = new HashSet<>();
        List<RecordLink> links = new ArrayList<>();
        for (TextChunk chunk : chunks) {
            for (FoundCitation c : parser.find(chunk.text(), null)) {
                int at = chunk.charStart() + c.start();
                if (c.id() != null && c.problem() == null && seen.add(c.id().value() + "@" + at)) {
                    links.add(new RecordLink(c.id().value(), RELATION, locator(chunk.headingPath(), at), FOUND_BY));
                }
            }
        }
        return links;
    }

    /** {@code TITLE III › SEC. 302 @74148}: the chunk's place under the record's title, and the offset in the body. */
    static String locator(String headingPath, int offset) {
        int below = headingPath.indexOf(" › ");
        return (below < 0 ? "" : headingPath.substring(below + 3) + " ") + "@" + offset;
    }
}
