package dev.josh.eval.run;

import dev.josh.eval.index.ChunkerSpec;
import java.util.Locale;

/**
 * One configuration of the search under evaluation.
 *
 * @param mode    {@code bm25} (the lexical leg alone), {@code dense} (the semantic leg alone),
 *                {@code hybrid} (both, fused by reciprocal rank fusion), or {@code lucene} /
 *                {@code lucene-flat}: Lucene's BM25 over the same index's FTS rows instead of the lexical
 *                leg, its fields boosted by the shipped column weights / all weighing 1 (issue 20; not a
 *                setting of the server)
 * @param model   the encoder whose chunks and vectors are searched; for {@code bm25}, whose
 *                tokenizer cut the chunks (the default model's, as ingest ships)
 * @param chunker the chunker, as {@link ChunkerSpec} writes it ({@code max/50}, {@code 256/32})
 * @param k       the RRF constant, hybrid only
 * @param weights lexical:semantic weights of the fusion, hybrid only ({@code 1:1} is what ships)
 * @param since   a date filter ({@code since=}, as {@code /v1/search} takes it), or null for none: the
 *                judged documents published before it cannot be found, so the cell's metrics
 *                depend on the filter working
 * @param scoring how documents are scored: null for the run's settings (the server's defaults unless the run
 *                names others), or {@value #BEST_CHUNK}: every document by its best chunk, whatever the query's
 *                shape, and a lexical ranking of partial matches fused at full weight (the server before issue
 *                31: {@code josh.search.descriptive.min-words=0}, {@code partial-match-weight=1}), the comparison
 *                for the scoring by query shape
 */
public record Cell(String mode, String model, String chunker, Integer k, String weights, String since,
                   String scoring) {

    public static final String BM25 = "bm25";
    public static final String DENSE = "dense";
    public static final String HYBRID = "hybrid";
    public static final String LUCENE = "lucene";
    public static final String LUCENE_FLAT = "lucene-flat";
    public static final String EQUAL_WEIGHTS = "1:1";
    /** {@link #scoring}: documents by their best chunk alone, for both kinds of query. */
    public static final String BEST_CHUNK = "best-chunk";

    public Cell(String mode, String model, String chunker, Integer k, String weights) {
        this(mode, model, chunker, k, weights, null, null);
    }

    public Cell {
        mode = mode.toLowerCase(Locale.ROOT);
        if (since != null && !since.matches("\\d{4}(-\\d{2}-\\d{2})?")) {
            throw new IllegalArgumentException("since is a year or a date (2021, 2021-05-01), got '" + since + "'");
        }
        ChunkerSpec.parse(chunker);
        if (scoring != null && !scoring.equals(BEST_CHUNK)) {
            throw new IllegalArgumentException("scoring is " + BEST_CHUNK + " or absent, got '" + scoring + "'");
        }
        switch (mode) {
            case BM25, DENSE, LUCENE, LUCENE_FLAT -> {
                if (k != null || weights != null) {
                    throw new IllegalArgumentException(mode + " takes no k or weights");
                }
            }
            case HYBRID -> {
                if (k == null || k < 0) {
                    throw new IllegalArgumentException("hybrid needs k >= 0");
                }
                weights = weights == null ? EQUAL_WEIGHTS : weights;
                lexicalWeight(weights);
            }
            default -> throw new IllegalArgumentException("unknown cell mode '" + mode + "': bm25, dense, hybrid, "
                    + "lucene or lucene-flat");
        }
    }

    public static Cell bm25(String model, ChunkerSpec chunker) {
        return new Cell(BM25, model, chunker.toString(), null, null);
    }

    /** A Lucene cell ({@link #LUCENE} or {@link #LUCENE_FLAT}) over the chunks of {@code model}'s tokenizer, as bm25. */
    public static Cell lucene(String mode, String model, ChunkerSpec chunker) {
        return new Cell(mode, model, chunker.toString(), null, null);
    }

    public static Cell dense(String model, ChunkerSpec chunker) {
        return new Cell(DENSE, model, chunker.toString(), null, null);
    }

    public static Cell hybrid(String model, ChunkerSpec chunker, int k, String weights) {
        return new Cell(HYBRID, model, chunker.toString(), k, weights);
    }

    /** This cell with a date filter. */
    public Cell since(String date) {
        return new Cell(mode, model, chunker, k, weights, date, scoring);
    }

    /** This cell with every document scored by its best chunk ({@link #BEST_CHUNK}). */
    public Cell byBestChunk() {
        return new Cell(mode, model, chunker, k, weights, since, BEST_CHUNK);
    }

    /** Whether this cell scores documents by their best chunk whatever the query ({@link #BEST_CHUNK}). */
    public boolean bestChunk() {
        return BEST_CHUNK.equals(scoring);
    }

    /** Whether the query server can run this cell: every mode but the Lucene ones. */
    public boolean serverSetting() {
        return !mode.equals(LUCENE) && !mode.equals(LUCENE_FLAT);
    }

    public ChunkerSpec chunkerSpec() {
        return ChunkerSpec.parse(chunker);
    }

    /** Whether the fusion is the shipped one (equal weights), which {@code SearchService} runs itself. */
    public boolean equalWeights() {
        return EQUAL_WEIGHTS.equals(weights);
    }

    public int lexicalWeight() {
        return lexicalWeight(weights);
    }

    public int semanticWeight() {
        return Integer.parseInt(weights.split(":")[1]);
    }

    private static int lexicalWeight(String weights) {
        String[] w = weights.split(":");
        try {
            int lexical = Integer.parseInt(w[0]);
            if (w.length != 2 || lexical < 1 || Integer.parseInt(w[1]) < 1) {
                throw new NumberFormatException();
            }
            return lexical;
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("weights are LEXICAL:SEMANTIC whole numbers >= 1, e.g. 2:1, got '"
                    + weights + "'");
        }
    }

    /**
     * A stable name, e.g. {@code hybrid k=60 bge-small-en-v1.5 max/50}, {@code hybrid k=60 w=2:1 …},
     * {@code bm25 max/50 since=2021-05-01}, {@code dense … scoring=best-chunk} or {@code lucene-flat max/50}.
     */
    public String id() {
        String id = switch (mode) {
            case BM25, LUCENE, LUCENE_FLAT -> mode + " " + chunker;
            case DENSE -> "dense " + model + " " + chunker;
            default -> "hybrid k=" + k + (equalWeights() ? "" : " w=" + weights) + " " + model + " " + chunker;
        };
        id = since == null ? id : id + " since=" + since;
        return scoring == null ? id : id + " scoring=" + scoring;
    }
}
