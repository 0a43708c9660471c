package dev.josh.server.changes;

import static dev.josh.server.support.ApiErrors.error;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.ConnectionClient;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.Queries;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangesServiceTest {

    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final ChangesService changes = services.bean(ChangesService.class);

    @Test
    void pagingFromTheBeginningListsEveryRecordOnceInTimeOrder() throws SQLException {
        String source = "federal-register,statements-of-administration-policy";
        List<Change> all = new ArrayList<>();
        String cursor = null;
        String previous = "";
        do {
            ChangePage page = changes.changes("2000-01-01", null, source, "published", PageParams.rest(7, cursor));
            for (Change c : page.results()) {
                assertThat(c.publishedAt()).isGreaterThanOrEqualTo(previous);
                previous = c.publishedAt();
                assertThat(c.citation().citationString()).isNotBlank();
            }
            all.addAll(page.results());
            cursor = page.nextCursor();
            assertThat(page.hasMore()).isEqualTo(cursor != null);
        } while (cursor != null);
        long expected;
        try (Connection conn = services.pool.getConnection()) {
            expected = Queries.count(conn, "SELECT count(*) FROM federal_register WHERE published_at >= '2000-01-01'")
                    + Queries.count(conn, "SELECT count(*) FROM statements_of_administration_policy "
                    + "WHERE published_at >= '2000-01-01'");
        }
        Set<String> ids = new HashSet<>();
        all.forEach(c -> ids.add(c.source() + "/" + c.id()));
        assertThat(all).hasSize((int) expected).hasSizeGreaterThan(7);
        assertThat(ids).hasSize(all.size());
        assertThat(all).extracting(Change::source).containsOnly("federal-register", "statements-of-administration-policy");
    }

    @Test
    void untilAndSinceBoundTheWindowAndBadValuesAreClearErrors() {
        ChangePage page = changes.changes("2016-04-01", "2016-05-01", "federal-register", "published",
                PageParams.rest(200, null));
        assertThat(page.results()).isNotEmpty().allSatisfy(c -> assertThat(c.publishedAt())
                .isGreaterThanOrEqualTo("2016-04-01").isLessThan("2016-05-01"));
        assertThat(error(() -> changes.changes(null, null, null, null, PageParams.rest(5, null))).hint())
                .containsEntry("parameter", "since");
        assertThat(error(() -> changes.changes("last tuesday", null, null, null, PageParams.rest(5, null))).hint())
                .containsEntry("parameter", "since");
        assertThat(error(() -> changes.changes("2024-01-01", null, "federal-registry", null,
                PageParams.rest(5, null))).code()).isEqualTo(ErrorCode.UNKNOWN_SOURCE);
        assertThat(error(() -> changes.changes("2024-01-01", null, null, "modified", PageParams.rest(5, null))).hint())
                .containsEntry("parameter", "basis");
    }

    /** A real re-ingest of an edited upstream file: the records it rewrote are what changed since before it. */
    @Test
    void aRecordChangedByAReingestAppearsWithItsTime(@TempDir Path dir) throws Exception {
        Path corpus = dir.resolve("corpus/congress-legislators");
        Files.createDirectories(corpus);
        Path committees = corpus.resolve("committees-current.yaml");
        String original = Files.readString(Flow1Database.corpus().resolve("congress-legislators/committees-current.yaml"));
        Files.writeString(committees, original);
        Files.createSymbolicLink(corpus.resolve("committee-membership-current.yaml"),
                Flow1Database.corpus().resolve("congress-legislators/committee-membership-current.yaml").toAbsolutePath());
        Path db = dir.resolve("josh.db");
        String[] ingest = {"ingest", "committees", "--corpus", dir.resolve("corpus").toString(), "--db", db.toString()};
        assertThat(IngestApplication.run(ingest)).isZero();

        // Loaded times are whole seconds: the second ingest must load in a later second than the first did, so
        // it waits for the next second to begin (at most one, not the fixed 2.2 s this test slept before).
        Instant between;
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            between = Instant.parse(ConnectionClient.on(c).sql("SELECT max(retrieved_at) FROM committees").query(String.class)
                    .single()).plusSeconds(1);
        }
        while (Instant.now().isBefore(between)) {
            Thread.sleep(Duration.between(Instant.now(), between).toMillis() + 1);
        }
        Files.writeString(committees, original.replace("name: House Committee on Agriculture",
                "name: House Committee on Agriculture and Rural Affairs"));
        assertThat(IngestApplication.run(ingest)).isZero();

        try (HikariDataSource pool = DatabaseConfig.pooled(JoshDatabase.readOnly(db), 2)) {
            ChangesService onCopy = new ChangesService(pool, new SourceRegistry(pool));
            ChangePage page = onCopy.changes(between.toString(), null, "committees", null, PageParams.rest(200, null));
            assertThat(page.results()).filteredOn(c -> c.id().equals("HSAG")).singleElement().satisfies(c -> {
                assertThat(c.title()).isEqualTo("House Committee on Agriculture and Rural Affairs");
                assertThat(Instant.parse(c.changedAt())).isAfterOrEqualTo(between);
            });
            assertThat(page.latest()).isGreaterThanOrEqualTo(between.toString());
            ChangePage before = onCopy.changes("2000-01-01", between.toString(), "committees", null,
                    PageParams.rest(200, null));
            assertThat(before.results()).extracting(Change::id).doesNotContain("HSAG");
        }
    }
}
