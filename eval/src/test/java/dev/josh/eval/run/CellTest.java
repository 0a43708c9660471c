package dev.josh.eval.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.eval.index.ChunkerSpec;
import org.junit.jupiter.api.Test;

class CellTest {

    @Test
    void idsNameEverythingThatChangesTheRanking() {
        assertThat(Cell.bm25("bge-small-en-v1.5", ChunkerSpec.SHIPPED).id()).isEqualTo("bm25 max/50");
        assertThat(Cell.dense("e5-small-v2", ChunkerSpec.parse("256/32")).id()).isEqualTo("dense e5-small-v2 256/32");
        assertThat(Cell.hybrid("bge-small-en-v1.5", ChunkerSpec.SHIPPED, 60, "1:1").id())
                .isEqualTo("hybrid k=60 bge-small-en-v1.5 max/50");
        Cell weighted = Cell.hybrid("bge-small-en-v1.5", ChunkerSpec.SHIPPED, 30, "2:1");
        assertThat(weighted.id()).isEqualTo("hybrid k=30 w=2:1 bge-small-en-v1.5 max/50");
        assertThat(weighted.lexicalWeight()).isEqualTo(2);
        assertThat(weighted.semanticWeight()).isEqualTo(1);
        assertThat(weighted.equalWeights()).isFalse();
        assertThat(Cell.lucene(Cell.LUCENE, "bge-small-en-v1.5", ChunkerSpec.SHIPPED).id()).isEqualTo("lucene max/50");
        assertThat(Cell.lucene(Cell.LUCENE_FLAT, "bge-small-en-v1.5", ChunkerSpec.parse("256/32")).id())
                .isEqualTo("lucene-flat 256/32");
    }

    @Test
    void badCellsAreRefusedWithTheRule() {
        assertThatThrownBy(() -> new Cell("hybrid", "m", "max/50", null, null)).hasMessageContaining("k");
        assertThatThrownBy(() -> new Cell("hybrid", "m", "max/50", 60, "2:0")).hasMessageContaining("LEXICAL:SEMANTIC");
        assertThatThrownBy(() -> new Cell("dense", "m", "max/50", 60, null)).hasMessageContaining("no k");
        assertThatThrownBy(() -> new Cell("lucene", "m", "max/50", 60, null)).hasMessageContaining("no k");
        assertThatThrownBy(() -> new Cell("sparse", "m", "max/50", null, null)).hasMessageContaining("unknown");
        assertThatThrownBy(() -> ChunkerSpec.parse("50/50")).hasMessageContaining("overlap < window");
    }
}
