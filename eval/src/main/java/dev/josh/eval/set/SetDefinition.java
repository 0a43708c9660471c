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
 * @param kind        the kind of question the set asks ({@link #kind()}), where its mask does not tell
 */
public record SetDefinition(String name, String source, String mask, List<String> corpusFiles, long seed,
                            String derivation, Integer scoredRows, List<String> maskedDocuments, String kind) {

    /** Questions that want a passage: a section heading, a natural question ("how long does copyright last"). */
    public static final String TARGETED = "targeted";
    /** Queries that want the documents about a topic: a paragraph describing it, a summary of a bill. */
    public static final String DESCRIPTIVE = "descriptive";
    /**
     * Queries whose labels do not say what a reader wants (CRS terms, which judge every bill that mentions a
     * subject relevant): reported beside the others, never deciding.
     */
    public static final String REPORTED = "reported";

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
        if (kind != null && !List.of(TARGETED, DESCRIPTIVE, REPORTED).contains(kind)) {
            throw new IllegalArgumentException("a set's kind is " + TARGETED + ", " + DESCRIPTIVE + " or " + REPORTED
                    + ", got '" + kind + "'");
        }
    }

    /** A set whose mask removes the same label from every document, and tells its kind. */
    public SetDefinition(String name, String source, String mask, List<String> corpusFiles, long seed,
                         String derivation, Integer scoredRows) {
        this(name, source, mask, corpusFiles, seed, derivation, scoredRows, List.of(), null);
    }

    /**
     * The kind of question the set asks: as {@code set.json} says, else as its mask tells (headings are
     * targeted, summaries descriptive, CRS terms reported only).
     */
    @Override
    public String kind() {
        if (kind != null) {
            return kind;
        }
        return switch (mask) {
            case SECTION_HEADING_MASK -> TARGETED;
            case QUERY_SUMMARY_MASK -> DESCRIPTIVE;
            case BILL_SUBJECTS_MASK -> REPORTED;
            default -> throw new IllegalStateException("set " + name + " names no kind and its mask (" + mask
                    + ") tells none: add \"kind\" to its set.json");
        };
    }

    /** The sources searched, in the order {@code source} names them. */
    public List<String> sources() {
        return List.of(source.split(","));
    }
}
