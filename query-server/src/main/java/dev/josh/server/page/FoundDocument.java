package dev.josh.server.page;

import dev.josh.contracts.api.Citation;
import dev.josh.server.search.SearchResponse;
import java.util.List;

/**
 * One search result as the page shows it: the document, its citation, and its passages as HTML with
 * the search's marks ({@link Markdown#passage}).
 */
public record FoundDocument(String id, String source, String title, Citation citation, String snippet,
                            List<Passage> passages) {

    /** The separator of a passage's heading path, e.g. "Title 17 › Chapter 1 › § 107". */
    private static final String PATH_SEPARATOR = " › ";
    /** A last step this short is a label alone, "(c)" or "(12)", and says little without the step above. */
    private static final int BARE_LABEL = 6;

    /**
     * @param heading the passage's own heading, the last step of its path (the document is named above it), with
     *                the step above when the last is a bare label such as "(c)"
     * @param url     the passage in the upstream document
     */
    public record Passage(String heading, String url, String html) {
    }

    static FoundDocument of(SearchResponse.Result r) {
        return new FoundDocument(r.id(), r.source(), r.title(), r.citation(), Markdown.passage(r.snippet()),
                r.passages() == null ? List.of() : r.passages().stream()
                        .map(p -> new Passage(lastStep(p.headingPath()), p.url(), Markdown.passage(p.text()))).toList());
    }

    private static String lastStep(String path) {
        int at = path == null ? -1 : path.lastIndexOf(PATH_SEPARATOR);
        if (at < 0) {
            return path;
        }
        if (path.length() - at - PATH_SEPARATOR.length() <= BARE_LABEL) {
            int above = path.lastIndexOf(PATH_SEPARATOR, at - 1);
            return above < 0 ? path : path.substring(above + PATH_SEPARATOR.length());
        }
        return path.substring(at + PATH_SEPARATOR.length());
    }
}
