package dev.josh.embed;

import ai.onnxruntime.OrtSession.SessionOptions.ExecutionMode;
import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import dev.josh.embed.encoder.OrtOptions;
import picocli.CommandLine.Option;

/** ONNX Runtime's session settings on the command line ({@link OrtOptions}), for {@code embed}, its gate and bench. */
public final class OrtFlags {

    private static final OrtOptions DEFAULTS = OrtOptions.defaults();

    @Option(names = "--ort-threads", paramLabel = "N",
            description = "Intra-op threads per session (default: the processors shared out over the sessions).")
    int intraOpThreads = DEFAULTS.intraOpThreads();

    @Option(names = "--ort-inter-threads", paramLabel = "N",
            description = "Inter-op threads per session, used by --ort-execution-mode parallel (default: ${DEFAULT-VALUE}).")
    int interOpThreads = DEFAULTS.interOpThreads();

    @Option(names = "--ort-opt-level", paramLabel = "LEVEL",
            description = "Graph optimizations: NO_OPT, BASIC_OPT, EXTENDED_OPT, ALL_OPT (default: ${DEFAULT-VALUE}).")
    OptLevel optLevel = DEFAULTS.optLevel();

    @Option(names = "--ort-execution-mode", paramLabel = "MODE",
            description = "SEQUENTIAL or PARALLEL (default: ${DEFAULT-VALUE}).")
    ExecutionMode executionMode = DEFAULTS.executionMode();

    @Option(names = "--ort-memory-pattern", paramLabel = "BOOL", arity = "1",
            description = "Plan buffers per input shape (default: ${DEFAULT-VALUE}).")
    boolean memoryPattern = DEFAULTS.memoryPattern();

    @Option(names = "--ort-arena", paramLabel = "BOOL", arity = "1",
            description = "Allocate from ONNX Runtime's CPU arena (default: ${DEFAULT-VALUE}).")
    boolean cpuArena = DEFAULTS.cpuArena();

    @Option(names = "--ort-call-texts", paramLabel = "N",
            description = "Most texts in one inference call (default: ${DEFAULT-VALUE}; a GPU wants more).")
    int callTexts = DEFAULTS.callTexts();

    @Option(names = "--ort-call-tokens", paramLabel = "N",
            description = "Most padded tokens (texts × the longest one's length) in one inference call; a longer text "
                    + "runs alone (default: ${DEFAULT-VALUE}, measured best on two CPU cores; a GPU wants more).")
    int callTokens = DEFAULTS.callTokens();

    /** The settings given; throws IllegalArgumentException for thread counts or a call size out of range. */
    public OrtOptions options() {
        return new OrtOptions(intraOpThreads, interOpThreads, optLevel, executionMode, memoryPattern, cpuArena, callTexts,
                callTokens);
    }
}
