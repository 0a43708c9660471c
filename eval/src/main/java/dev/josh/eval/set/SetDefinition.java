package dev.josh.eval.set;

import java.util.List;

/**
 * What an eval set is drawn from ({@code set.json}): frozen with the set.
 *
 * @param name        e.g. {@code us-code/v1}: the directory under {@code docs/eval/}
 * @param source      the ingest source whose records the set's documents are ({@code us-code}), or
 *                    several, comma-separated ({@code us-code,ecfr-and-cfr}): searched together
 * @param mask        the label mask that keeps the labels the queries came from out of the indexed
 *                    text: {@value #SECTION_HEADING_MASK} or {@value #BILL_SUBJECTS_MASK}
 * @param corpusFiles the corpus files searched, relative to the corpus directory
 * @param seed        the seed the queries were sampled with
 * @param derivation  how the queries and judgments were derived, in one paragraph
 * @param scoredRows  the lexical leg's cap on scored rows for this set ({@code josh.search.scored-rows}),
 *                    null for the server's default: a small set takes a small cap so that the cap is
 *                    exercised as it is at scale
 * @param maskedDocuments the documents whose label the mask removes, where it removes one only from the
 *                    documents the queries were made of ({@value #QUERY_SUMMARY_MASK}); null or empty otherwise
 */
public record SetDefinition(String name, String source, String mask, List<String> corpusFiles, long seed,
                            String derivation, Integer scoredRows, List<String> maskedDocuments) {

    /** The record's own heading (U.S. Code and CFR sections, Federal Register documents). */
    public static final String SECTION_HEADING_MASK = "section-heading";
    /** A bill's policy area and legislative subjects. */
    public static final String BILL_SUBJECTS_MASK = "bill-subjects";
    /** The CRS summary of the bills a query was made of ({@code maskedDocuments}). */
    public static final String QUERY_SUMMARY_MASK = "query-summary";
    /** Nothing: the queries were written by people, not made of the documents' own text. */
    public static final String NO_MASK = "none";

    public SetDefinition {
        corpusFiles = List.copyOf(corpusFiles);
        maskedDocuments = maskedDocuments == null ? List.of() : List.copyOf(maskedDocuments);
    }

    /** A set whose mask removes the same label from every document. */
    public SetDefinition(String name, String source, String mask, List<String> corpusFiles, long seed,
                         String derivation, Integer scoredRows) {
        this(name, source, mask, corpusFiles, seed, derivation, scoredRows, List.of());
    }

    /** The sources searched, in the order {@code source} names them. */
    public List<String> sources() {
        return List.of(source.split(","));
    }
}
