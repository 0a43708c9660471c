package dev.josh.embed.encoder;

import ai.djl.Device;
import ai.djl.engine.Engine;
import ai.djl.util.cuda.CudaUtils;
import dev.josh.embed.encoder.EncoderException.Kind;
import java.io.UncheckedIOException;

/** Opens encoders by configuration; the one entry point the worker and the server use. */
public final class Encoders {

    private Encoders() {
    }

    /**
     * Opens a bundled model ({@link ModelCatalog#DEFAULT_MODEL}, …) or a model directory on ONNX
     * Runtime, CPU, with one session per available processor.
     *
     * @throws EncoderException of kind {@link Kind#CONFIGURATION} naming what is wrong
     */
    public static Encoder open(String nameOrDirectory) {
        return open(EncoderConfig.local(nameOrDirectory));
    }

    /** As {@link #open(String)}, with {@code sessions} ONNX Runtime sessions. */
    public static Encoder open(String nameOrDirectory, int sessions) {
        return open(EncoderConfig.local(nameOrDirectory).withSessions(sessions));
    }

    /**
     * Opens the encoder {@code config} describes: a remote service, or a local model on the engine
     * and device it names.
     *
     * @throws EncoderException of kind {@link Kind#CONFIGURATION} when the model, engine or device
     *                          cannot be had, saying what to install or change
     */
    public static Encoder open(EncoderConfig config) {
        if (config.remote() != null) {
            return HttpEncoder.open(config.remote(), localDescription(config.model()));
        }
        if (config.engine() == EncoderConfig.Engine.PYTORCH) {
            throw new EncoderException(Kind.CONFIGURATION, pytorchMissing());
        }
        Device device = device(config.device());
        ModelFiles files = resolve(config.model());
        try {
            return OnnxEncoder.open(files, config.sessions(), device, config.ort());
        } catch (EncoderException e) {
            if (config.device() == EncoderConfig.Device.GPU) {
                throw new EncoderException(e.kind(), e.getMessage() + " (on a GPU, ONNX Runtime's CUDA build "
                        + "com.microsoft.onnxruntime:onnxruntime_gpu must replace the CPU one on the classpath)", e);
            }
            throw e;
        }
    }

    /** Model files by name or directory, as a configuration error when they cannot be found. */
    public static ModelFiles resolve(String nameOrDirectory) {
        try {
            return ModelCatalog.resolve(nameOrDirectory);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new EncoderException(Kind.CONFIGURATION, e.getMessage(), e);
        }
    }

    /** One session per processor: on small CPUs that beats one session with more threads (DESIGN.md). */
    public static int defaultSessions() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /**
     * A remote model is described by the local model of the same name when there is one (its
     * tokenizer, prefixes and maximum input); otherwise by what the service itself reports.
     */
    private static ModelFiles localDescription(String model) {
        try {
            return ModelCatalog.resolve(model);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            return null;
        }
    }

    private static Device device(EncoderConfig.Device device) {
        if (device == EncoderConfig.Device.CPU) {
            return Device.cpu();
        }
        if (CudaUtils.getGpuCount() < 1) {
            throw new EncoderException(Kind.CONFIGURATION, "--device gpu: no CUDA GPU is visible on this machine "
                    + "(no NVIDIA driver or CUDA runtime found). Install the NVIDIA driver and CUDA 12 with cuDNN 9, "
                    + "and put ONNX Runtime's CUDA build (com.microsoft.onnxruntime:onnxruntime_gpu) on the classpath "
                    + "in place of the CPU one; or use --device cpu, or an embedding service with --endpoint.");
        }
        return Device.gpu();
    }

    private static String pytorchMissing() {
        String state = Engine.hasEngine("PyTorch")
                ? "DJL's PyTorch engine is on the classpath, but this build runs ONNX models only"
                : "DJL's PyTorch engine is not installed in this build";
        return "--engine pytorch: " + state + ". To run TorchScript models, add ai.djl.pytorch:pytorch-engine and "
                + "libtorch for this platform (ai.djl.pytorch:pytorch-native-cpu, classifier linux-x86_64, or "
                + "PYTORCH_LIBRARY_PATH pointing at an installed libtorch) together with a traced model.pt. "
                + "The bundled models are ONNX: use --engine onnxruntime (the default).";
    }
}
