package dev.josh.embed.bench;

import dev.josh.db.JoshDatabase;
import dev.josh.embed.CommandDatabase;
import dev.josh.embed.EncoderOptions;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderConfig;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.TextTokenizer;
import dev.josh.embed.measure.Percentiles;
import dev.josh.embed.measure.Throughput;
import dev.josh.embed.worker.WorkerOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.springframework.dao.DataAccessException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code embed bench}: document throughput of each model at fixed input lengths, next to the
 * arithmetic bound of this CPU ({@link CpuPeak}, {@link ModelShape}), and query-embedding latency.
 * Prints Markdown tables for {@code docs/benchmarks.md}. A measurement, not a test: nothing is
 * asserted. The texts are U.S. Code prose cut to exact token counts with each model's tokenizer, or,
 * with {@code --db}, real chunks of a database ({@link ChunkSample}) embedded as the worker embeds them.
 */
@Command(name = "bench", description = "Measure encoder throughput and query latency; print Markdown tables.")
public final class BenchCommand implements Callable<Integer> {

    /** 17 U.S.C. § 107 and § 102(a), public domain: prose of the kind the corpus holds. */
    private static final String PROSE = "Notwithstanding the provisions of sections 106 and 106A, the fair use of a "
            + "copyrighted work, including such use by reproduction in copies or phonorecords or by any other means "
            + "specified by that section, for purposes such as criticism, comment, news reporting, teaching (including "
            + "multiple copies for classroom use), scholarship, or research, is not an infringement of copyright. In "
            + "determining whether the use made of a work in any particular case is a fair use the factors to be "
            + "considered shall include the purpose and character of the use, including whether such use is of a "
            + "commercial nature or is for nonprofit educational purposes; the nature of the copyrighted work; the "
            + "amount and substantiality of the portion used in relation to the copyrighted work as a whole; and the "
            + "effect of the use upon the potential market for or value of the copyrighted work. The fact that a work "
            + "is unpublished shall not itself bar a finding of fair use if such finding is made upon consideration "
            + "of all the above factors. Copyright protection subsists, in accordance with this title, in original "
            + "works of authorship fixed in any tangible medium of expression, now known or later developed, from "
            + "which they can be perceived, reproduced, or otherwise communicated, either directly or with the aid "
            + "of a machine or device. Works of authorship include literary works; musical works, including any "
            + "accompanying words; dramatic works, including any accompanying music; pantomimes and choreographic "
            + "works; pictorial, graphic, and sculptural works; motion pictures and other audiovisual works; sound "
            + "recordings; and architectural works.";

    @Spec
    CommandSpec spec;

    @Option(names = "--models", split = ",", paramLabel = "NAME",
            description = "Models to measure (default: every bundled model).")
    List<String> models;

    @Option(names = "--lengths", split = ",", paramLabel = "TOKENS", defaultValue = "128,256,512",
            description = "Input lengths in tokens, special tokens included (default: ${DEFAULT-VALUE}).")
    List<Integer> lengths;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "6",
            description = "Least time measured per model and length (default: ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--texts", paramLabel = "N", defaultValue = "32",
            description = "Distinct texts per length (default: ${DEFAULT-VALUE}).")
    int texts;

    @Option(names = "--batch", paramLabel = "N",
            description = "Texts per embedDocuments call (default: 16 at fixed lengths; with --db, the worker's claimed "
                    + "batch, " + WorkerOptions.DEFAULT_BATCH_SIZE + ").")
    Integer batch;

    @Option(names = "--db", paramLabel = "PATH",
            description = "Measure on real chunks of this database (every k-th of its embedding queue, in claim "
                    + "order) instead of prose cut to fixed lengths.")
    Path db;

    @Option(names = "--chunks", paramLabel = "N", defaultValue = "512",
            description = "Real chunks measured with --db (default: ${DEFAULT-VALUE}).")
    int chunks;

    @Option(names = "--queries", paramLabel = "N", defaultValue = "60",
            description = "Queries timed one at a time for latency (default: ${DEFAULT-VALUE}).")
    int queries;

    /** Sessions, ONNX Runtime's settings, the device or an embedding service; --model is one of --models. */
    @Mixin
    EncoderOptions encoderOptions;

    /** One measured row. */
    private record Row(String model, int tokens, Throughput speed, double boundChunksPerSecond) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String problem = encoderOptions.problem();
        if (problem == null && models != null && encoderOptions.modelOr(null) != null) {
            problem = "name the models with --models or one with --model, not both";
        }
        if (problem == null && (seconds < 1 || texts < 1 || (batch != null && batch < 1) || queries < 1 || chunks < 1
                || lengths.stream().anyMatch(l -> l < 8))) {
            problem = "--seconds, --texts, --batch, --chunks, --queries must be positive, lengths at least 8";
        }
        if (problem != null) {
            err.println("bench: " + problem);
            return 2;
        }
        String one = encoderOptions.modelOr(null);
        List<String> names = models != null ? models : one != null ? List.of(one)
                : ModelCatalog.bundled().stream().map(ModelCatalog.Bundled::modelId).toList();
        CpuPeak cpu = CpuPeak.read();
        EncoderConfig settings = encoderOptions.config(names.get(0));
        // Inferences at once: local sessions, or requests in flight to a service.
        int sessionCount = settings.remote() != null ? settings.remote().concurrency() : settings.sessions();
        out.println("machine: " + cpu.describe());
        out.println("encoder: " + (settings.remote() != null ? settings.remote().endpoint() + " ("
                + settings.remote().api() + ", " + settings.remote().concurrency() + " requests at once)"
                : settings.device() + ", onnx runtime " + settings.ort().describe(sessionCount)));
        out.println("load before: " + loadAverage());
        if (db != null) {
            return realChunks(out, err, names, sessionCount);
        }
        int batch = this.batch != null ? this.batch : 16;
        List<Row> rows = new ArrayList<>();
        List<String> latency = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (String name : names) {
            try (Encoder encoder = Encoders.open(encoderOptions.config(name))) {
                boolean int8 = name.endsWith("-q");
                ModelShape shape = ModelShape.of(encoder.spec().modelId());
                for (int length : lengths) {
                    if (length > encoder.spec().maxTokens()) {
                        skipped.add(name + " at " + length + " tokens: longer than its " + encoder.spec().maxTokens()
                                + "-token input");
                        continue;
                    }
                    List<String> inputs = texts(encoder, length);
                    long[] counts = new long[inputs.size()];
                    Arrays.fill(counts, length);
                    Throughput speed = Throughput.measure(encoder, inputs, counts, batch, Duration.ofSeconds(seconds));
                    double bound = (int8 ? cpu.int8() : cpu.fp32()) / shape.flopsPerChunk(length);
                    Row row = new Row(name, length, speed, bound);
                    rows.add(row);
                    err.printf(Locale.ROOT, "bench: %s at %d tokens: %.1f chunks/s%n", name, length,
                            speed.chunksPerSecond());
                }
                latency.add(latencyRow(encoder, name));
            } catch (EncoderException e) {
                err.println("bench: " + name + ": " + e.getMessage());
                return 1;
            }
        }
        out.println("load after: " + loadAverage());
        out.println();
        out.println("| model | tokens | chunks/s | tokens/s | GFLOP/chunk | bound chunks/s | of bound |");
        out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (Row r : rows) {
            ModelShape shape = ModelShape.of(r.model());
            out.printf(Locale.ROOT, "| %s | %d | %.1f | %.0f | %.2f | %.1f | %.0f%% |%n", r.model(), r.tokens(),
                    r.speed().chunksPerSecond(), r.speed().tokensPerSecond(), shape.flopsPerChunk(r.tokens()) / 1e9,
                    r.boundChunksPerSecond(), 100 * r.speed().chunksPerSecond() / r.boundChunksPerSecond());
        }
        skipped.forEach(line -> out.println("not measured: " + line));
        out.println();
        out.println("| model | query p50 ms | query p95 ms |");
        out.println("|---|---:|---:|");
        latency.forEach(out::println);
        return 0;
    }

    /**
     * Each model over the same real chunks, embedded in calls of the worker's batch size in claim
     * order, once through after a warm-up call; tokens are the model's own, special tokens included.
     */
    private int realChunks(PrintWriter out, PrintWriter err, List<String> names, int sessionCount) {
        JoshDatabase database = CommandDatabase.forReading("bench", db, err::println).orElse(null);
        if (database == null) {
            return 1;
        }
        List<String> sample;
        try {
            sample = ChunkSample.of(database, chunks).texts();
        } catch (SQLException | DataAccessException e) {
            err.println("bench: cannot read chunks from " + db + ": " + e.getMessage());
            return 1;
        }
        if (sample.isEmpty()) {
            err.println("bench: " + db + " has no chunks in its embedding queue");
            return 1;
        }
        int calls = batch != null ? batch : WorkerOptions.DEFAULT_BATCH_SIZE;
        List<String> rows = new ArrayList<>();
        for (String name : names) {
            try (Encoder encoder = Encoders.open(encoderOptions.config(name))) {
                long[] counts = sample.stream().mapToLong(text -> modelTokens(encoder, text)).toArray();
                Throughput speed = Throughput.measure(encoder, sample, counts, calls, Duration.ZERO);
                err.printf(Locale.ROOT, "bench: %s on %d real chunks: %.1f chunks/s%n", name, sample.size(),
                        speed.chunksPerSecond());
                rows.add(String.format(Locale.ROOT, "| %s | %d | %.0f | %d | %.1f | %.2f | %.0f | %.1f | %.0f |", name,
                        speed.chunks(), (double) speed.tokens() / speed.chunks(), sessionCount,
                        speed.elapsed().toMillis() / 1000.0, speed.chunksPerSecond(), speed.tokensPerSecond(),
                        speed.cpu().toMillis() / 1000.0, speed.tokensPerCpuSecond()));
            } catch (EncoderException e) {
                err.println("bench: " + name + ": " + e.getMessage());
                return 1;
            }
        }
        out.println("load after: " + loadAverage());
        out.println();
        out.println("| model | chunks | tokens/chunk | at once | seconds | chunks/s | tokens/s | CPU s | tokens/CPU-s |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        rows.forEach(out::println);
        return 0;
    }

    /** Tokens the model reads for a document: its prefix, the text and two special tokens, cut at its input. */
    private static long modelTokens(Encoder encoder, String text) {
        int tokens = encoder.tokenizer().count(encoder.spec().documentPrefix() + text) + 2;
        return Math.min(tokens, encoder.spec().maxTokens());
    }

    /** {@code texts} different texts of exactly {@code tokens} model tokens, prefix and special tokens included. */
    private List<String> texts(Encoder encoder, int tokens) {
        TextTokenizer tokenizer = encoder.tokenizer();
        int content = tokens - 2 - tokenizer.count(encoder.spec().documentPrefix());
        String[] words = PROSE.split(" ");
        List<String> out = new ArrayList<>();
        for (int k = 0; k < texts; k++) {
            StringBuilder text = new StringBuilder();
            for (int w = k * 7; tokenizer.count(text.toString()) < content + 8; w++) {
                text.append(words[w % words.length]).append(' ');
            }
            List<TextTokenizer.Span> spans = tokenizer.spans(text.toString());
            out.add(text.substring(0, spans.get(content - 1).end()));
        }
        return out;
    }

    /** Query latency, one query at a time after a warm-up, as the server embeds them. */
    private String latencyRow(Encoder encoder, String name) {
        String[] words = PROSE.split(" ");
        encoder.embedQuery("warm up");
        double[] millis = new double[queries];
        for (int q = 0; q < queries; q++) {
            int from = (q * 11) % (words.length - 10);
            String query = String.join(" ", Arrays.copyOfRange(words, from, from + 4 + q % 7));
            long start = System.nanoTime();
            encoder.embedQuery(query);
            millis[q] = (System.nanoTime() - start) / 1e6;
        }
        Percentiles p = new Percentiles(millis);
        return String.format(Locale.ROOT, "| %s | %.1f | %.1f |", name, p.at(50), p.at(95));
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
