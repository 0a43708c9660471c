package dev.josh.embed.encoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.huggingface.tokenizers.jni.CharSpan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A model's {@code tokenizer.json} through DJL's HuggingFace tokenizer, without special tokens. */
public final class HuggingFaceTextTokenizer implements TextTokenizer, AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HuggingFaceTokenizer tokenizer;
    private final Path tokenizerJson;
    /** Read from the file when a chunker first asks; an encoder that only embeds never does. */
    private volatile Boolean wordsEncodeAlone;

    private HuggingFaceTextTokenizer(HuggingFaceTokenizer tokenizer, Path tokenizerJson) {
        this.tokenizer = tokenizer;
        this.tokenizerJson = tokenizerJson;
    }

    public static HuggingFaceTextTokenizer load(Path tokenizerJson) {
        try {
            return new HuggingFaceTextTokenizer(
                    HuggingFaceTokenizer.newInstance(tokenizerJson, ModelCatalog.rawTokenizerOptions()), tokenizerJson);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load tokenizer " + tokenizerJson, e);
        }
    }

    /**
     * BERT's pipeline: its normalizer works character by character, its pre-tokenizer splits on whitespace
     * and punctuation, and WordPiece encodes each word alone; so a word encodes the same wherever it stands.
     */
    private static boolean isWordPieceOnBertWords(Path tokenizerJson) {
        JsonNode json = JSON.readTree(tokenizerJson.toFile());
        return "WordPiece".equals(json.path("model").path("type").asString())
                && "BertPreTokenizer".equals(json.path("pre_tokenizer").path("type").asString())
                && "BertNormalizer".equals(json.path("normalizer").path("type").asString());
    }

    /** The tokenizer of a bundled model or model directory, without loading its weights. */
    public static HuggingFaceTextTokenizer forModel(String nameOrDirectory) {
        return load(ModelCatalog.resolve(nameOrDirectory).tokenizerJson());
    }

    @Override
    public List<Span> spans(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        Encoding encoding = tokenizer.encode(text, false, false);
        CharSpan[] spans = encoding.getCharTokenSpans();
        List<Span> out = new ArrayList<>(spans.length);
        int length = text.length();
        for (CharSpan s : spans) {
            if (s == null) {
                continue;
            }
            int start = Math.min(Math.max(s.getStart(), 0), length);
            int end = Math.min(Math.max(s.getEnd(), start), length);
            out.add(new Span(start, end));
        }
        return out;
    }

    @Override
    public int count(String text) {
        return text.isEmpty() ? 0 : tokenizer.encode(text, false, false).getIds().length;
    }

    @Override
    public boolean wordsEncodeAlone() {
        Boolean known = wordsEncodeAlone;
        if (known == null) {
            known = isWordPieceOnBertWords(tokenizerJson);
            wordsEncodeAlone = known;
        }
        return known;
    }

    /** The underlying DJL tokenizer, for encoders that need ids and masks. */
    public HuggingFaceTokenizer djl() {
        return tokenizer;
    }

    @Override
    public void close() {
        tokenizer.close();
    }
}
