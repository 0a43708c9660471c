package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.SemanticIndexes;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides, from the live schema, which sources each leg of a search may search, and refuses
 * what cannot be searched as asked: an unknown source, a registry source (no body text), a
 * source without vectors named for a semantic search, a field filter no named source has. What
 * a hybrid search can only do lexically is noted in the plan, not refused.
 */
final class SourcePlanner {

    private final SourceRegistry registry;
    private final SemanticIndexes indexes;

    SourcePlanner(SourceRegistry registry, SemanticIndexes indexes) {
        this.registry = registry;
        this.indexes = indexes;
    }

    SourcePlan plan(SearchRequest request) {
        List<SourceTables> all = registry.all();
        List<SourceTables> searchable = all.stream().filter(SourceTables::lexicallySearchable).toList();
        List<String> valid = searchable.stream().map(SourceTables::name).toList();
        List<SourceTables> chosen;
        if (request.sources().isEmpty()) {
            chosen = searchable;
        } else {
            Map<String, SourceTables> byName = new HashMap<>();
            all.forEach(s -> byName.put(s.name(), s));
            List<String> unknown = new ArrayList<>();
            List<String> registryOnly = new ArrayList<>();
            chosen = new ArrayList<>();
            for (String name : request.sources()) {
                SourceTables s = byName.get(name);
                if (s == null) {
                    unknown.add(name);
                } else if (!s.lexicallySearchable()) {
                    registryOnly.add(name);
                } else {
                    chosen.add(s);
                }
            }
            if (!unknown.isEmpty()) {
                throw new ApiException(ErrorCode.UNKNOWN_SOURCE, "unknown source" + (unknown.size() > 1 ? "s " : " ")
                        + String.join(", ", unknown),
                        ApiException.newHint().put("unknown_sources", unknown).put("valid_sources", valid)
                                .put("short_forms", "a source's id prefix names it too: fr, usc, cfr, crs, gao, crpt, "
                                        + "crec, sap, pl").build());
            }
            if (!registryOnly.isEmpty()) {
                throw notSearchable(registryOnly, request.query(), valid);
            }
        }
        chosen = withFields(chosen, searchable, request);
        List<SourceTables> lexical = chosen;
        List<SourceTables> semantic = chosen.stream().filter(SourceTables::semanticallySearchable).toList();
        List<SourceTables> withoutVectors = chosen.stream().filter(s -> !s.semanticallySearchable()).toList();
        // An empty source has no vectors because it has no records: searching it gives nothing up.
        List<SourceTables> holdingWithoutVectors = withoutVectors.stream().filter(s -> !s.empty()).toList();
        Map<String, String> lexicalOnly = new LinkedHashMap<>();
        List<String> excluded = new ArrayList<>();
        List<SourceTables> searched = chosen;
        switch (request.mode()) {
            case LEXICAL -> semantic = List.of();
            case SEMANTIC -> {
                if (!request.sources().isEmpty() && !withoutVectors.isEmpty()) {
                    throw new ApiException(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY,
                            "source" + (withoutVectors.size() > 1 ? "s " : " ")
                                    + String.join(", ", withoutVectors.stream().map(SourceTables::name).toList())
                                    + " cannot be searched semantically: no vectors",
                            ApiException.newHint()
                                    .put("offending_sources", withoutVectors.stream().map(SourceTables::name).toList())
                                    .put("valid_sources", all.stream().filter(SourceTables::semanticallySearchable)
                                            .map(SourceTables::name).toList())
                                    .put("try", "mode=lexical or mode=hybrid search these sources by their words")
                                    .build());
                }
                holdingWithoutVectors.forEach(s -> excluded.add(s.name()));
                lexical = List.of();
                searched = semantic;
            }
            case HYBRID -> {
                holdingWithoutVectors.forEach(s -> lexicalOnly.put(s.name(),
                        "short-body source without vectors: lexical only"));
                for (SourceTables s : semantic) {
                    if (s.chunkCount() > 0 && indexes.index(s.name()).map(BinaryVectorIndex::size).orElse(0) == 0) {
                        lexicalOnly.put(s.name(), "no vectors yet for its " + s.chunkCount()
                                + " chunks (the embed worker has not run or is still running): lexical only");
                    }
                }
            }
        }
        return new SourcePlan(searched, lexical, semantic, lexicalOnly, excluded);
    }

    /**
     * Confines the search to the sources whose records carry every per-document field asked for. A
     * source named explicitly that lacks one is a client error, since it could never match.
     */
    private static List<SourceTables> withFields(List<SourceTables> chosen, List<SourceTables> searchable,
                                                 SearchRequest request) {
        if (request.filter().fields().isEmpty()) {
            return chosen;
        }
        List<SourceTables> supporting = chosen.stream().filter(s -> request.filter().unsupportedBy(s).isEmpty())
                .toList();
        List<SourceTables> lacking = chosen.stream().filter(s -> !request.filter().unsupportedBy(s).isEmpty())
                .toList();
        if (supporting.isEmpty() || (!request.sources().isEmpty() && !lacking.isEmpty())) {
            Map<String, List<String>> supportedBy = new LinkedHashMap<>();
            for (DocumentField field : request.filter().fields().keySet()) {
                supportedBy.put(field.parameter(), searchable.stream().filter(field::supportedBy).map(SourceTables::name)
                        .toList());
            }
            SourceTables first = lacking.isEmpty() ? chosen.get(0) : lacking.get(0);
            throw new ApiException(ErrorCode.INVALID_PARAMETER, first.name() + " records have no "
                    + String.join(", ", request.filter().unsupportedBy(first).stream().map(DocumentField::parameter)
                    .toList()) + " to filter on",
                    ApiException.newHint().put("parameter", request.filter().unsupportedBy(first).get(0).parameter())
                            .put("sources_with_field", supportedBy)
                            .put("try", "drop source= to search every source that has the field, or drop the field")
                            .build());
        }
        return supporting;
    }

    private static ApiException notSearchable(List<String> sources, String query, List<String> valid) {
        String q = URLEncoder.encode(query, StandardCharsets.UTF_8);
        Object redirect;
        if (sources.size() == 1) {
            redirect = "/v1/" + sources.get(0) + "?q=" + q;
        } else {
            Map<String, String> each = new LinkedHashMap<>();
            sources.forEach(s -> each.put(s, "/v1/" + s + "?q=" + q));
            redirect = each;
        }
        return new ApiException(ErrorCode.SOURCE_NOT_SEARCHABLE,
                String.join(", ", sources) + (sources.size() > 1 ? " are registry sources" : " is a registry source")
                        + " (names and identifiers, no body text): look records up by name instead of searching",
                ApiException.newHint()
                        .put("offending_sources", sources)
                        .put("redirect_to", redirect)
                        .put("valid_sources", valid)
                        .build());
    }
}
