package dev.josh.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.IngestApplication;
import dev.josh.server.support.CorpusDatabase;
import dev.josh.server.support.ServerProcess;
import dev.josh.server.support.ServerProcess.Reply;
import java.io.RandomAccessFile;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Reads scale by copies: a snapshot taken with {@code snapshot create} while the packaged server
 * answers searches on the database ({@link CorpusDatabase}, real corpus, real vectors), installed
 * elsewhere with {@code bootstrap}, serves a second server that answers exactly as the first: the
 * same result ids in the same order for 20 searches in every mode, the same records for 20 lookups.
 * The same snapshot with one byte altered is refused.
 */
@Tag("slow")
class SnapshotIT {

    /** Lexical over every source; semantic and hybrid where vectors exist (U.S. Code titles 9 and 1) and across all. */
    private static final List<String> SEARCHES = List.of(
            search("arbitration agreement", "lexical", null),
            search("appropriations for the Department of Defense", "lexical", null),
            search("Medicare payment", "lexical", null),
            search("tariff schedule", "lexical", null),
            search("\"17 U.S.C. 102\"", "lexical", null),
            search("lobbying registration", "lexical", null),
            search("climate change", "lexical", null),
            search("committee on ways and means", "lexical", null),
            search("enforcement of arbitral awards", "semantic", "us-code"),
            search("words importing the singular include the plural", "semantic", "us-code"),
            search("seal of the United States", "semantic", "us-code"),
            search("vacating an award for corruption or fraud", "semantic", "us-code"),
            search("maritime transactions", "semantic", null),
            search("foreign arbitral award convention", "semantic", null),
            search("arbitration agreement", "hybrid", "us-code"),
            search("Act of Congress", "hybrid", "us-code"),
            search("oath of office", "hybrid", "us-code"),
            search("flag of the United States", "hybrid", null),
            search("veterans health care", "hybrid", null),
            search("federal register notice", "hybrid", null));

    @TempDir
    Path tmp;

    @Test
    void aReplicaBootstrappedFromASnapshotTakenUnderLoadAnswersExactlyAsTheOriginal() throws Exception {
        Path db = CorpusDatabase.ensureBuilt();
        Path snapshot = tmp.resolve("snapshot");
        Path replica = tmp.resolve("replica/josh.db");
        // The shared server over the corpus database: the original the replica must answer as.
        ServerProcess original = ServerProcess.overCorpus();
        List<Integer> statuses = createWhileSearching(original, db, snapshot);
        assertThat(statuses).as("searches sent while the snapshot was copied").isNotEmpty().containsOnly(200);

        assertThat(IngestApplication.run("bootstrap", "--snapshot", snapshot.toString(), "--db", replica.toString()))
                .isZero();
        try (ServerProcess copy = ServerProcess.start(replica, "it-snapshot-replica.log", Map.of())) {
            List<String> indexStates = new ArrayList<>();
            for (JsonNode source : copy.get("/v1/status").body().get("sources")) {
                if (source.hasNonNull("lexical_index")) {
                    indexStates.add(source.get("name").asString() + " " + source.get("lexical_index").asString());
                }
            }
            assertThat(indexStates).as("the replica ranks every source on the Lucene index the snapshot carried")
                    .hasSizeGreaterThanOrEqualTo(10).allMatch(state -> state.endsWith(" current"));
            Set<String> lookedUp = new LinkedHashSet<>();
            int answered = 0;
            for (String search : SEARCHES) {
                List<String> expected = ids(original.get(search));
                assertThat(ids(copy.get(search))).as(search).isEqualTo(expected);
                lookedUp.addAll(expected);
                answered += expected.isEmpty() ? 0 : 1;
            }
            assertThat(answered).as("searches with results, so that equal lists say something").isGreaterThanOrEqualTo(18);
            List<String> lookups = new ArrayList<>(lookedUp).subList(0, 20);
            for (String id : lookups) {
                Reply expected = original.get("/v1/fetch/" + id);
                assertThat(expected.status()).as(id).isEqualTo(200);
                assertThat(copy.get("/v1/fetch/" + id).body())
                        .as(id).isEqualTo(expected.body());
            }
        }
        try (Stream<Path> left = Files.list(replica.getParent())) {
            assertThat(left.map(p -> p.getFileName().toString()))
                    .as("a server writes nothing beside the installed copy and its lexical indexes")
                    .containsExactlyInAnyOrder("josh.db", "josh.db.lexical");
        }

        flipOneByte(snapshot.resolve("josh.db"));
        Path refused = tmp.resolve("refused/josh.db");
        assertThat(IngestApplication.run("bootstrap", "--snapshot", snapshot.toString(), "--db", refused.toString()))
                .isEqualTo(1);
        assertThat(refused).doesNotExist();
    }

    /**
     * Runs {@code snapshot create} while a client searches the server without pause; the statuses of
     * the searches sent while it ran (-1 for one that got no answer).
     */
    private static List<Integer> createWhileSearching(ServerProcess server, Path db, Path snapshot) throws Exception {
        List<Integer> statuses = new CopyOnWriteArrayList<>();
        AtomicBoolean searching = new AtomicBoolean(true);
        AtomicBoolean copying = new AtomicBoolean(false);
        CountDownLatch firstAnswer = new CountDownLatch(1);
        Thread client = Thread.ofPlatform().name("searching-during-snapshot").start(() -> {
            for (int i = 0; searching.get(); i++) {
                boolean sentDuringCopy = copying.get();
                int status;
                try {
                    status = server.get(SEARCHES.get(i % SEARCHES.size())).status();
                } catch (Exception e) {
                    status = -1;
                }
                if (sentDuringCopy) {
                    statuses.add(status);
                }
                firstAnswer.countDown();
            }
        });
        assertThat(firstAnswer.await(60, TimeUnit.SECONDS)).as("the server answers a first search").isTrue();
        int exit;
        copying.set(true);
        try {
            exit = IngestApplication.run("snapshot", "create", snapshot.toString(), "--db", db.toString());
        } finally {
            copying.set(false);
            searching.set(false);
            client.join();
        }
        assertThat(exit).as("snapshot create exit code").isZero();
        assertThat(snapshot.resolve("manifest.json")).exists();
        return statuses;
    }

    private static List<String> ids(Reply reply) {
        assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode result : reply.body().get("results")) {
            ids.add(result.get("id").asString());
        }
        return ids;
    }

    private static void flipOneByte(Path file) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            long middle = Files.size(file) / 2;
            f.seek(middle);
            int b = f.read();
            f.seek(middle);
            f.write(b ^ 0x01);
        }
    }

    private static String search(String q, String mode, String source) {
        return "/v1/search?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8) + "&mode=" + mode + "&limit=10"
                + (source == null ? "" : "&source=" + source);
    }
}
