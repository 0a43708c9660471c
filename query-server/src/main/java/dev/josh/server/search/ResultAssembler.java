package dev.josh.server.search;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.records.TitledRow;
import dev.josh.server.search.SearchResponse.Passage;
import dev.josh.server.search.SearchResponse.Ranks;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.fusion.LegResults;
import dev.josh.server.search.fusion.Ranking.Ranked;
import dev.josh.server.search.lexical.LexicalPassages;
import dev.josh.server.search.lexical.LexicalSearch;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Reads titles, citations and passages for the requested page only, one source at a time: each
 * result gets its lexical passages first (they show why the words matched), then the closest in
 * meaning, each with a deep link and, on request, its neighbouring chunks as context.
 */
final class ResultAssembler {

    private final DataSource dataSource;
    private final SearchProperties properties;
    private final SearchDocuments documents = new SearchDocuments();

    ResultAssembler(DataSource dataSource, SearchProperties properties) {
        this.dataSource = dataSource;
        this.properties = properties;
    }

    /**
     * The results of one page, in its order.
     *
     * @param highlight the words to mark in passages that FTS5 did not match
     * @param expand    neighbouring chunks joined to each passage as its context
     */
    List<Result> assemble(List<Ranked> page, LegResults legs, List<String> highlight, SourcePlan plan, int expand,
                          Deadline deadline) {
        if (page.isEmpty()) {
            return List.of();
        }
        LexicalSearch.Outcome lexical = legs.lexical();
        List<DocumentHit> semantic = legs.semantic();
        Map<DocumentKey, DocumentHit> lexicalHits = byKey(lexical == null ? null : lexical.documents());
        Map<DocumentKey, DocumentHit> semanticHits = byKey(semantic);
        Map<String, SourceTables> sources = new HashMap<>();
        plan.searched().forEach(s -> sources.put(s.name(), s));
        Map<DocumentKey, Result> built = new HashMap<>();
        try (Connection conn = dataSource.getConnection()) {
            Map<String, List<Ranked>> bySource = new LinkedHashMap<>();
            page.forEach(r -> bySource.computeIfAbsent(r.key().source(), k -> new ArrayList<>()).add(r));
            for (Map.Entry<String, List<Ranked>> entry : bySource.entrySet()) {
                SourceTables source = sources.get(entry.getKey());
                List<Ranked> ranked = entry.getValue();
                Map<String, TitledRow> docs = documents.documents(conn, source,
                        ranked.stream().map(r -> r.key().documentId()).toList(), deadline);
                Set<Long> lexicalChunks = new LinkedHashSet<>();
                Set<Long> allChunks = new LinkedHashSet<>();
                for (Ranked r : ranked) {
                    chunksOf(lexicalHits.get(r.key())).forEach(c -> {
                        lexicalChunks.add(c);
                        allChunks.add(c);
                    });
                    allChunks.addAll(chunksOf(semanticHits.get(r.key())));
                }
                Map<Long, SearchDocuments.Chunk> chunks = documents.chunks(conn, source, allChunks, deadline);
                Map<Long, String> contexts = documents.contexts(conn, source, chunks.values(), expand, deadline);
                Map<Long, String> snippets = lexical == null ? Map.of()
                        : LexicalPassages.snippets(conn, source, lexical.marking(), lexicalChunks, deadline);
                for (Ranked r : ranked) {
                    TitledRow doc = docs.get(r.key().documentId());
                    if (doc == null) {
                        continue; // removed by a concurrent ingest since the legs ran
                    }
                    List<Passage> passages = passages(r.key(), lexicalHits, semanticHits, chunks, snippets, contexts,
                            doc, highlight);
                    String snippet = passages.isEmpty() ? null : passages.get(0).text();
                    built.put(r.key(), new Result(doc.id(), source.name(), doc.title(), doc.citation().url(), snippet,
                            r.score(), new Ranks(r.lexical(), r.semantic()), passages, doc.citation()));
                }
            }
        } catch (SQLException e) {
            if (Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw new IllegalStateException("reading search results failed: " + e.getMessage(), e);
        }
        return page.stream().map(r -> built.get(r.key())).filter(Objects::nonNull).toList();
    }

    private List<Passage> passages(DocumentKey key, Map<DocumentKey, DocumentHit> lexicalHits,
                                   Map<DocumentKey, DocumentHit> semanticHits, Map<Long, SearchDocuments.Chunk> chunks,
                                   Map<Long, String> snippets, Map<Long, String> contexts,
                                   TitledRow doc, List<String> highlight) {
        // Lexical passages first: they show why the words matched; then the closest in meaning.
        Set<Long> order = new LinkedHashSet<>(chunksOf(lexicalHits.get(key)));
        order.addAll(chunksOf(semanticHits.get(key)));
        List<Passage> out = new ArrayList<>();
        for (long id : order) {
            if (out.size() == properties.pages().passagesPerResult()) {
                break;
            }
            SearchDocuments.Chunk chunk = chunks.get(id);
            String snippet = snippets.get(id);
            String text = snippet != null ? Snippets.tidy(snippet)
                    : chunk != null ? Snippets.excerpt(chunk.text(), highlight) : null;
            if (text == null) {
                continue;
            }
            String anchor = chunk == null ? null : chunk.anchor();
            String url = anchor == null || anchor.isBlank() ? doc.sourceUrl() : doc.sourceUrl() + "#" + anchor;
            out.add(new Passage(chunk == null ? null : chunk.headingPath(), anchor, url, text, contexts.get(id)));
        }
        return out;
    }

    private static List<Long> chunksOf(DocumentHit hit) {
        return hit == null ? List.of() : hit.chunks().stream().map(ChunkHit::chunkId).toList();
    }

    private static Map<DocumentKey, DocumentHit> byKey(List<DocumentHit> docs) {
        Map<DocumentKey, DocumentHit> out = new HashMap<>();
        if (docs != null) {
            docs.forEach(d -> out.put(d.document(), d));
        }
        return out;
    }
}
