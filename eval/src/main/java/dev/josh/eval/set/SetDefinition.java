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
 */
public record SetDefinition(String name, String source, String mask, List<String> corpusFiles, long seed,
                            String derivation, Integer scoredRows) {

    /** The record's own heading (U.S. Code and CFR sections, Federal Register documents). */
    public static final String SECTION_HEADING_MASK = "section-heading";
    /** A bill's policy area and legislative subjects. */
    public static final String BILL_SUBJECTS_MASK = "bill-subjects";

    public SetDefinition {
        corpusFiles = List.copyOf(corpusFiles);
    }

    /** The sources searched, in the order {@code source} names them. */
    public List<String> sources() {
        return List.of(source.split(","));
    }
}
