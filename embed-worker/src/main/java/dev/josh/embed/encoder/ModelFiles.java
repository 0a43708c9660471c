package dev.josh.embed.encoder;

import java.nio.file.Path;

/** A model on disk: its ONNX weights, its tokenizer, and what it is. */
public record ModelFiles(Path onnx, Path tokenizerJson, ModelSpec spec) {
}
