package dev.josh.embed.encoder;

import java.nio.file.Path;

/** A model on disk: its ONNX weights, its tokenizer, what it is, and how its outputs are pooled. */
public record ModelFiles(Path onnx, Path tokenizerJson, ModelSpec spec, Pooling pooling) {
}
