package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

class HuggingFaceTextTokenizerTest {

    @Test
    void bundledTokenizerGivesSpansThatCutTheOriginalText() {
        try (HuggingFaceTextTokenizer tokenizer = HuggingFaceTextTokenizer.forModel(ModelCatalog.DEFAULT_MODEL)) {
            String text = "Copyright protection subsists, in accordance with this title, in original works.";
            List<TextTokenizer.Span> spans = tokenizer.spans(text);
            assertThat(spans).hasSizeGreaterThan(10);
            assertThat(text.substring(spans.get(0).start(), spans.get(0).end())).isEqualToIgnoringCase("copyright");
            assertThat(spans.get(spans.size() - 1).end()).isEqualTo(text.length());
            assertThat(tokenizer.count(text)).isEqualTo(spans.size());
        }
    }

    @Test
    void onlyBertsPipelineIsTrustedToEncodeWordsAlone(@TempDir Path dir) throws Exception {
        Path bundled = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).tokenizerJson();
        try (HuggingFaceTextTokenizer bert = HuggingFaceTextTokenizer.load(bundled)) {
            assertThat(bert.wordsEncodeAlone()).isTrue();
        }
        // The same vocabulary behind a pre-tokenizer that does not split on whitespace first.
        ObjectNode json = (ObjectNode) new JsonMapper().readTree(bundled.toFile());
        json.putObject("pre_tokenizer").put("type", "Metaspace").put("replacement", "▁")
                .put("prepend_scheme", "always").put("split", true);
        Path metaspace = dir.resolve("tokenizer.json");
        Files.writeString(metaspace, json.toString());
        try (HuggingFaceTextTokenizer other = HuggingFaceTextTokenizer.load(metaspace)) {
            assertThat(other.count("reasonable royalty")).isPositive();
            assertThat(other.wordsEncodeAlone()).isFalse();
        }
    }

    @Test
    void defaultModelSpecIsDerivedFromItsWeights() {
        ModelSpec spec = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec();
        assertThat(spec.modelId()).isEqualTo("bge-small-en-v1.5");
        assertThat(spec.modelVersion()).matches("[0-9a-f]{16}");
        assertThat(spec.dimension()).isEqualTo(384);
        assertThat(spec.maxChunkTokens()).isEqualTo(510);
    }
}
