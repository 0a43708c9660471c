package dev.josh.server.search;

import dev.josh.server.search.lexical.LexicalQueryParser;

/**
 * The two kinds of question agents send (docs/eval/README.md, "Two kinds of question"). A
 * targeted one ("which section defines fair use") wants a passage, and a document's best chunk
 * finds it; a descriptive one (a paragraph about a policy area, a constituent's concern) wants the
 * documents that are about it, and best-chunk scoring hands it to the long documents that mention
 * everything. The shape is read from the query alone: its words that carry meaning, counted as
 * the passages highlight them (no stopword or question word).
 */
public enum QueryShape {
    TARGETED, DESCRIPTIVE;

    /** @param minWords words that make a query descriptive; 0 reads every query as targeted */
    public static QueryShape of(String query, int minWords) {
        if (minWords <= 0 || query == null) {
            return TARGETED;
        }
        return LexicalQueryParser.highlightWords(query).size() >= minWords ? DESCRIPTIVE : TARGETED;
    }
}
