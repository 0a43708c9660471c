package dev.josh.server.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.lexical.LexicalIndexes;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchService;
import dev.josh.server.search.semantic.QueryEmbedder;
import dev.josh.server.search.semantic.QueryEncoders;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The search services wired as Spring wires them, over a test database, without Spring. */
public final class SearchStack implements AutoCloseable {

    public final HikariDataSource pool;
    public final SourceRegistry registry;
    public final SemanticIndexes indexes;
    public final QueryEncoders encoders;
    public final SearchService search;
    /** The Lucene indexes beside the database, served where they mirror it, as the server serves them. */
    public final LexicalIndexes lexicalIndexes;

    public SearchStack(TestDatabase db, QueryEmbedder.Factory embedders) {
        this(db.readOnlyPool(), embedders);
    }

    /** Over a read-only pool, such as {@link Flow1Services#pool} (the real ingest's database); closes it on close. */
    public SearchStack(HikariDataSource pool, QueryEmbedder.Factory embedders) {
        this.pool = pool;
        this.registry = new SourceRegistry(pool);
        this.encoders = new QueryEncoders(embedders);
        this.indexes = new SemanticIndexes(pool, registry, encoders);
        this.lexicalIndexes = new LexicalIndexes(((JoshDatabase) pool.getDataSource()).path());
        this.search = new SearchService(pool, registry, indexes, encoders, SearchProperties.defaults(), lexicalIndexes,
                null);
    }

    public SearchStack(TestDatabase db) {
        this(db, model -> new HashingEmbedder());
    }

    public SearchStack(HikariDataSource pool) {
        this(pool, model -> new HashingEmbedder());
    }

    /** What the scheduler does every few seconds. */
    public void refresh() {
        registry.refresh();
        indexes.refresh();
    }

    @Override
    public void close() {
        search.close();
        encoders.close();
        try {
            lexicalIndexes.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        pool.close();
    }
}
