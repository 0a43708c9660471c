package dev.josh.server.search.lexical;

import dev.josh.server.db.Deadline;
import dev.josh.server.db.SourceTables;
import dev.josh.server.search.DocumentHit;
import dev.josh.server.search.DocumentScoring;
import dev.josh.server.search.SearchFilter;
import dev.josh.server.search.SearchProperties;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import javax.sql.DataSource;

/** Flow 2 as a request runs it: the planned lexical leg over its sources, on {@link PooledLanes}. */
public final class LexicalSearch {

    /**
     * A lexical leg's documents, best first, and how the words were matched.
     *
     * @param snippetMatch the MATCH expression that marks the words in passages
     * @param scoring      how the documents were scored (ranked as wholes, they come without passages)
     */
    public record Outcome(List<DocumentHit> documents, boolean capped, String plan, String snippetMatch,
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
     * @param scoring how the request's documents are scored ({@link SearchProperties#scoringFor})
     */
    public Outcome run(LexicalQuery words, List<SourceTables> sources, SearchFilter filter, int needed,
                       DocumentScoring scoring, Deadline deadline) {
        int window = properties.lexicalWindow(needed);
        String snippetMatch = words.anyTerm() != null ? words.anyTerm() : words.allTerms();
        LexicalLeg.Planned planned = leg.searchPlanned(
                new PooledLanes(dataSource, executor, properties.lexicalLanes(), deadline), sources, words, filter,
                window, needed, properties.passagesPerResult(), scoring, deadline);
        return new Outcome(planned.documents(), planned.capped(), planned.plan(), snippetMatch, scoring);
    }

    /** {@link #run} on a virtual thread of its own. */
    public Pending start(LexicalQuery words, List<SourceTables> sources, SearchFilter filter, int needed,
                         DocumentScoring scoring, Deadline deadline) {
        return new Pending(executor.submit(() -> run(words, sources, filter, needed, scoring, deadline)), deadline);
    }
}
