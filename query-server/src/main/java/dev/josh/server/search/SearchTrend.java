package dev.josh.server.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /v1/search?q=…&aggregate=count&bucket=month|year}: how many documents match the words,
 * per period and per source, instead of results (the same for REST and the MCP {@code search_trend}
 * tool).
 *
 * <p>What is counted: documents (records), never chunks; each once. A document matches when its
 * source's document-level index ({@code <source>_docs_fts}: title, summary, other fields and the
 * whole body) holds every word of the query (stopwords left out, as search does) or, for FTS5
 * syntax, satisfies the expression; a source without that index counts the documents one of whose
 * chunks does, and a short-body source its records' own index ({@code index} says which). There is
 * no any-word fallback and no cap: every matching document that passes the filters is counted,
 * within the time budget. Its period is read from the record's date column.
 *
 * @param counted     always {@code documents}
 * @param dateField   the record column the periods come from ({@code published_at}, the citation
 *                    date, unless {@code date_field} chose another)
 * @param lexicalPlan {@code all_words} (plain words, every one required) or {@code syntax}
 * @param total       matching documents, all sources together, undated ones included
 * @param undated     matching documents whose date column has no period (empty, {@code n.d.})
 * @param truncated   more than {@code max_buckets} periods matched: only the newest are listed
 * @param periods     oldest first: each period's matching documents, all sources and by source
 * @param sources     each source counted, with its index, its matching documents and undated ones
 * @param filters     the pre-filters applied (since, until, per-document fields); absent when none
 */
public record SearchTrend(String query, String aggregate, String counted, String bucket, String dateField,
                          String lexicalPlan, long total, long undated, boolean truncated, int maxBuckets,
                          List<Period> periods, List<SourceCount> sources,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> filters, long tookMs) {

    /** One period: {@code 2021} or {@code 2021-06}; {@code by_source} lists only the sources with matches in it. */
    public record Period(String period, long count, Map<String, Long> bySource) {
    }

    /**
     * @param index which FTS5 table was matched: {@code documents} ({@code <source>_docs_fts}),
     *              {@code chunks} (a document counts once however many chunks match) or
     *              {@code records} (a short-body source's index over its records)
     */
    public record SourceCount(String source, String index, long total, long undated) {
    }
}
