package dev.josh.server.search.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEmbedder;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the server's indexes follow the vector tables between refreshes. */
class SemanticIndexesTest {

    @TempDir
    Path dir;

    @Test
    void aReembeddedChunkReloadsTheIndexAtTheNextRefreshAndADeletedOneWaitsForTheMinutelyCount() {
        TestDatabase db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        db.activeModel();
        Fixtures.embedAll(db, chunks);
        try (SearchStack stack = new SearchStack(db)) {
            BinaryVectorIndex loaded = stack.indexes.index("us-code").orElseThrow();
            int size = loaded.size();
            List<Long> ids = new ArrayList<>(chunks.keySet());

            // A chunk deleted alone: its vectors are not counted again within a minute (counting reads every row
            // of the table); its row stays in the index and drops out at the rescore's join.
            db.execute("DELETE FROM us_code_chunks_vectors WHERE chunk_id = " + ids.get(0));
            stack.refresh();
            assertThat(stack.indexes.index("us-code")).containsSame(loaded);

            // A chunk re-embedded: its new row is written, so the count runs and finds the two rows gone.
            db.execute("DELETE FROM us_code_chunks_vectors WHERE chunk_id = " + ids.get(1));
            db.vector(ids.get(1), HashingEmbedder.vectorOf("the same chunk embedded again"));
            stack.refresh();
            BinaryVectorIndex reloaded = stack.indexes.index("us-code").orElseThrow();
            assertThat(reloaded).isNotSameAs(loaded);
            assertThat(reloaded.size()).isEqualTo(size - 1);
        }
    }
}
