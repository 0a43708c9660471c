package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

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
    void defaultModelSpecIsDerivedFromItsWeights() {
        ModelSpec spec = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL).spec();
        assertThat(spec.modelId()).isEqualTo("bge-small-en-v1.5");
        assertThat(spec.modelVersion()).matches("[0-9a-f]{16}");
        assertThat(spec.dimension()).isEqualTo(384);
        assertThat(spec.maxChunkTokens()).isEqualTo(510);
    }
}
