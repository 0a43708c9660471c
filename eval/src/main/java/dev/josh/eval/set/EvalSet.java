package dev.josh.eval.set;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A frozen eval set, read from {@code docs/eval/<source>/<version>/}: its definition
 * ({@code set.json}), queries ({@code queries.tsv}: id, tab, text) and judgments
 * ({@code qrels.txt}, TREC format). A change to any of them makes a new version, never an edit.
 */
public record EvalSet(Path directory, SetDefinition definition, List<EvalQuery> queries, Qrels qrels) {

    public static final String DEFINITION = "set.json";
    public static final String QUERIES = "queries.tsv";
    public static final String QRELS = "qrels.txt";

    public EvalSet {
        queries = List.copyOf(queries);
    }

    public String name() {
        return definition.name();
    }

    /** Reads the set {@code name} ({@code us-code/v1}) under {@code evalRoot} ({@code docs/eval}). */
    public static EvalSet read(Path evalRoot, String name) throws IOException {
        EvalSet set = readUnjudged(evalRoot, name);
        for (EvalQuery q : set.queries()) {
            if (set.qrels().of(q.id()).isEmpty()) {
                throw new IOException(name + ": query " + q.id() + " has no relevant document in " + QRELS);
            }
        }
        return set;
    }

    /**
     * Reads a set whose judgments may not be made yet (a set judged by reading, before its pool is
     * judged): without {@code qrels.txt}, every query has none.
     */
    public static EvalSet readUnjudged(Path evalRoot, String name) throws IOException {
        Path dir = evalRoot.resolve(name);
        if (!Files.isRegularFile(dir.resolve(DEFINITION))) {
            throw new IOException("no eval set " + name + " under " + evalRoot + " (no " + DEFINITION + " in " + dir + ")");
        }
        SetDefinition definition = EvalJson.read(dir.resolve(DEFINITION), SetDefinition.class);
        if (!definition.name().equals(name)) {
            throw new IOException(dir.resolve(DEFINITION) + " names the set " + definition.name() + ", not " + name);
        }
        List<EvalQuery> queries = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve(QUERIES), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                String[] f = line.split("\t", 2);
                if (f.length != 2) {
                    throw new IOException(dir.resolve(QUERIES) + ": expected 'id<TAB>text', got '" + line + "'");
                }
                queries.add(new EvalQuery(f[0], f[1]));
            }
        }
        Qrels qrels = Files.isRegularFile(dir.resolve(QRELS)) ? Qrels.read(dir.resolve(QRELS)) : new Qrels(Map.of());
        return new EvalSet(dir, definition, queries, qrels);
    }

    /** Writes a new set; refuses when the directory already holds one (a committed set is frozen). */
    public static EvalSet create(Path evalRoot, SetDefinition definition, List<EvalQuery> queries, Qrels qrels)
            throws IOException {
        Path dir = evalRoot.resolve(definition.name());
        if (Files.exists(dir.resolve(QUERIES)) || Files.exists(dir.resolve(DEFINITION))) {
            throw new IOException("eval set " + definition.name() + " already exists in " + dir
                    + "; a set is frozen once written: derive a new version instead");
        }
        Files.createDirectories(dir);
        EvalJson.write(dir.resolve(DEFINITION), definition);
        List<String> lines = queries.stream().map(q -> q.id() + "\t" + q.text()).toList();
        Files.write(dir.resolve(QUERIES), lines, StandardCharsets.UTF_8);
        qrels.write(dir.resolve(QRELS), queries);
        return new EvalSet(dir, definition, queries, qrels);
    }
}
