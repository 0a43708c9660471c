package dev.josh.eval.citations;

import dev.josh.contracts.cite.LegalCitations;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.Rows;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code josh eval reader-differential --db DB --eyecite FILE --out FILE}: Josh's citation reader against
 * Free Law Project's eyecite over the same texts, a database's bodies or a list of strings (eyecite's side
 * comes from {@code eval/differential/eyecite_citations.py}). Prints the outcomes per kind of citation and
 * writes every disagreement with the words around it, for adjudication by reading
 * (docs/eval/reader-differential.md).
 */
@Command(name = "reader-differential", mixinStandardHelpOptions = true,
        description = "Compares Josh's citation reader with eyecite's citations of the same database's bodies.")
public final class ReaderDifferentialCommand implements Callable<Integer> {

    /** Characters of context each side of a disagreement. */
    private static final int CONTEXT = 90;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @CommandLine.ArgGroup(multiplicity = "1")
    Texts texts;

    /** What both readers read: a database's bodies, or a JSON array of strings. */
    static final class Texts {
        @Option(names = "--db", paramLabel = "FILE", description = "The database whose bodies both read.")
        Path db;

        @Option(names = "--strings", paramLabel = "FILE", description = "A JSON array of texts; the i-th is document s<i>.")
        Path strings;
    }

    @Option(names = "--eyecite", required = true, paramLabel = "FILE",
            description = "eyecite_citations.py's output over the same database and tables.")
    Path eyecite;

    @Option(names = "--tables", split = ",", paramLabel = "TABLE", defaultValue = "federal_register,crs_reports,"
            + "gao_reports,committee_reports,congressional_record,statements_of_administration_policy,"
            + "cbo_cost_estimates", description = "With --db: the tables whose body_markdown is read (default: ${DEFAULT-VALUE}).")
    List<String> tables;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where the disagreements go (TSV).")
    Path out;

    @Override
    public Integer call() throws IOException, SQLException {
        Map<String, List<ReadCitation>> theirs = eyeciteCitations();
        LegalCitations reader = new LegalCitations(LocalDate.now(ZoneOffset.UTC));
        Map<String, Map<Verdict, Integer>> counts = new TreeMap<>();
        Map<Verdict, Map<Cause, Integer>> causes = new TreeMap<>();
        try (PrintWriter tsv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            tsv.println("verdict\tcause\tdoc\tstart\tjosh\teyecite\tcontext");
            for (Map.Entry<String, String> text : texts().entrySet()) {
                String doc = text.getKey();
                String body = text.getValue();
                List<ReadCitation> ours = new ArrayList<>();
                reader.find(body, null).forEach(f -> CitationKeys.of(f).ifPresent(key ->
                        ours.add(new ReadCitation(doc, f.start(), f.end(), f.text(), key))));
                for (ReaderDifferential.Outcome o : ReaderDifferential.compare(ours, theirs.getOrDefault(doc, List.of()))) {
                    ReadCitation any = o.josh() != null ? o.josh() : o.eyecite();
                    counts.computeIfAbsent(kind(any.key()), k -> new TreeMap<>()).merge(o.verdict(), 1, Integer::sum);
                    if (o.verdict() != Verdict.AGREE) {
                        Cause cause = Cause.of(o);
                        causes.computeIfAbsent(o.verdict(), v -> new TreeMap<>()).merge(cause, 1, Integer::sum);
                        tsv.println(String.join("\t", o.verdict().name(), cause.name(), doc, String.valueOf(any.start()),
                                o.josh() == null ? "" : o.josh().key(), o.eyecite() == null ? "" : o.eyecite().key(),
                                context(body, any)));
                    }
                }
            }
        }
        print(counts, causes);
        return 0;
    }

    /** Document id to text, in a stable order. */
    private Map<String, String> texts() throws IOException, SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        if (texts.strings != null) {
            List<String> strings = JSON.readValue(texts.strings.toFile(), new TypeReference<List<String>>() { });
            for (int i = 0; i < strings.size(); i++) {
                out.put("s" + i, strings.get(i));
            }
            return out;
        }
        try (Connection c = JoshDatabase.readOnly(texts.db).getConnection()) {
            for (String table : tables) {
                Rows.on(c).sql("SELECT id, body_markdown FROM " + table + " ORDER BY id").query(Rows.of(Body.class))
                        .list().forEach(body -> out.put(body.id(), body.bodyMarkdown()));
            }
        }
        return out;
    }

    /** A record's id and its body text. */
    private record Body(String id, String bodyMarkdown) {
    }

    private Map<String, List<ReadCitation>> eyeciteCitations() throws IOException {
        Map<String, List<ReadCitation>> byDoc = new HashMap<>();
        try (BufferedReader in = Files.newBufferedReader(eyecite, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                JsonNode n = JSON.readTree(line);
                ReadCitation c = new ReadCitation(n.get("doc").asString(), n.get("start").asInt(), n.get("end").asInt(),
                        n.get("text").asString(), n.get("key").asString());
                byDoc.computeIfAbsent(c.doc(), d -> new ArrayList<>()).add(c);
            }
        }
        return byDoc;
    }

    private static String kind(String key) {
        return key.substring(0, key.indexOf(':'));
    }

    private static String context(String body, ReadCitation c) {
        String before = body.substring(Math.max(0, c.start() - CONTEXT), c.start());
        String after = body.substring(c.end(), Math.min(body.length(), c.end() + CONTEXT));
        return (before + "[[" + body.substring(c.start(), c.end()) + "]]" + after).replaceAll("\\s+", " ");
    }

    private void print(Map<String, Map<Verdict, Integer>> counts, Map<Verdict, Map<Cause, Integer>> causes) {
        System.out.printf("%-12s %8s %17s %13s %10s%n", "kind", "agree", "read differently", "eyecite only", "josh only");
        counts.forEach((kind, v) -> System.out.printf("%-12s %8d %17d %13d %10d%n", kind,
                v.getOrDefault(Verdict.AGREE, 0), v.getOrDefault(Verdict.READ_DIFFERENTLY, 0),
                v.getOrDefault(Verdict.EYECITE_ONLY, 0), v.getOrDefault(Verdict.JOSH_ONLY, 0)));
        System.out.printf("%n%-18s %-26s %5s  %s%n", "verdict", "cause", "count", "why");
        causes.forEach((verdict, byCause) -> byCause.forEach((cause, n) -> System.out.printf("%-18s %-26s %5d  %s%n",
                verdict.name().toLowerCase(Locale.ROOT), cause.name().toLowerCase(Locale.ROOT), n, cause.meaning)));
        System.out.println("disagreements: " + out);
    }
}
