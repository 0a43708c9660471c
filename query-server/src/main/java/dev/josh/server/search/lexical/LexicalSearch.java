package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.ChunkHit;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentKey;
import dev.josh.server.search.DocumentScoring;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import javax.sql.DataSource;

/**
 * Flow 2 as a request runs it: the planned lexical leg over its sources, on {@link PooledLanes}, with
 * the passages of the documents it ranked as wholes picked before it hands them back, so that every
 * document leaves the leg with its chunk ids and nothing after fusion asks the leg again.
 */
public final class LexicalSearch {

    /**
     * A lexical leg's documents, best first, and how the words were matched.
     *
     * @param documents the documents, each with its passages' chunks
     * @param marking   the query that marks the words in passages
     * @param scoring   how the documents were scored
     */
    public record Outcome(List<DocumentHit> documents, boolean capped, String plan, QueryNode marking,
                          DocumentScoring scoring) {
    }

    /** A lexical leg running on its own virtual thread while the caller does other work. */
    public static final class Pending {
        private final Future<Outcome> run;
        private final Deadline deadline;

        private Pending(Future<Outcome> run, Deadline deadline) {
            this.run = run;
            this.deadline = deadline;
        }

        /** The leg's outcome, or what it threw, or the deadline's timeout. */
        public Outcome await() {
            return PooledLanes.await(run, deadline);
        }

        public void cancel() {
            run.cancel(true);
        }
    }

    private final DataSource dataSource;
    private final ExecutorService executor;
    private final SearchProperties properties;
    private final LexicalLeg leg;

    /** @param executor where the leg runs beside the caller ({@link #start}) and opens its extra lanes */
    public LexicalSearch(DataSource dataSource, ExecutorService executor, SearchProperties properties,
                         LexicalLeg leg) {
        this.dataSource = dataSource;
        this.executor = executor;
        this.properties = properties;
        this.leg = leg;
    }

    /**
     * @param needed  documents the request's page reaches (offset + limit)
     * @param scoring how the request's documents are scored ({@link dev.josh.server.search.ScoringSettings#forQuery})
     */
    public Outcome run(LexicalQuery words, List<SourceTables> sources, SearchFilter filter, int needed,
                       DocumentScoring scoring, Deadline deadline) {
        int window = properties.lexical().window(needed);
        Lanes lanes = new PooledLanes(dataSource, executor, properties.lexical().lexicalLanes(), deadline);
        LexicalLeg.Planned planned = leg.searchPlanned(lanes, sources, words, filter, window, needed,
                properties.pages().passagesPerResult(), scoring, deadline);
        List<DocumentHit> documents = withPassages(lanes, planned.documents(), sources, words.marking(), needed,
                scoring, deadline);
        return new Outcome(documents, planned.capped(), planned.plan(), words.marking(), scoring);
    }

    /**
     * {@code documents} with passages for those ranked as wholes, which the plan returns without chunks
     * ({@link LexicalPassages#passages}). A source's first {@code needed} documents are the ones a page of
     * its lexical ranking can show; one ranked lower reaches a hybrid page by its semantic rank alone, and
     * shows the passages that leg found.
     */
    private List<DocumentHit> withPassages(Lanes lanes, List<DocumentHit> documents, List<SourceTables> sources,
                                           QueryNode marking, int needed, DocumentScoring scoring,
                                           Deadline deadline) {
        Map<String, List<String>> wholes = new HashMap<>();
        for (DocumentHit d : documents) {
            if (d.chunks().isEmpty()) {
                List<String> ids = wholes.computeIfAbsent(d.document().source(), s -> new ArrayList<>());
                if (ids.size() < needed) {
                    ids.add(d.document().documentId());
                }
            }
        }
        List<SourceTables> picked = sources.stream()
                .filter(s -> wholes.containsKey(s.name()) && LexicalLeg.ranksDocuments(s, scoring)).toList();
        if (picked.isEmpty()) {
            return documents;
        }
        List<Map<String, List<ChunkHit>>> found = lanes.each(picked, (conn, s) -> LexicalPassages.passages(conn, s,
                marking, wholes.get(s.name()), properties.pages().passagesPerResult(), deadline));
        Map<DocumentKey, List<ChunkHit>> passages = new HashMap<>();
        for (int i = 0; i < picked.size(); i++) {
            String source = picked.get(i).name();
            found.get(i).forEach((id, chunks) -> passages.put(new DocumentKey(source, id), chunks));
        }
        return documents.stream().map(d -> passages.containsKey(d.document())
                ? d.withChunks(passages.get(d.document())) : d).toList();
    }

    /** {@link #run} on a virtual thread of its own. */
    public Pending start(LexicalQuery words, List<SourceTables> sources, SearchFilter filter, int needed,
                         DocumentScoring scoring, Deadline deadline) {
        return new Pending(executor.submit(() -> run(words, sources, filter, needed, scoring, deadline)), deadline);
    }
}
