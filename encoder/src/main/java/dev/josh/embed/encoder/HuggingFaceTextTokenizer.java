package dev.josh.embed.encoder;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.huggingface.tokenizers.jni.CharSpan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A model's {@code tokenizer.json} through DJL's HuggingFace tokenizer, without special tokens. */
public final class HuggingFaceTextTokenizer implements TextTokenizer, AutoCloseable {

    private final HuggingFaceTokenizer tokenizer;

    private HuggingFaceTextTokenizer(HuggingFaceTokenizer tokenizer) {
        this.tokenizer = tokenizer;
    }

    public static HuggingFaceTextTokenizer load(Path tokenizerJson) {
        try {
            return new HuggingFaceTextTokenizer(
                    HuggingFaceTokenizer.newInstance(tokenizerJson, ModelCatalog.rawTokenizerOptions()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load tokenizer " + tokenizerJson, e);
        }
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

    /** The underlying DJL tokenizer, for encoders that need ids and masks. */
    public HuggingFaceTokenizer djl() {
        return tokenizer;
    }

    @Override
    public void close() {
        tokenizer.close();
    }
}
