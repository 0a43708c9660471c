package dev.josh.embed.encoder;

import ai.djl.Device;
import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.inference.Predictor;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import ai.djl.translate.NoBatchifyTranslator;
import ai.djl.translate.TranslateException;
import ai.djl.translate.TranslatorContext;
import dev.josh.embed.encoder.EncoderException.Kind;
import dev.josh.embed.vector.VectorCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link Encoder} over an ONNX transformer (BERT family: {@code input_ids},
 * {@code attention_mask}, optional {@code token_type_ids} in; {@code last_hidden_state} out) run by
 * DJL's ONNX Runtime engine, offline.
 *
 * <p>It holds several ONNX Runtime sessions, each with its own few intra-op threads, because on a
 * small CPU independent sessions scale better than one session with more threads (DESIGN.md,
 * measured). One {@link #embedDocuments} call is cut into length-sorted batches that run on all
 * sessions at once; calls from several threads share the same sessions. Pooling and L2
 * normalization run in plain Java because DJL's ONNX Runtime NDArrays lack most operators.
 */
public final class OnnxEncoder implements Encoder {

    private static final Logger log = LoggerFactory.getLogger(OnnxEncoder.class);

    private static final String ENGINE = "OnnxRuntime";
    private static final String INPUT_IDS = "input_ids";
    private static final String ATTENTION_MASK = "attention_mask";
    private static final String TOKEN_TYPE_IDS = "token_type_ids";
    private static final Set<String> KNOWN_INPUTS = Set.of(INPUT_IDS, ATTENTION_MASK, TOKEN_TYPE_IDS);
    private static final String HIDDEN_STATE_OUTPUT = "last_hidden_state";

    private static final long CLOSE_WAIT_SECONDS = 60;
    private static final int MAX_BATCH = 256;

    private final ModelSpec spec;
    private final HuggingFaceTextTokenizer chunkTokenizer;
    private final HuggingFaceTokenizer inputTokenizer;
    private final LengthBatcher batcher;
    private final List<Session> sessions;
    private final BlockingQueue<Session> idle;
    private final ExecutorService fanOut;
    private volatile boolean closed;

    /** One ONNX Runtime session and the DJL predictor over it; a predictor serves one thread at a time. */
    private record Session(Model model, Predictor<TokenBatch, float[][]> predictor) implements AutoCloseable {
        @Override
        public void close() {
            predictor.close();
            model.close();
        }
    }

    /** Padded, row-major model inputs for one inference call. */
    private record TokenBatch(int rows, int width, long[] ids, long[] mask, long[] typeIds) {
    }

    private OnnxEncoder(ModelFiles files, HuggingFaceTextTokenizer chunkTokenizer, HuggingFaceTokenizer inputTokenizer,
                        List<Session> sessions, OrtOptions ort) {
        this.spec = files.spec();
        this.batcher = new LengthBatcher(ort.callTexts(), ort.callTokens());
        this.chunkTokenizer = chunkTokenizer;
        this.inputTokenizer = inputTokenizer;
        this.sessions = List.copyOf(sessions);
        this.idle = new ArrayBlockingQueue<>(sessions.size(), false, sessions);
        AtomicInteger threadNumber = new AtomicInteger();
        this.fanOut = Executors.newFixedThreadPool(sessions.size(), runnable -> {
            Thread t = new Thread(runnable, "josh-encoder-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Loads the model into {@code sessionCount} ONNX Runtime sessions with {@link OrtOptions#defaults()}
     * (each given an equal share of the processors as intra-op threads, at least one), and checks one
     * inference end to end.
     *
     * @throws EncoderException of kind {@link Kind#CONFIGURATION} when the files cannot be loaded, the
     *                          model's inputs are not a BERT encoder's, or its vectors do not have
     *                          the dimension the spec declares
     */
    public static OnnxEncoder open(ModelFiles files, int sessionCount) {
        return open(files, sessionCount, Device.cpu());
    }

    /** As {@link #open(ModelFiles, int)}, on {@code device} (a GPU needs ONNX Runtime's CUDA build). */
    public static OnnxEncoder open(ModelFiles files, int sessionCount, Device device) {
        return open(files, sessionCount, device, OrtOptions.defaults());
    }

    /** As {@link #open(ModelFiles, int, Device)}, with ONNX Runtime's session settings {@code ort}. */
    public static OnnxEncoder open(ModelFiles files, int sessionCount, Device device, OrtOptions ort) {
        if (sessionCount < 1) {
            throw new IllegalArgumentException("sessions must be at least 1, got " + sessionCount);
        }
        OnnxEncoder encoder = load(files, sessionCount, ort, device);
        try {
            // One real inference, so that a model whose inputs or outputs do not fit fails here, not mid-run.
            encoder.embedQuery("probe");
        } catch (EncoderException e) {
            encoder.close();
            throw new EncoderException(Kind.CONFIGURATION, "model " + files.spec().modelId() + " from "
                    + files.onnx() + " loads but cannot embed: " + e.getMessage(), e);
        }
        log.debug("loaded {} ({}): {}", files.spec().modelId(), files.spec().modelVersion(), ort.describe(sessionCount));
        return encoder;
    }

    private static OnnxEncoder load(ModelFiles files, int sessionCount, OrtOptions ort, Device device) {
        HuggingFaceTextTokenizer chunkTokenizer = null;
        HuggingFaceTokenizer inputTokenizer = null;
        List<Session> sessions = new ArrayList<>();
        try {
            chunkTokenizer = HuggingFaceTextTokenizer.load(files.tokenizerJson());
            inputTokenizer = HuggingFaceTokenizer.newInstance(files.tokenizerJson(), inputTokenizerOptions(files.spec()));
            for (int i = 0; i < sessionCount; i++) {
                sessions.add(loadSession(files, ort.djlOptions(sessionCount), device));
            }
            return new OnnxEncoder(files, chunkTokenizer, inputTokenizer, sessions, ort);
        } catch (RuntimeException | IOException | MalformedModelException e) {
            sessions.forEach(Session::close);
            if (inputTokenizer != null) {
                inputTokenizer.close();
            }
            if (chunkTokenizer != null) {
                chunkTokenizer.close();
            }
            if (e instanceof EncoderException encoderException) {
                throw encoderException;
            }
            throw new EncoderException(Kind.CONFIGURATION, "cannot load model " + files.spec().modelId()
                    + " from " + files.onnx() + ": " + e.getMessage(), e);
        }
    }

    /** Special tokens added and input cut at the model's limit, so any text length is accepted. */
    private static Map<String, String> inputTokenizerOptions(ModelSpec spec) {
        return Map.of("addSpecialTokens", "true", "truncation", "true", "padding", "false",
                "maxLength", Integer.toString(spec.maxTokens()), "modelMaxLength", Integer.toString(spec.maxTokens()));
    }

    private static Session loadSession(ModelFiles files, Map<String, String> ortOptions, Device device)
            throws IOException, MalformedModelException {
        Model model = Model.newInstance(files.spec().modelId(), device, ENGINE);
        try {
            model.load(files.onnx(), null, ortOptions);
            List<String> inputs = model.describeInput().keys();
            if (!inputs.contains(INPUT_IDS) || !inputs.contains(ATTENTION_MASK) || !KNOWN_INPUTS.containsAll(inputs)) {
                throw new EncoderException(Kind.CONFIGURATION, "model " + files.onnx() + " takes inputs " + inputs
                        + "; a BERT-style encoder taking " + KNOWN_INPUTS + " is expected");
            }
            return new Session(model, model.newPredictor(new BatchTranslator(inputs, files.spec().dimension(),
                    files.pooling())));
        } catch (IOException | MalformedModelException | RuntimeException e) {
            model.close();
            throw e;
        }
    }

    @Override
    public ModelSpec spec() {
        return spec;
    }

    /** No hard limit: one call is cut into padded-token-bounded inference batches anyway. */
    @Override
    public int maxBatch() {
        return MAX_BATCH;
    }

    /** The model's tokenizer without special tokens or truncation, for chunkers. */
    @Override
    public TextTokenizer tokenizer() {
        return chunkTokenizer;
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        ensureOpen();
        if (texts.isEmpty()) {
            return List.of();
        }
        String prefix = spec.documentPrefix();
        List<String> inputs = prefix.isEmpty() ? texts : texts.stream().map(t -> prefix + t).toList();
        return embed(inputs);
    }

    @Override
    public float[] embedQuery(String query) {
        ensureOpen();
        return embed(List.of(spec.queryPrefix() + query)).get(0);
    }

    private List<float[]> embed(List<String> inputs) {
        Encoding[] encodings = tokenize(inputs);
        int[] lengths = Arrays.stream(encodings).mapToInt(e -> e.getIds().length).toArray();
        List<LengthBatcher.Slice> slices = batcher.plan(lengths, sessions.size());
        float[][] vectors = new float[inputs.size()][];
        if (slices.size() == 1) {
            runSlice(slices.get(0), encodings, vectors);
        } else {
            List<Future<?>> pending = new ArrayList<>(slices.size());
            for (LengthBatcher.Slice slice : slices) {
                pending.add(fanOut.submit(() -> runSlice(slice, encodings, vectors)));
            }
            awaitAll(pending);
        }
        return Arrays.asList(vectors);
    }

    private Encoding[] tokenize(List<String> inputs) {
        try {
            return inputTokenizer.batchEncode(inputs);
        } catch (RuntimeException e) {
            throw new EncoderException(Kind.TRANSIENT, "tokenizer failed: " + e.getMessage(), e);
        }
    }

    private void runSlice(LengthBatcher.Slice slice, Encoding[] encodings, float[][] vectors) {
        TokenBatch batch = pad(slice, encodings);
        Session session = borrow();
        float[][] pooled;
        try {
            pooled = session.predictor().predict(batch);
        } catch (TranslateException | RuntimeException e) {
            throw translateFailure(e);
        } finally {
            idle.add(session);
        }
        for (int row = 0; row < pooled.length; row++) {
            vectors[slice.indices()[row]] = VectorCodec.normalize(pooled[row]);
        }
    }

    private static TokenBatch pad(LengthBatcher.Slice slice, Encoding[] encodings) {
        int rows = slice.indices().length;
        int width = slice.width();
        long[] ids = new long[rows * width];
        long[] mask = new long[rows * width];
        long[] typeIds = new long[rows * width];
        for (int row = 0; row < rows; row++) {
            Encoding e = encodings[slice.indices()[row]];
            System.arraycopy(e.getIds(), 0, ids, row * width, e.getIds().length);
            System.arraycopy(e.getAttentionMask(), 0, mask, row * width, e.getAttentionMask().length);
            System.arraycopy(e.getTypeIds(), 0, typeIds, row * width, e.getTypeIds().length);
        }
        return new TokenBatch(rows, width, ids, mask, typeIds);
    }

    private Session borrow() {
        try {
            while (true) {
                ensureOpen();
                Session session = idle.poll(100, TimeUnit.MILLISECONDS);
                if (session != null) {
                    return session;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EncoderException(Kind.UNAVAILABLE, "interrupted while waiting for an encoder session", e);
        }
    }

    /** An encoder failure raised inside DJL keeps its kind; anything else from the engine is transient. */
    private static EncoderException translateFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EncoderException encoderException) {
                return encoderException;
            }
        }
        return new EncoderException(Kind.TRANSIENT, "inference failed: " + e.getMessage(), e);
    }

    private static void awaitAll(List<Future<?>> pending) {
        EncoderException failure = null;
        for (Future<?> f : pending) {
            try {
                f.get();
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = translateFailure(e.getCause());
                }
            } catch (InterruptedException e) {
                pending.forEach(p -> p.cancel(true));
                Thread.currentThread().interrupt();
                throw new EncoderException(Kind.UNAVAILABLE, "interrupted while embedding", e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new EncoderException(Kind.UNAVAILABLE, "encoder " + spec.modelId() + " is closed");
        }
    }

    /** Waits for running inferences to finish, then frees every session and tokenizer. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        fanOut.shutdown();
        try {
            for (int i = 0; i < sessions.size(); i++) {
                Session session = idle.poll(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS);
                if (session == null) {
                    // Freeing a session that is still running would crash the native side; leak it instead.
                    log.warn("an inference of {} did not finish within {} s; its session is left open",
                            spec.modelId(), CLOSE_WAIT_SECONDS);
                    break;
                }
                session.close();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            inputTokenizer.close();
            chunkTokenizer.close();
        }
    }

    /** Builds named model inputs from a {@link TokenBatch} and pools the hidden states it returns. */
    private record BatchTranslator(List<String> inputNames, int dimension, Pooling pooling)
            implements NoBatchifyTranslator<TokenBatch, float[][]> {

        @Override
        public NDList processInput(TranslatorContext ctx, TokenBatch batch) {
            NDManager manager = ctx.getNDManager();
            Shape shape = new Shape(batch.rows(), batch.width());
            NDList inputs = new NDList(inputNames.size());
            for (String name : inputNames) {
                long[] data = switch (name) {
                    case INPUT_IDS -> batch.ids();
                    case ATTENTION_MASK -> batch.mask();
                    default -> batch.typeIds();
                };
                NDArray array = manager.create(data, shape);
                array.setName(name);
                inputs.add(array);
            }
            ctx.setAttachment("mask", batch.mask());
            return inputs;
        }

        @Override
        public float[][] processOutput(TranslatorContext ctx, NDList outputs) {
            NDArray hidden = outputs.get(HIDDEN_STATE_OUTPUT);
            if (hidden == null) {
                hidden = outputs.head();
            }
            Shape shape = hidden.getShape();
            if (shape.dimension() != 3 || shape.get(2) != dimension) {
                throw new EncoderException(Kind.CONFIGURATION, "model output " + hidden.getName() + " has shape "
                        + shape + "; [batch, tokens, " + dimension + "] is expected");
            }
            int rows = (int) shape.get(0);
            int width = (int) shape.get(1);
            float[] flat = hidden.toFloatArray();
            long[] mask = (long[]) ctx.getAttachment("mask");
            float[][] pooled = new float[rows][];
            for (int row = 0; row < rows; row++) {
                pooled[row] = pooling.pool(flat, row, width, dimension, mask);
            }
            return pooled;
        }
    }
}
