package dev.josh.server.search;

/**
 * How one request's documents are scored in each leg, chosen by its {@link QueryShape}
 * ({@link ScoringSettings#forQuery}).
 *
 * @param shape         the query's shape
 * @param rankDocuments the lexical leg ranks a body source by its document-level index (the record's
 *                      fields, BM25 per field with length normalisation) rather than by its best chunk
 * @param openingWeight the share of a document's semantic score that comes from its opening rather
 *                      than its best chunk
 */
public record DocumentScoring(QueryShape shape, boolean rankDocuments, double openingWeight) {

    public DocumentScoring {
        if (openingWeight < 0 || openingWeight > 1) {
            throw new IllegalArgumentException("an opening weight is between 0 and 1, got " + openingWeight);
        }
    }

    /**
     * Whether the lexical leg asks for any of the words at once: a paragraph-long description is not
     * an all-words query (no document holds its forty words), so BM25 over all of them, OR-joined,
     * ranks it, and the all-words step is not run first.
     */
    public boolean anyWordFirst() {
        return shape == QueryShape.DESCRIPTIVE;
    }
}
