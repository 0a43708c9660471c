package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SourceScheduleTest {

    private static final IngestSource MEMBERS = source("members", 10);
    private static final IngestSource CODE = source("code", 20);
    private static final IngestSource VOTES = ((CorpusSource) source("votes", 30)).readingRowsOf("members");

    @Test
    void oneThreadRunsTheSourcesInRunOrderOnTheCallersThread() throws Exception {
        List<String> threads = new ArrayList<>();
        List<String> results = new SourceSchedule(1).run(List.of(MEMBERS, CODE, VOTES), s -> {
            threads.add(Thread.currentThread().getName());
            return s.name();
        });
        assertThat(results).containsExactly("members", "code", "votes");
        assertThat(threads).containsOnly(Thread.currentThread().getName());
    }

    @Test
    void sourcesRunSideBySideAndOneStartsOnlyAfterTheSourcesItReads() throws Exception {
        // members and code can only both finish when they run at the same time; votes must wait for members.
        CountDownLatch bothRunning = new CountDownLatch(2);
        List<String> finished = Collections.synchronizedList(new ArrayList<>());
        var seenByVotes = new ConcurrentHashMap<String, List<String>>();
        List<String> results = new SourceSchedule(2).run(List.of(MEMBERS, CODE, VOTES), s -> {
            if (s == VOTES) {
                seenByVotes.put("finished", List.copyOf(finished));
            } else {
                bothRunning.countDown();
                assertThat(bothRunning.await(30, TimeUnit.SECONDS)).as("%s ran beside the other", s.name()).isTrue();
            }
            finished.add(s.name());
            return s.name();
        });
        assertThat(results).containsExactly("members", "code", "votes");
        assertThat(seenByVotes.get("finished")).contains("members");
    }

    @Test
    void theFirstFailureInRunOrderIsThrownOnceTheOthersEnded() {
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        assertThatThrownBy(() -> new SourceSchedule(2).run(List.of(MEMBERS, CODE, VOTES), s -> {
            ran.add(s.name());
            if (s == MEMBERS) {
                throw new IOException("members failed");
            }
            return s.name();
        })).isInstanceOf(IOException.class).hasMessage("members failed");
        // code is independent of members and ran; votes reads members' rows and did not start.
        assertThat(ran).containsExactlyInAnyOrder("members", "code");
    }

    private static IngestSource source(String name, int order) {
        return new CorpusSource(name, order, name + "/*", options -> List.of());
    }
}
