package dev.josh.embed.encoder;

import ai.onnxruntime.OrtSession.SessionOptions.ExecutionMode;
import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import java.util.Map;

/**
 * ONNX Runtime's session settings, as DJL's OrtEngine takes them (the option keys its
 * {@code OrtModel.load} reads). Defaults were measured with {@code josh embed bench --db} on real
 * chunks (docs/benchmarks.md, "Bulk embedding at speed").
 *
 * @param intraOpThreads  threads one inference uses; 0 gives each session an equal share of the processors
 * @param interOpThreads  threads running independent graph nodes at once; only used in the parallel mode
 * @param optLevel        graph optimizations applied when the session loads (fusions of attention,
 *                        layer norm and GELU come with {@code EXTENDED_OPT} and above)
 * @param executionMode   nodes one after another, or independent ones side by side
 * @param memoryPattern   plan the buffers of one input shape and reuse the plan; each new padded
 *                        width is a new shape, so with length-sorted batches it is rarely reused
 * @param cpuArena        allocate from ONNX Runtime's arena instead of the system allocator
 */
public record OrtOptions(int intraOpThreads, int interOpThreads, OptLevel optLevel, ExecutionMode executionMode,
                         boolean memoryPattern, boolean cpuArena) {

    public OrtOptions {
        if (intraOpThreads < 0 || interOpThreads < 1) {
            throw new IllegalArgumentException("intra-op threads must be 0 (automatic) or more, inter-op threads "
                    + "at least 1; got " + intraOpThreads + " and " + interOpThreads);
        }
    }

    /** What ONNX Runtime itself defaults to, with one share of the processors per session. */
    public static OrtOptions defaults() {
        return new OrtOptions(0, 1, OptLevel.ALL_OPT, ExecutionMode.SEQUENTIAL, true, true);
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
                cpuArena);
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
                + (memoryPattern ? "on" : "off") + ", arena " + (cpuArena ? "on" : "off");
    }
}
