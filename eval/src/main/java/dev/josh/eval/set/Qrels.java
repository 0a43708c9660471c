package dev.josh.eval.set;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Relevance judgments in TREC format ({@code qid 0 docid grade}, one per line): per query, the
 * documents that count as relevant and their grade (1 or more; unjudged documents are not relevant).
 */
public record Qrels(Map<String, Map<String, Integer>> byQuery) {

    public Qrels {
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        byQuery.forEach((q, docs) -> copy.put(q, Map.copyOf(docs)));
        byQuery = java.util.Collections.unmodifiableMap(copy);
    }

    /** The grades of one query's relevant documents; empty when it has none. */
    public Map<String, Integer> of(String queryId) {
        return byQuery.getOrDefault(queryId, Map.of());
    }

    public static Qrels read(Path file) throws IOException {
        Map<String, Map<String, Integer>> byQuery = new LinkedHashMap<>();
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.strip().split("\\s+");
            if (f.length != 4) {
                throw new IOException(file + ":" + lineNumber + ": expected 'qid 0 docid grade', got '" + line + "'");
            }
            int grade = Integer.parseInt(f[3]);
            if (grade > 0) {
                byQuery.computeIfAbsent(f[0], q -> new LinkedHashMap<>()).put(f[2], grade);
            }
        }
        return new Qrels(byQuery);
    }

    /** Writes the judgments, queries in the given order, documents by descending grade then id. */
    public void write(Path file, List<EvalQuery> order) throws IOException {
        List<String> lines = new ArrayList<>();
        for (EvalQuery q : order) {
            of(q.id()).entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                    .forEach(e -> lines.add(q.id() + " 0 " + e.getKey() + " " + e.getValue()));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }
}
