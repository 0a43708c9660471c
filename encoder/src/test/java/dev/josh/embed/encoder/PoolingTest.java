package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PoolingTest {

    // Two rows, width 3, dim 2: row 0 has 2 real tokens, row 1 has 3.
    private static final float[] HIDDEN = {
        1, 2, 3, 4, 100, 100,
        5, 6, 7, 8, 9, 10,
    };
    private static final long[] MASK = {1, 1, 0, 1, 1, 1};

    @TempDir
    Path dir;

    @Test
    void clsTakesTheFirstTokenOfItsRow() {
        assertThat(Pooling.CLS.pool(HIDDEN, 1, 3, 2, MASK)).containsExactly(5, 6);
    }

    @Test
    void meanSkipsPaddedTokens() {
        assertThat(Pooling.MEAN.pool(HIDDEN, 0, 3, 2, MASK)).containsExactly(2, 3);
        assertThat(Pooling.MEAN.pool(HIDDEN, 1, 3, 2, MASK)).containsExactly(7, 8);
    }

    @Test
    void bundledModelsCarryTheirPooling() {
        assertThat(ModelCatalog.bundled()).filteredOn(b -> b.modelId().startsWith("bge"))
                .allSatisfy(b -> assertThat(b.pooling()).isEqualTo(Pooling.CLS));
        assertThat(ModelCatalog.bundled()).filteredOn(b -> !b.modelId().startsWith("bge"))
                .allSatisfy(b -> assertThat(b.pooling()).isEqualTo(Pooling.MEAN));
    }

    @Test
    void directoryPoolingComesFromPropertiesThenSentenceTransformersConfigElseMean() throws Exception {
        Files.writeString(dir.resolve("model.onnx"), "weights");
        Files.writeString(dir.resolve("tokenizer.json"), "{}");
        assertThat(ModelCatalog.resolve(dir.toString()).pooling()).isEqualTo(Pooling.MEAN);

        Files.createDirectories(dir.resolve("1_Pooling"));
        Files.writeString(dir.resolve("1_Pooling/config.json"),
                "{\"word_embedding_dimension\": 384, \"pooling_mode_cls_token\": true, \"pooling_mode_mean_tokens\": false}");
        assertThat(ModelCatalog.resolve(dir.toString()).pooling()).isEqualTo(Pooling.CLS);

        Files.writeString(dir.resolve("josh-model.properties"), "pooling=mean\n");
        assertThat(ModelCatalog.resolve(dir.toString()).pooling()).isEqualTo(Pooling.MEAN);
    }
}
