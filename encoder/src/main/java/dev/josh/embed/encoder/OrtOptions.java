package dev.josh.embed.encoder;

import ai.onnxruntime.OrtSession.SessionOptions.ExecutionMode;
import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import java.util.Map;

/**
 * How the encoder runs ONNX Runtime: the session settings, as DJL's OrtEngine takes them (the option
 * keys its {@code OrtModel.load} reads), and the size of each inference call. Defaults were measured
 * with {@code josh embed bench --db} on real chunks (docs/benchmarks.md, "Bulk embedding at speed").
 *
 * @param intraOpThreads  threads one inference uses; 0 gives each session an equal share of the processors
 * @param interOpThreads  threads running independent graph nodes at once; only used in the parallel mode
 * @param optLevel        graph optimizations applied when the session loads (fusions of attention,
 *                        layer norm and GELU come with {@code EXTENDED_OPT} and above)
 * @param executionMode   nodes one after another, or independent ones side by side
 * @param memoryPattern   plan the buffers of one input shape and reuse the plan; each new padded
 *                        width is a new shape, so with length-sorted batches it is rarely reused
 * @param cpuArena        allocate from ONNX Runtime's arena instead of the system allocator
 * @param callTexts       most texts in one inference call
 * @param callTokens      most padded tokens ({@code texts × the longest text's length}) in one inference
 *                        call; a text longer than this runs alone
 */
public record OrtOptions(int intraOpThreads, int interOpThreads, OptLevel optLevel, ExecutionMode executionMode,
                         boolean memoryPattern, boolean cpuArena, int callTexts, int callTokens) {

    /** Texts a call by default: on two cores with bge-small, 16 and 32 texts a call ran slower. */
    private static final int DEFAULT_CALL_TEXTS = 8;

    /**
     * Padded tokens a call by default. On two cores with bge-small, fp32 and int8, calls of one 300–512-token
     * chunk ran 1.1–1.2× faster than calls of four or five (2,048): each call's activations then stay in the
     * core's cache. Measured on real chunks, docs/benchmarks.md ("Inference calls of one long chunk").
     */
    private static final int DEFAULT_CALL_TOKENS = 512;

    public OrtOptions {
        if (intraOpThreads < 0 || interOpThreads < 1) {
            throw new IllegalArgumentException("intra-op threads must be 0 (automatic) or more, inter-op threads "
                    + "at least 1; got " + intraOpThreads + " and " + interOpThreads);
        }
        if (callTexts < 1 || callTokens < 1) {
            throw new IllegalArgumentException("an inference call must hold at least one text and one token; got "
                    + callTexts + " and " + callTokens);
        }
    }

    /** What ONNX Runtime itself defaults to, with one share of the processors per session, in the default calls. */
    public static OrtOptions defaults() {
        return new OrtOptions(0, 1, OptLevel.ALL_OPT, ExecutionMode.SEQUENTIAL, true, true, DEFAULT_CALL_TEXTS,
                DEFAULT_CALL_TOKENS);
    }

    /** Intra-op threads for one of {@code sessions} sessions: the set number, else an equal share (at least one). */
    public int intraOpThreadsFor(int sessions) {
        return intraOpThreads > 0 ? intraOpThreads
                : Math.max(1, Runtime.getRuntime().availableProcessors() / sessions);
    }

    /**
     * These options for one of {@code sessions} sessions opened one at a time, each as its own encoder of
     * one session: the share of the processors is fixed here, where all of them are counted.
     */
    public OrtOptions eachOf(int sessions) {
        return new OrtOptions(intraOpThreadsFor(sessions), interOpThreads, optLevel, executionMode, memoryPattern,
                cpuArena, callTexts, callTokens);
    }

    /** The options map DJL's {@code Model.load} passes to ONNX Runtime for one of {@code sessions} sessions. */
    Map<String, String> djlOptions(int sessions) {
        // DJL applies intraOpNumThreads only when interOpNumThreads is also given.
        return Map.of(
                "interOpNumThreads", Integer.toString(interOpThreads),
                "intraOpNumThreads", Integer.toString(intraOpThreadsFor(sessions)),
                "optLevel", optLevel.name(),
                "executionMode", executionMode.name(),
                "memoryPatternOptimization", Boolean.toString(memoryPattern),
                "cpuArenaAllocator", Boolean.toString(cpuArena));
    }

    /** One line for logs and benchmark tables. */
    public String describe(int sessions) {
        return sessions + " sessions × " + intraOpThreadsFor(sessions) + " intra-op threads, inter-op "
                + interOpThreads + ", " + optLevel + ", " + executionMode + ", memory pattern "
                + (memoryPattern ? "on" : "off") + ", arena " + (cpuArena ? "on" : "off") + ", calls of at most "
                + callTexts + " texts and " + callTokens + " padded tokens";
    }
}
