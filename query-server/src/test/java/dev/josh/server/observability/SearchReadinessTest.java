package dev.josh.server.observability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.search.semantic.ActiveModel;
import dev.josh.server.search.semantic.BinaryVectorIndex;
import dev.josh.server.search.semantic.CellSettings;
import dev.josh.server.search.semantic.SemanticIndexes;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

/**
 * Issue 32: a server started while {@code embed} was still filling vectors never became ready: the
 * rows of an index that got its vectors after the start-up warm-up were read by nobody, and
 * {@code /readyz} waited for them for 40 minutes while semantic searches were answered.
 */
class SearchReadinessTest {

    @TempDir
    Path dir;

    @Test
    void vectorsThatArriveAfterStartAreReadAndTheServerBecomesReady() throws InterruptedException {
        TestDatabase db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        db.activeModel(); // the model is active, its vectors not written yet: an embed run has just begun
        try (SearchStack stack = new SearchStack(db)) {
            stack.search.warmUp();
            SearchReadiness readiness = new SearchReadiness(stack.search, stack.indexes, stack.encoders);

            Fixtures.embedAll(db, chunks); // the embed run writes them while the server runs
            stack.refresh();
            assertThat(stack.indexes.index("us-code")).hasValueSatisfying(index -> assertThat(index.size()).isPositive());

            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (readiness.health().getStatus() != Status.UP && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(readiness.health().getStatus()).as(readiness.health().getDetails().toString())
                    .isEqualTo(Status.UP);
            assertThat(stack.search.indexRowsPending()).isEmpty();
        }
    }

    @Test
    void theServerIsReadyOnlyOnceItsLargeIndexesHaveCells() {
        TestDatabase db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        db.activeModel();
        Fixtures.embedAll(db, chunks);
        try (SearchStack stack = new SearchStack(db)) {
            // Every index gets cells here (from one vector up); their builds wait in a queue this test runs.
            List<Runnable> builds = new ArrayList<>();
            SemanticIndexes withCells = new SemanticIndexes(stack.pool, stack.registry, stack.encoders,
                    new CellSettings(1, 2), builds::add);
            stack.search.warmUp();
            SearchReadiness readiness = new SearchReadiness(stack.search, withCells, stack.encoders);
            awaitEncoder(stack, withCells);

            Health waiting = readiness.health();
            assertThat(waiting.getStatus()).isEqualTo(Status.OUT_OF_SERVICE);
            assertThat(waiting.getDetails()).containsEntry("index_cells_pending", List.of("us-code"));

            builds.forEach(Runnable::run);
            BinaryVectorIndex usCode = withCells.index("us-code").orElseThrow();
            assertThat(usCode.rowsInCells()).isEqualTo(usCode.size()).isPositive();
            assertThat(readiness.health().getStatus()).isEqualTo(Status.UP);
        }
    }

    private static void awaitEncoder(SearchStack stack, SemanticIndexes indexes) {
        ActiveModel model = indexes.activeModel().orElseThrow();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (("loading".equals(stack.encoders.state(model)) || !stack.search.indexRowsPending().isEmpty())
                && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(stack.encoders.state(model)).isNotEqualTo("loading");
        assertThat(stack.search.indexRowsPending()).isEmpty();
    }
}
