package dev.josh.server.search;

import dev.josh.db.SourceCatalog.Shape;
import dev.josh.server.db.SourceTables;
import dev.josh.server.records.Queries;
import dev.josh.server.search.SearchResponse.Coverage;
import dev.josh.server.search.SearchResponse.SearchedSource;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.sql.DataSource;

/**
 * What an answer says of the sources it searched: by which legs, how far their vectors cover
 * them, which hold nothing, and, when nothing came back, whether nothing matched or there was
 * nothing to match.
 */
final class SourceReport {

    private final DataSource dataSource;
    private final SemanticIndexes indexes;

    SourceReport(DataSource dataSource, SemanticIndexes indexes) {
        this.dataSource = dataSource;
        this.indexes = indexes;
    }

    /** The searched sources that hold records, each with its legs and vectors (an empty one has neither to tell). */
    List<SearchedSource> searched(SourcePlan plan, boolean lexicalRan, boolean semanticRan) {
        Set<String> semanticNames = new HashSet<>();
        plan.semantic().forEach(s -> semanticNames.add(s.name()));
        Set<String> lexicalNames = new HashSet<>();
        plan.lexical().forEach(s -> lexicalNames.add(s.name()));
        List<SearchedSource> out = new ArrayList<>();
        for (SourceTables s : plan.searched()) {
            if (s.empty()) {
                continue;
            }
            List<String> ran = new ArrayList<>();
            if (lexicalRan && lexicalNames.contains(s.name())) {
                ran.add(SearchMode.LEXICAL.wire());
            }
            if (semanticRan && semanticNames.contains(s.name())) {
                ran.add(SearchMode.SEMANTIC.wire());
            }
            Coverage coverage = s.semanticallySearchable()
                    ? new Coverage(indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0), s.chunkCount())
                    : null;
            out.add(new SearchedSource(s.name(), shapeName(s.shape()), ran, coverage));
        }
        return out;
    }

    /** The searched sources that hold no records: named, nothing more (a quick-start database has ten). */
    List<String> emptySources(SourcePlan plan) {
        return plan.searched().stream().filter(SourceTables::empty).map(SourceTables::name).toList();
    }

    /** No results: tell "nothing matched" from "nothing here to match". */
    SearchResponse.Empty empty(SourcePlan plan, SearchFilter filter) {
        List<String> emptySources = new ArrayList<>();
        try (Connection conn = dataSource.getConnection()) {
            for (SourceTables s : plan.searched()) {
                if (Queries.count(conn, "SELECT EXISTS (SELECT 1 FROM " + s.table() + ")") == 0) {
                    emptySources.add(s.name());
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading source sizes failed: " + e.getMessage(), e);
        }
        if (!plan.searched().isEmpty() && emptySources.size() == plan.searched().size()) {
            return new SearchResponse.Empty("not_covered", "none of the searched sources holds any document yet: "
                    + "this database does not cover them (ingest them, or search other sources)", emptySources);
        }
        return new SearchResponse.Empty("no_match", "the searched sources hold documents and none matched"
                + (filter.isEmpty() ? "" : " within the filters") + "; other words, another mode or wider "
                + "filters may find some", emptySources);
    }

    private static String shapeName(Shape shape) {
        return shape.name().toLowerCase(Locale.ROOT);
    }
}
