package dev.josh.server.sources;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.db.SourceCatalog;
import dev.josh.server.support.Flow1Services;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every source the migrated schema defines is served end to end, read from the live schema rather
 * than from a list: a record table (any table with {@code citation_string}) that is some id type's
 * resource has a registered {@link RecordSource} with a typed fetch, a list endpoint and an MCP
 * getter, and every id type has a record table. A migration that adds a source without its server
 * package, or a package that serves a table no migration made, fails here.
 */
class SourceConformanceTest {

    @TempDir
    static Path dir;
    static Flow1Services services;
    static List<String> recordTables;

    @BeforeAll
    static void database() throws Exception {
        TestDatabase db = TestDatabase.create(dir);
        services = new Flow1Services(db.path());
        try (Connection conn = services.pool.getConnection()) {
            recordTables = SourceCatalog.read(conn).stream().map(SourceCatalog.Source::name).toList();
        }
    }

    @AfterAll
    static void close() {
        services.close();
    }

    @Test
    void everyIdTypeIsAServedRecordTable() {
        Set<String> resources = Arrays.stream(IdType.values()).map(IdType::resource).collect(Collectors.toSet());
        assertThat(recordTables).as("the live schema's record tables").containsAll(resources);
        Map<String, RecordSource> served = services.records.all().stream()
                .collect(Collectors.toMap(s -> s.definition().resource(), Function.identity()));
        assertThat(served.keySet()).as("registered sources").containsExactlyInAnyOrderElementsOf(resources);
        for (String resource : resources) {
            RecordSource source = served.get(resource);
            SourceDefinition definition = source.definition();
            assertThat(definition.types()).as(resource).allMatch(t -> t.resource().equals(resource));
            assertThat(definition.list().resource()).as(resource + " lists itself").isEqualTo(resource);
            assertThat(definition.getter().type().resource()).as(resource + "'s getter").isEqualTo(resource);
            assertThat(definition.recordType().getPackageName()).as(resource + "'s record lives in its package")
                    .isEqualTo(source.getClass().getPackageName());
        }
    }

    @Test
    void everySourceHasAListEndpointAndItsOwnGetter() {
        assertThat(services.lists.resources()).containsExactlyElementsOf(
                services.records.all().stream().map(s -> s.definition().resource()).toList());
        assertThat(services.records.getters().stream().map(GetterTool::tool)).doesNotHaveDuplicates()
                .hasSize(services.records.all().size());
    }
}
