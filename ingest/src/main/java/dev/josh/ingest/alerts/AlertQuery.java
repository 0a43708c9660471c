package dev.josh.ingest.alerts;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An alert's words as an FTS5 query over the ranked indexes search reads: every word must appear (in one
 * chunk of a long document, or in a short record), a "quoted phrase" as a phrase. Words are quoted for
 * FTS5, so none of its operators (OR, NOT, NEAR, column filters, *) can be spelled by accident; the
 * index's tokenizer (porter stemming) applies to them as it does to search's own.
 */
public record AlertQuery(String fts5) {

    private static final Pattern PART = Pattern.compile("\"([^\"]*)\"|([^\"]+)");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    /** The query for {@code text}; refused when it holds no word. */
    public static AlertQuery of(String text) {
        List<String> terms = new ArrayList<>();
        Matcher part = PART.matcher(text == null ? "" : text);
        while (part.find()) {
            List<String> words = words(part.group(1) != null ? part.group(1) : part.group(2));
            if (part.group(1) != null && !words.isEmpty()) {
                terms.add("\"" + String.join(" ", words) + "\"");
            } else {
                words.forEach(w -> terms.add("\"" + w + "\""));
            }
        }
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("the query holds no word to match, e.g. --query 'fair use' or "
                    + "--query '\"small business\" loan'");
        }
        return new AlertQuery(String.join(" ", terms));
    }

    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }
}
