package dev.josh.embed.encoder;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Resolves a model name to files on disk, offline. A name is either a bundled model, whose ONNX
 * weights and tokenizer come from a Maven artifact on the classpath, or a local directory that
 * holds {@code model.onnx} and {@code tokenizer.json} (with an optional {@code josh-model.properties}
 * giving model_id, dimension, max_tokens, query_prefix, document_prefix and pooling). Without a
 * {@code pooling} property a directory's pooling is read from a sentence-transformers
 * {@code 1_Pooling/config.json} when present, else it is mean pooling.
 *
 * <p>Bundled files are extracted once into a cache directory ({@code JOSH_MODEL_CACHE}, else
 * {@code ~/.cache/josh/models}) because ONNX Runtime loads from a path.
 */
public final class ModelCatalog {

    public static final String DEFAULT_MODEL = "bge-small-en-v1.5";

    /** A model whose files ship inside a Maven artifact ({@code group:artifact:version}). */
    public record Bundled(String modelId, String onnxResource, String tokenizerResource, String artifact,
                          int dimension, int maxTokens, String queryPrefix, String documentPrefix,
                          Pooling pooling) {
    }

    private static final String BGE_QUERY = "Represent this sentence for searching relevant passages: ";
    private static final String LC4J = "dev.langchain4j:langchain4j-embeddings-";

    /** The models Maven Central carries with their tokenizer; int8 ({@code -q}) variants are quantized. */
    private static final List<Bundled> BUNDLED = List.of(
            new Bundled("bge-small-en-v1.5", "bge-small-en-v1.5.onnx", "bge-small-en-v1.5-tokenizer.json",
                    LC4J + "bge-small-en-v15:1.20.0-beta30", 384, 512, BGE_QUERY, "", Pooling.CLS),
            new Bundled("bge-small-en-v1.5-q", "bge-small-en-v1.5-q.onnx", "bge-small-en-v1.5-q-tokenizer.json",
                    LC4J + "bge-small-en-v15-q:1.20.0-beta30", 384, 512, BGE_QUERY, "", Pooling.CLS),
            new Bundled("e5-small-v2", "e5-small-v2.onnx", "e5-small-v2-tokenizer.json",
                    LC4J + "e5-small-v2:1.17.0-beta27", 384, 512, "query: ", "passage: ", Pooling.MEAN),
            new Bundled("e5-small-v2-q", "e5-small-v2-q.onnx", "e5-small-v2-q-tokenizer.json",
                    LC4J + "e5-small-v2-q:1.11.0-beta19", 384, 512, "query: ", "passage: ", Pooling.MEAN),
            new Bundled("all-minilm-l6-v2", "all-minilm-l6-v2.onnx", "all-minilm-l6-v2-tokenizer.json",
                    LC4J + "all-minilm-l6-v2:1.20.0-beta30", 384, 256, "", "", Pooling.MEAN),
            new Bundled("all-minilm-l6-v2-q", "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json",
                    LC4J + "all-minilm-l6-v2-q:1.20.0-beta30", 384, 256, "", "", Pooling.MEAN));

    private static final Pattern CLS_TOKEN_POOLING = Pattern.compile("\"pooling_mode_cls_token\"\\s*:\\s*true");

    private ModelCatalog() {
    }

    public static List<Bundled> bundled() {
        return BUNDLED;
    }

    /**
     * Resolves a bundled model name or a model directory.
     *
     * @throws IllegalArgumentException naming the known models and what a directory must hold
     */
    public static ModelFiles resolve(String nameOrDirectory) {
        for (Bundled b : BUNDLED) {
            if (b.modelId().equalsIgnoreCase(nameOrDirectory)) {
                return extract(b);
            }
        }
        Path dir = Path.of(nameOrDirectory);
        if (Files.isDirectory(dir)) {
            return fromDirectory(dir);
        }
        throw new IllegalArgumentException("unknown model '" + nameOrDirectory + "'. Use one of "
                + BUNDLED.stream().map(Bundled::modelId).toList()
                + " or a directory holding model.onnx and tokenizer.json.");
    }

    private static ModelFiles extract(Bundled b) {
        URL onnx = ModelCatalog.class.getClassLoader().getResource(b.onnxResource());
        URL tokenizer = ModelCatalog.class.getClassLoader().getResource(b.tokenizerResource());
        if (onnx == null || tokenizer == null) {
            throw new IllegalArgumentException("model " + b.modelId() + " is not on the classpath: add the Maven "
                    + "artifact " + b.artifact() + " or pass a model directory.");
        }
        try {
            Path dir = cacheRoot().resolve(b.modelId());
            Files.createDirectories(dir);
            Path onnxFile = copyIfChanged(onnx, dir.resolve("model.onnx"));
            Path tokenizerFile = copyIfChanged(tokenizer, dir.resolve("tokenizer.json"));
            ModelSpec spec = new ModelSpec(b.modelId(), versionOf(onnxFile), b.dimension(), b.maxTokens(),
                    b.queryPrefix(), b.documentPrefix());
            return new ModelFiles(onnxFile, tokenizerFile, spec, b.pooling());
        } catch (IOException e) {
            throw new UncheckedIOException("could not extract model " + b.modelId() + " to " + cacheRoot()
                    + "; set JOSH_MODEL_CACHE to a writable directory", e);
        }
    }

    private static ModelFiles fromDirectory(Path dir) {
        Path onnx = dir.resolve("model.onnx");
        Path tokenizer = dir.resolve("tokenizer.json");
        if (!Files.isRegularFile(onnx) || !Files.isRegularFile(tokenizer)) {
            throw new IllegalArgumentException("model directory " + dir + " must hold model.onnx and tokenizer.json");
        }
        java.util.Properties p = new java.util.Properties();
        Path props = dir.resolve("josh-model.properties");
        try {
            if (Files.isRegularFile(props)) {
                try (InputStream in = Files.newInputStream(props)) {
                    p.load(in);
                }
            }
            ModelSpec spec = new ModelSpec(
                    p.getProperty("model_id", dir.toAbsolutePath().normalize().getFileName().toString()),
                    versionOf(onnx),
                    Integer.parseInt(p.getProperty("dimension", "384")),
                    Integer.parseInt(p.getProperty("max_tokens", "512")),
                    p.getProperty("query_prefix", ""),
                    p.getProperty("document_prefix", ""));
            return new ModelFiles(onnx, tokenizer, spec, poolingOf(dir, p.getProperty("pooling")));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read model directory " + dir, e);
        }
    }

    private static Pooling poolingOf(Path dir, String property) throws IOException {
        if (property != null && !property.isBlank()) {
            try {
                return Pooling.valueOf(property.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("pooling '" + property + "' in " + dir
                        + "/josh-model.properties: use cls or mean");
            }
        }
        Path sentenceTransformers = dir.resolve("1_Pooling").resolve("config.json");
        if (Files.isRegularFile(sentenceTransformers)
                && CLS_TOKEN_POOLING.matcher(Files.readString(sentenceTransformers)).find()) {
            return Pooling.CLS;
        }
        return Pooling.MEAN;
    }

    private static Path cacheRoot() {
        String env = System.getenv("JOSH_MODEL_CACHE");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of(System.getProperty("user.home"), ".cache", "josh", "models");
    }

    /** Copies a classpath resource unless a file of the same size is already there. */
    private static Path copyIfChanged(URL resource, Path target) throws IOException {
        long size = resource.openConnection().getContentLengthLong();
        if (Files.isRegularFile(target) && size >= 0 && Files.size(target) == size) {
            return target;
        }
        Path tmp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
        try (InputStream in = resource.openStream()) {
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.deleteIfExists(target.resolveSibling(target.getFileName() + ".sha256"));
        return target;
    }

    /** First 16 hex digits of the file's SHA-256, remembered in a sidecar next to it. */
    static String versionOf(Path onnx) throws IOException {
        Path sidecar = onnx.resolveSibling(onnx.getFileName() + ".sha256");
        if (Files.isRegularFile(sidecar) && Files.getLastModifiedTime(sidecar).compareTo(Files.getLastModifiedTime(onnx)) >= 0) {
            return Files.readString(sidecar).strip();
        }
        try (InputStream in = Files.newInputStream(onnx)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 20];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            String version = HexFormat.of().formatHex(md.digest()).substring(0, 16);
            try {
                Files.writeString(sidecar, version);
            } catch (IOException ignored) {
                // a read-only model directory: recompute next time
            }
            return version;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Options for DJL's tokenizer: no special tokens, no truncation, offline. */
    static Map<String, String> rawTokenizerOptions() {
        return Map.of("addSpecialTokens", "false", "truncation", "false", "padding", "false");
    }
}
